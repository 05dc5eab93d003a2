import { api, formatCents } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Divider, Drawer, Empty, Spin, Timeline } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { call } from '../../../app/request.ts';
import { errorText } from '../../../components';
import { answerFileKeys } from '../../recruit/apply/dialogs/ViewFormDialog.tsx';
import { applyKeys } from './applyQuery.ts';
import { readRules } from './useCourseForm.ts';

const FormRenderer = lazy(() =>
  import('../form/renderer/FormRenderer.tsx').then((module) => ({ default: module.FormRenderer })),
);

/** 报名详情: the person, course, class, order, the answers to the course's form and the history. */
export function CourseApplyDetailDrawer({
  applyCode,
  onClose,
}: {
  applyCode: string | null;
  onClose: () => void;
}) {
  const open = applyCode !== null;
  const info = useQuery({
    queryKey: [...applyKeys.detail, applyCode],
    queryFn: () => call(api.courseApply.getApplyInfo, { query: { applyCode: applyCode ?? '' } }),
    enabled: open,
  });
  const d = info.data;
  const rules = useMemo(() => readRules(d?.formContent), [d?.formContent]);
  const answers = d?.formValue ?? {};
  const keys = rules ? answerFileKeys(rules, answers) : [];
  const urls = useQuery({
    queryKey: [...applyKeys.detail, 'files', keys],
    queryFn: () => call(api.fileManage.batchQueryUrl, { query: { objectKeyList: keys.join(',') } }),
    enabled: open && keys.length > 0,
  });
  const fileUrls = Object.fromEntries((urls.data ?? []).map((f) => [f.objectKey, f.url]));

  let body: React.ReactNode;
  if (info.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (info.error || !d)
    body = <Alert type="error" showIcon title={errorText(info.error, '获取报名失败')} />;
  else
    body = (
      <>
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="姓名">{d.usrName}</Descriptions.Item>
          <Descriptions.Item label="手机号">{d.usrPhe}</Descriptions.Item>
          <Descriptions.Item label="报名课程" span={2}>
            {d.courseName}
          </Descriptions.Item>
          <Descriptions.Item label="培训机构">{d.cmpyName ?? '平台'}</Descriptions.Item>
          <Descriptions.Item label="课程价格">
            {d.isFree ? '免费' : `${formatCents(d.price)} 元`}
          </Descriptions.Item>
          <Descriptions.Item label="报名状态">{d.applyStateName}</Descriptions.Item>
          <Descriptions.Item label="报名时间">{d.applyTime}</Descriptions.Item>
          <Descriptions.Item label="所在班级">{d.className ?? '未分班'}</Descriptions.Item>
          <Descriptions.Item label="订单">
            {d.orderCode ? `${d.orderCode}（${formatCents(d.amount ?? 0)} 元）` : '无'}
          </Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {d.remark ?? '-'}
          </Descriptions.Item>
        </Descriptions>
        <Divider titlePlacement="start">{d.formName ? `报名表：${d.formName}` : '报名表'}</Divider>
        {!d.formContent ? (
          <Empty description="该课程没有报名表" />
        ) : !rules ? (
          <Alert type="error" showIcon title="报名表格式有误，无法显示" />
        ) : (
          <Suspense fallback={<Spin />}>
            <FormRenderer rules={rules} mode="view" value={answers} fileUrls={fileUrls} />
          </Suspense>
        )}
        <Divider titlePlacement="start">状态记录</Divider>
        <Timeline
          items={d.history.map((h) => ({
            content: `${h.time ?? ''} ${h.actionName}${h.operator ? `（${h.operator}）` : ''}${h.remark ? `：${h.remark}` : ''}`,
          }))}
        />
      </>
    );
  return (
    <Drawer open={open} title="报名详情" size={720} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
