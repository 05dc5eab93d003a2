import { type AttemptRow, AttemptState, api, attemptStateNames, type PaperRow } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Progress, Select, Space, Statistic, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call, callFile } from '../../../../app/request.ts';
import {
  downloadBlob,
  errorText,
  PagedTable,
  type PagedTableHandle,
  Permission,
  RowAction,
  useFeedback,
} from '../../../../components';
import { AttemptMarkModal } from './AttemptMarkModal.tsx';

const percent = (rate: number | null) => (rate === null ? '-' : `${Math.round(rate * 1000) / 10}%`);
const stateColor: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success', 3: 'default' };
const stateOptions = Object.entries(attemptStateNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));

function Statis({ paperCode }: { paperCode: string }) {
  const stats = useQuery({
    queryKey: ['exam', 'paperStatis', paperCode],
    queryFn: () => call(api.examResult.queryEPaperStatis, { query: { paperCode } }),
  });
  const s = stats.data;
  if (!s) return stats.isError ? <div>{errorText(stats.error, '获取试卷失败！')}</div> : null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Space size={48} wrap>
        <Statistic title="考试人次" value={s.attemptCount} />
        <Statistic title="考生人数" value={s.candidateCount} />
        <Statistic title="待阅卷" value={s.waitingCount} />
        <Statistic title="及格人次" value={s.passCount} />
        <Statistic title="及格率" value={percent(s.passRate)} />
        <Statistic title="平均分" value={s.averageScore ?? '-'} />
      </Space>
      <Table
        rowKey="paperTopicCode"
        size="small"
        pagination={false}
        dataSource={s.topics}
        columns={[
          { title: '题号', dataIndex: 'sort', width: 60 },
          { title: '题型', dataIndex: 'topicTypeName', width: 80 },
          { title: '题干', dataIndex: 'contentText', ellipsis: { showTitle: true } },
          { title: '分值', dataIndex: 'score', width: 60 },
          { title: '作答', dataIndex: 'answered', width: 60 },
          {
            title: '正确率',
            dataIndex: 'rightRate',
            width: 160,
            render: (rate: number | null) =>
              rate === null ? (
                '-'
              ) : (
                <Progress
                  percent={Math.round(rate * 100)}
                  // The figure, also at 100% (where antd shows a tick), in body text (antd's green fails AA).
                  format={(p) => <span style={{ color: 'rgba(0, 0, 0, 0.88)' }}>{p}%</span>}
                  size="small"
                  aria-label="正确率"
                />
              ),
          },
        ]}
      />
    </Space>
  );
}

export interface PaperResultDrawerProps {
  paper: PaperRow | null;
  onClose: () => void;
}

/** 考试成绩 of one paper: its attempts (view, mark, export) and its statistics. */
export function PaperResultDrawer({ paper, onClose }: PaperResultDrawerProps) {
  const { message } = useFeedback();
  const table = useRef<PagedTableHandle>(null);
  const [state, setState] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [version, setVersion] = useState(0);
  if (!paper) return null;
  const exportAll = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await callFile(api.examResult.exportAttempts, {
        query: { paperCode: paper.paperCode },
      });
      downloadBlob(blob, fileName ?? '考试记录.xlsx');
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setExporting(false);
    }
  };
  const columns: ColumnsType<AttemptRow> = [
    { title: '姓名', dataIndex: 'studentName', width: 100 },
    { title: '手机号', dataIndex: 'studentPhone', width: 130 },
    { title: '第几次', dataIndex: 'attemptNo', width: 70 },
    {
      title: '状态',
      dataIndex: 'stateName',
      width: 110,
      render: (name: string, row) => <Tag color={stateColor[row.state]}>{name}</Tag>,
    },
    { title: '得分', dataIndex: 'score', width: 70, render: (v: number | null) => v ?? '-' },
    {
      title: '结果',
      dataIndex: 'passed',
      width: 80,
      render: (v: boolean | null) =>
        v === null ? '-' : v ? <Tag color="green">及格</Tag> : <Tag color="red">不及格</Tag>,
    },
    { title: '交卷时间', dataIndex: 'submitTime', width: 170, render: (v: string | null) => v ?? '-' },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) =>
        row.state === AttemptState.marking ? (
          <RowAction code="exam:paper:mark" onClick={() => setOpen(row.attemptCode)}>
            阅卷
          </RowAction>
        ) : (
          <RowAction code="exam:paper:list" onClick={() => setOpen(row.attemptCode)}>
            查看
          </RowAction>
        ),
    },
  ];
  return (
    <Drawer open title={`考试成绩：${paper.paperName}`} width={1000} onClose={onClose} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'attempts',
            label: '考试记录',
            children: (
              <>
                <Space style={{ marginBottom: 12 }}>
                  <Select
                    aria-label="答卷状态"
                    allowClear
                    placeholder="全部状态"
                    options={stateOptions}
                    value={state}
                    onChange={setState}
                    style={{ width: 140 }}
                  />
                  <Permission code="exam:paper:export">
                    <Button onClick={exportAll} loading={exporting}>
                      导出
                    </Button>
                  </Permission>
                </Space>
                <PagedTable<AttemptRow>
                  ref={table}
                  rowKey="attemptCode"
                  columns={columns}
                  scroll={{ x: 900 }}
                  queryKey={['exam', 'attempts', paper.paperCode, state, version]}
                  fetcher={(page) =>
                    call(api.examResult.queryAttemptList, {
                      query: {
                        ...page,
                        paperCode: paper.paperCode,
                        ...(state === undefined ? {} : { state }),
                      },
                    })
                  }
                />
              </>
            ),
          },
          {
            key: 'statis',
            label: '成绩统计',
            children: <Statis key={version} paperCode={paper.paperCode} />,
          },
        ]}
      />
      <AttemptMarkModal
        attemptCode={open}
        onClose={() => setOpen(null)}
        onMarked={() => {
          setOpen(null);
          setVersion((v) => v + 1);
        }}
      />
    </Drawer>
  );
}
