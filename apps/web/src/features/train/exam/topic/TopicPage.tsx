import {
  api,
  TOPIC_TYPES,
  type TopicRow,
  TrainLabelType,
  topicDifficultyNames,
  topicTypeNames,
} from '@hr/contract';
import { Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  FilterActions,
  PagedTable,
  RowAction,
  TableToolbar,
  useCrudTable,
} from '../../../../components';
import { TrainLabelSelect } from '../../label/TrainLabelSelect.tsx';
import { TopicFormModal, topicKeys } from './TopicFormModal.tsx';

interface Filters {
  topicType?: number;
  difficulty?: number;
  labelCode?: string;
  keyword?: string;
}

const typeOptions = TOPIC_TYPES.map((value) => ({ value, label: topicTypeNames[value] }));
const difficultyOptions = Object.entries(topicDifficultyNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const typeColor: Record<number, string> = { 1: 'blue', 2: 'geekblue', 3: 'cyan', 4: 'purple', 5: 'orange' };

/** 试题管理 (/train/exam/topic): the caller's question bank with filters by type, label, difficulty and text. */
export default function TopicPage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const crud = useCrudTable<TopicRow>();

  const columns: ColumnsType<TopicRow> = [
    { title: '题干', dataIndex: 'contentText', ellipsis: { showTitle: true } },
    {
      title: '题型',
      dataIndex: 'topicTypeName',
      width: 90,
      render: (name: string, row) => <Tag color={typeColor[row.topicType]}>{name}</Tag>,
    },
    { title: '分值', dataIndex: 'score', width: 70 },
    { title: '难度', dataIndex: 'difficultyName', width: 70 },
    {
      title: '课程标签',
      dataIndex: 'labelNames',
      width: 180,
      render: (names: string[]) => names.map((name) => <Tag key={name}>{name}</Tag>),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    actionsColumn(90, (row) => (
      <RowAction code="exam:topic:save" onClick={() => setEditing(row.topicCode)}>
        编辑
      </RowAction>
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
        <Form.Item name="keyword" label="题干">
          <Input allowClear maxLength={50} placeholder="题干关键词" />
        </Form.Item>
        <Form.Item name="topicType" label="题型">
          <Select allowClear options={typeOptions} placeholder="全部" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="difficulty" label="难度">
          <Select allowClear options={difficultyOptions} placeholder="全部" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="labelCode" label="课程标签">
          <TrainLabelSelect
            labelType={TrainLabelType.skill}
            allowClear
            placeholder="全部"
            style={{ width: 160 }}
          />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <AddButton code="exam:topic:save" onClick={() => setEditing(null)} />
      </TableToolbar>
      <PagedTable<TopicRow>
        ref={crud.tableRef}
        rowKey="topicCode"
        columns={columns}
        scroll={{ x: 1000 }}
        queryKey={[...topicKeys.list, filters]}
        fetcher={(page) => call(api.examTopic.queryETopicList, { query: { ...page, ...filters } })}
      />
      {editing !== undefined ? (
        <TopicFormModal
          open
          topicCode={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            crud.tableRef.current?.reload();
          }}
        />
      ) : null}
    </Card>
  );
}
