import { api, RESUME_TABS, type ResumeTab } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText } from '../../../../components';
import type { ApplyRef } from '../dialogs/contracts.ts';
import { HealthDrawer } from '../dialogs/HealthDrawer.tsx';
import { InterviewDialog } from '../dialogs/InterviewDialog.tsx';
import { JoinStationDialog } from '../dialogs/JoinStationDialog.tsx';
import { ViewFormDialog } from '../dialogs/ViewFormDialog.tsx';
import { ResumeDetailDialog } from './ResumeDetailDialog.tsx';

type Open = { kind: 'detail' | 'form' | 'health' | 'station' | 'interview'; apply: ApplyRef } | null;

/**
 * Component preview (/common/preview/resume-detail): the first applications the user may see, each opening
 * the resume detail and the pipeline dialogs against the real API.
 */
export default function ResumeDetailPreview() {
  const [open, setOpen] = useState<Open>(null);
  const [tab, setTab] = useState<ResumeTab>(0);
  const rows = useQuery({
    queryKey: ['recruit', 'apply', 'preview', tab],
    queryFn: () => call(api.apply.queryPageJobApplyInfo, { query: { pageNum: 1, pageSize: 20, state: tab } }),
  });
  const of = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.apply : null);
  const close = () => setOpen(null);
  const refresh = () => void rows.refetch();

  return (
    <Card title="组件预览：简历详情与处理对话框">
      <Segmented<ResumeTab>
        value={tab}
        onChange={setTab}
        options={RESUME_TABS.map((t) => ({ value: t.key, label: t.label }))}
        style={{ marginBottom: 16 }}
      />
      {rows.error ? <Alert type="error" showIcon title={errorText(rows.error)} /> : null}
      <Table
        rowKey="applyCode"
        size="small"
        loading={rows.isFetching}
        dataSource={rows.data?.records ?? []}
        pagination={false}
        columns={[
          { title: '报名编号', dataIndex: 'applyCode' },
          { title: '姓名', dataIndex: 'usrName' },
          { title: '职位', dataIndex: 'jobName' },
          { title: '状态', dataIndex: 'stateName', render: (name: string) => <Tag>{name}</Tag> },
          {
            title: '打开',
            render: (_, row) => (
              <Space size={0} wrap>
                {(['detail', 'form', 'health', 'station', 'interview'] as const).map((kind) => (
                  <Button key={kind} type="link" size="small" onClick={() => setOpen({ kind, apply: row })}>
                    {
                      {
                        detail: '详情',
                        form: '查看表单',
                        health: '疫情打卡',
                        station: '加入服务站',
                        interview: '邀约面试',
                      }[kind]
                    }
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <ResumeDetailDialog apply={of('detail')} onClose={close} onChanged={refresh} />
      <ViewFormDialog apply={of('form')} onClose={close} />
      <HealthDrawer
        userCode={of('health')?.usrCode ?? null}
        userName={of('health')?.usrName}
        onClose={close}
      />
      <JoinStationDialog apply={of('station')} onClose={close} onDone={close} />
      <InterviewDialog
        applyCodes={of('interview') ? [of('interview')!.applyCode] : null}
        onClose={close}
        onDone={() => {
          close();
          refresh();
        }}
      />
    </Card>
  );
}
