import {
  api,
  JOB_LABEL_CONTENT_KEYS,
  type JobLabelContent,
  jobLabelContentNames,
  LABEL_DEFAULT_LIMIT,
  LABEL_MAX_LENGTH,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../app/request.ts';
import { errorText } from '../feedback';
import { useLabelSelection } from './useLabelSelection.ts';

/** Query key of the job labels' five content lists; the label page refreshes it after a change. */
export const jobLabelsQueryKey = ['recruit', 'jobLabels'] as const;

export interface LabelSelectDialogProps {
  open: boolean;
  /** The chosen tags; store them with `joinLabels` and read them back with `splitLabels`. */
  value: readonly string[];
  /** 确定: the tags chosen in the dialog. */
  onOk: (value: string[]) => void;
  onCancel: () => void;
  /** Most tags that may be chosen; default 8. */
  limit?: number;
  /** Which content lists to offer (1 description, 2 interview, 3 food, 4 lodging, 5 other); default all. */
  groups?: readonly JobLabelContent[];
  title?: string;
}

/**
 * The label selection dialog (platform §2): up to five groups of job labels as checkable tags, plus a
 * custom tag input, with the rules of platform §5 (six characters, no commas, limit, no duplicates).
 */
export function LabelSelectDialog({
  open,
  value,
  onOk,
  onCancel,
  limit = LABEL_DEFAULT_LIMIT,
  groups = JOB_LABEL_CONTENT_KEYS,
  title = '选择标签',
}: LabelSelectDialogProps) {
  const selection = useLabelSelection(value, limit);
  const [custom, setCustom] = useState('');
  const query = useQuery({
    queryKey: jobLabelsQueryKey,
    queryFn: () => call(api.jobLabel.queryJobLabel, { query: {} }),
    enabled: open,
  });

  // Every opening starts from the caller's value.
  const { reset } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      reset(value);
      setCustom('');
    }
  }, [open]);

  const addCustom = () => {
    if (selection.addCustom(custom)) setCustom('');
  };

  return (
    <Modal
      title={title}
      open={open}
      width={720}
      onOk={() => onOk(selection.selected)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <section
        aria-label="已选标签"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}
      >
        <Typography.Text type="secondary">
          已选标签（{selection.selected.length}/{limit}）：
        </Typography.Text>
        {selection.selected.length ? (
          selection.selected.map((name) => (
            <Tag
              key={name}
              color="blue"
              closable
              closeIcon
              onClose={(event) => {
                event.preventDefault();
                selection.remove(name);
              }}
              style={{ margin: 0 }}
            >
              {name}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">暂未选择</Typography.Text>
        )}
      </section>
      <Space.Compact style={{ width: 360 }}>
        <Input
          aria-label="自定义标签"
          placeholder={`自定义标签，最多${LABEL_MAX_LENGTH}个字符`}
          value={custom}
          count={{ show: true, max: LABEL_MAX_LENGTH }}
          status={selection.customRefused ? 'error' : undefined}
          onChange={(event) => {
            setCustom(event.target.value);
            selection.clearError();
          }}
          onPressEnter={addCustom}
        />
        <Button type="primary" onClick={addCustom}>
          添加
        </Button>
      </Space.Compact>
      <div role="alert" style={{ minHeight: 22, marginTop: 4 }}>
        {selection.error ? <Typography.Text type="danger">{selection.error}</Typography.Text> : null}
      </div>
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, '获取标签失败')} />
      ) : query.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        groups.map((key) => {
          const labels = query.data[String(key) as `${JobLabelContent}`];
          return (
            <section key={key} aria-label={jobLabelContentNames[key]} style={{ marginTop: 12 }}>
              <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
                {jobLabelContentNames[key]}
              </Typography.Text>
              {labels.length ? (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  {labels.map((label) => (
                    <Tag.CheckableTag
                      key={label.labelCode}
                      checked={selection.selected.includes(label.labelName)}
                      onChange={() => selection.toggle(label.labelName)}
                      style={{ margin: 0, border: '1px solid #d9d9d9', padding: '2px 10px' }}
                    >
                      {label.labelName}
                    </Tag.CheckableTag>
                  ))}
                </div>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无标签" />
              )}
            </section>
          );
        })
      )}
    </Modal>
  );
}
