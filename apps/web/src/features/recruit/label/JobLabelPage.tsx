import { PlusOutlined } from '@ant-design/icons';
import {
  api,
  JOB_LABEL_CONTENT_KEYS,
  type JobLabel,
  type JobLabelContent,
  JobLabelSort,
  jobLabelContentNames,
  jobLabelSortNames,
  sortOfContentKey,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import { call } from '../../../app/request.ts';
import {
  confirmDelete,
  errorText,
  jobLabelsQueryKey,
  Permission,
  useFeedback,
  useModalState,
  usePermission,
} from '../../../components';
import JobLabelFormModal from './JobLabelFormModal.tsx';

/** A content list's title: welfare lists name their sort too (福利待遇 · 餐饮). */
const groupTitle = (key: JobLabelContent) => {
  const sort = sortOfContentKey(key);
  return sort === JobLabelSort.welfare
    ? `${jobLabelSortNames[sort]} · ${jobLabelContentNames[key]}`
    : jobLabelContentNames[key];
};

/**
 * 标签管理 (/recruit/label/intentional): the job labels in their five content lists. Holders of label:add
 * add one to a list, label:edit click a label to edit it, label:remove close it to delete it.
 */
export default function JobLabelPage() {
  const { message } = useFeedback();
  const can = usePermission();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobLabelsQueryKey,
    queryFn: () => call(api.jobLabel.queryJobLabel, { query: {} }),
  });
  const modal = useModalState<{ label: JobLabel | null; contentKey: JobLabelContent }>({
    label: null,
    contentKey: 1,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobLabelsQueryKey });

  const remove = (label: JobLabel) =>
    confirmDelete(async () => {
      await call(api.jobLabel.delJobLabel, { params: { labelCode: label.labelCode } });
      message.success('删除成功');
      await refresh();
    }, `此操作将删除标签“${label.labelName}”, 是否继续?`);

  const canEdit = can('label:edit');
  const renderLabel = (label: JobLabel) => {
    const tag = (
      <Tag
        key={label.labelCode}
        closable={can('label:remove')}
        onClose={(event) => {
          // The tag stays until the delete is confirmed and the list reloads.
          event.preventDefault();
          void remove(label);
        }}
        onClick={
          canEdit ? () => modal.show({ label, contentKey: label.contentKey as JobLabelContent }) : undefined
        }
        style={{
          marginBottom: 8,
          padding: '2px 10px',
          fontSize: 14,
          cursor: canEdit ? 'pointer' : 'default',
        }}
      >
        {label.labelName}
      </Tag>
    );
    return canEdit ? (
      <Tooltip key={label.labelCode} title="点击编辑">
        {tag}
      </Tooltip>
    ) : (
      tag
    );
  };

  const renderGroup = (key: JobLabelContent) => {
    const labels = query.data?.[String(key) as `${JobLabelContent}`] ?? [];
    return (
      <Col key={key} xs={24} xl={12}>
        <Card
          size="small"
          title={groupTitle(key)}
          extra={<Typography.Text type="secondary">{labels.length} 个</Typography.Text>}
          style={{ height: '100%' }}
        >
          <section aria-label={jobLabelContentNames[key]}>
            {labels.map(renderLabel)}
            <Permission code="label:add">
              <Tag
                icon={<PlusOutlined />}
                onClick={() => modal.show({ label: null, contentKey: key })}
                style={{ borderStyle: 'dashed', cursor: 'pointer', padding: '2px 10px', fontSize: 14 }}
              >
                新增标签
              </Tag>
            </Permission>
            {!labels.length && !can('label:add') ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无标签" />
            ) : null}
          </section>
        </Card>
      </Col>
    );
  };

  return (
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">
        职位标签供发布职位时选择：工作描述、面试要求与福利待遇（餐饮、住宿、其他福利）。标签名称最多六个字符，不能包含中英文逗号。
      </Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, '获取标签失败')} />
      ) : (
        <Spin spinning={query.isFetching}>
          <Row gutter={[16, 16]}>{JOB_LABEL_CONTENT_KEYS.map(renderGroup)}</Row>
        </Spin>
      )}
      <JobLabelFormModal
        open={modal.open}
        label={modal.data.label}
        contentKey={modal.data.contentKey}
        onClose={modal.close}
        onSaved={() => {
          modal.close();
          void refresh();
        }}
      />
    </Card>
  );
}
