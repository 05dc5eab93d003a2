import { api, examSitPagePath, paperMessages as M, type PaperRow } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import { useCurrentUser } from '../../../../app/session.ts';
import {
  AddButton,
  actionsColumn,
  confirmAction,
  errorText,
  FilterActions,
  PagedTable,
  RowAction,
  TableToolbar,
  useCrudTable,
  useFeedback,
} from '../../../../components';
import { PaperFormModal, type PaperFormValues, paperFormValues } from './PaperFormModal.tsx';
import { PaperResultDrawer } from './PaperResultDrawer.tsx';

interface Filters {
  paperName?: string;
  openStatus?: number;
}

/** The paper's public exam page as a link and a QR code (the job QR's service, with the viewer's code). */
function ExamLink({ paper, onClose }: { paper: PaperRow; onClose: () => void }) {
  const userCode = useCurrentUser().data?.userCode ?? '';
  const path = examSitPagePath(paper.paperCode);
  const qr = useQuery({
    queryKey: ['userinfo', 'censusCode', path, userCode],
    queryFn: () => call(api.qrcode.censusCode, { query: { path, userCode } }),
    enabled: Boolean(userCode),
  });
  const url = `${window.location.origin}${path}`;
  return (
    <Modal open title={`考试链接：${paper.paperName}`} footer={null} onCancel={onClose}>
      <Space direction="vertical" align="center" style={{ width: '100%' }}>
        {paper.openStatus ? null : (
          <Typography.Text type="warning">试卷未开放，考生打开链接将看到“未开放”。</Typography.Text>
        )}
        {qr.data ? <img src={qr.data.url} alt="考试二维码" width={180} height={180} /> : null}
        <Typography.Paragraph copyable={{ text: url }} style={{ wordBreak: 'break-all' }}>
          <a href={path} target="_blank" rel="noreferrer">
            {url}
          </a>
        </Typography.Paragraph>
      </Space>
    </Modal>
  );
}

/** 试卷管理 (/train/exam/paper): papers with open/resit switches, link and QR, copy, and results. */
export default function PaperPage() {
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ paperCode: string | null; values: PaperFormValues | null } | null>(
    null,
  );
  const [linking, setLinking] = useState<PaperRow | null>(null);
  const [results, setResults] = useState<PaperRow | null>(null);
  const crud = useCrudTable<PaperRow>();

  const openForm = async (paper: PaperRow, copy: boolean) => {
    try {
      const detail = await call(api.examPaper.queryEPaperInfo, { query: { paperCode: paper.paperCode } });
      setEditing({ paperCode: copy ? null : paper.paperCode, values: paperFormValues(detail, copy) });
    } catch {
      message.error(M.loadFailed);
    }
  };
  const toggle = (paper: PaperRow, which: 'updateOpenStatus' | 'updateResitStatus') => {
    const on = which === 'updateOpenStatus' ? paper.openStatus : paper.resitStatus;
    const what =
      which === 'updateOpenStatus' ? (on ? '关闭试卷' : '开放试卷') : on ? '不允许补考' : '允许补考';
    return confirmAction({
      title: `请确认是否${what}？`,
      content: paper.paperName,
      onOk: async () => {
        try {
          await call(api.examPaper[which], { query: { paperCode: paper.paperCode, status: on ? 0 : 1 } });
          message.success('操作成功');
          crud.tableRef.current?.reload();
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };

  const columns: ColumnsType<PaperRow> = [
    { title: '试卷名称', dataIndex: 'paperName', width: 220, ellipsis: { showTitle: true } },
    { title: '所属课程', dataIndex: 'courseName', width: 220, ellipsis: { showTitle: true } },
    { title: '组卷方式', dataIndex: 'composeModeName', width: 90 },
    { title: '题数', dataIndex: 'topicCount', width: 60 },
    { title: '总分/及格', key: 'score', width: 90, render: (_, p) => `${p.totalScore} / ${p.passScore}` },
    { title: '时长', dataIndex: 'duration', width: 80, render: (m: number) => `${m}分钟` },
    {
      title: '状态',
      key: 'status',
      width: 170,
      render: (_, p) => (
        <Space size={4}>
          <Tag color={p.openStatus ? 'green' : 'default'}>{p.openStatus ? '已开放' : '未开放'}</Tag>
          <Tag color={p.resitStatus ? 'blue' : 'default'}>{p.resitStatus ? '允许补考' : '不允许补考'}</Tag>
        </Space>
      ),
    },
    { title: '考试人次', dataIndex: 'attemptCount', width: 80 },
    actionsColumn(300, (p) => (
      <Space size={0} wrap>
        <RowAction code="exam:paper:save" onClick={() => void openForm(p, false)}>
          编辑
        </RowAction>
        <RowAction code="exam:paper:save" onClick={() => void openForm(p, true)}>
          复制
        </RowAction>
        <RowAction code="exam:paper:status" onClick={() => void toggle(p, 'updateOpenStatus')}>
          {p.openStatus ? '关闭' : '开放'}
        </RowAction>
        <RowAction code="exam:paper:status" onClick={() => void toggle(p, 'updateResitStatus')}>
          {p.resitStatus ? '禁止补考' : '允许补考'}
        </RowAction>
        <RowAction code="exam:paper:list" onClick={() => setLinking(p)}>
          考试链接
        </RowAction>
        <RowAction code="exam:paper:list" onClick={() => setResults(p)}>
          成绩
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        onFinish={(values) =>
          setFilters(
            Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')),
          )
        }
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="paperName" label="试卷名称">
          <Input allowClear maxLength={50} placeholder="请输入试卷名称" />
        </Form.Item>
        <Form.Item name="openStatus" label="开放状态">
          <Select
            allowClear
            placeholder="全部"
            options={[
              { value: 1, label: '已开放' },
              { value: 0, label: '未开放' },
            ]}
            style={{ width: 120 }}
          />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <AddButton code="exam:paper:save" onClick={() => setEditing({ paperCode: null, values: null })} />
      </TableToolbar>
      <PagedTable<PaperRow>
        ref={crud.tableRef}
        rowKey="paperCode"
        columns={columns}
        scroll={{ x: 1550 }}
        queryKey={['exam', 'papers', filters]}
        fetcher={(page) => call(api.examPaper.queryEPaperList, { query: { ...page, ...filters } })}
      />
      {editing ? (
        <PaperFormModal
          open
          paperCode={editing.paperCode}
          initialValues={editing.values}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            crud.tableRef.current?.reload();
          }}
        />
      ) : null}
      {linking ? <ExamLink paper={linking} onClose={() => setLinking(null)} /> : null}
      <PaperResultDrawer paper={results} onClose={() => setResults(null)} />
    </Card>
  );
}
