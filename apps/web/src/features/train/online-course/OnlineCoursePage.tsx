import {
  api,
  type OnlineCourseAction,
  type OnlineCourseRow,
  type OnlineCourseTabKey,
  onlineCourseLifecycle,
  onlineCourseTabs,
  onlineCourseTypeNames,
  type RouteOutput,
  TrainLabelType,
} from '@hr/contract';
import { Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { useCurrentUser } from '../../../app/session.ts';
import {
  AddButton,
  actionsColumn,
  CompanyPicker,
  compactFilters,
  confirmAction,
  coverColumn,
  FilterActions,
  LifecycleActions,
  PagedTable,
  RowAction,
  StatusTabs,
  stateTagColumn,
  TableToolbar,
  useFeedback,
  useLifecycleTable,
} from '../../../components';
import { TrainLabelSelect } from '../label/TrainLabelSelect.tsx';
import { OnlineCourseDetailDrawer } from './OnlineCourseDetailDrawer.tsx';
import { OnlineCourseFormDrawer } from './OnlineCourseFormDrawer.tsx';
import { OnlineCourseReviewModal } from './OnlineCourseReviewModal.tsx';
import { onlineCourseKeys, stateColor, tabCounts } from './onlineCourseView.ts';

interface Filters {
  courseName?: string;
  courseType?: number;
  cmpyCode?: string;
  labelCode?: string;
}

const typeOptions = Object.entries(onlineCourseTypeNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const actions = onlineCourseLifecycle.actions;

/**
 * 线上课程 (/train/onlineCourse/list): tabs by state with counts, filters, add and edit with chapters and
 * lessons, details with a player, review, take offline and delete. Each row offers only what the contract's
 * lifecycle allows from its state (the server enforces the same table).
 */
export default function OnlineCoursePage() {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const operator = user.data?.cmpyCode === null;
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [tab, setTab] = useState<OnlineCourseTabKey>('all');
  const [editing, setEditing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<OnlineCourseRow | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const crud = useLifecycleTable<OnlineCourseRow, RouteOutput<typeof api.onlineCourse.getCountByState>>(
    onlineCourseKeys,
    filters,
    () => call(api.onlineCourse.getCountByState, { query: filters }),
  );
  const { counts, afterAction } = crud;
  const state = tab === 'all' ? {} : { state: Number(tab) };

  const downLine = (course: OnlineCourseRow) =>
    confirmAction({
      title: '请确认是否下线？',
      content: course.courseName,
      onOk: async () => {
        await call(api.onlineCourse.downLineCourse, { query: { courseCode: course.courseCode } });
        message.success(actions.downLine.success);
        afterAction();
      },
    });

  const remove = (course: OnlineCourseRow) =>
    crud.remove(`此操作将删除线上课程“${course.courseName}”, 是否继续?`, () =>
      call(api.onlineCourse.delOnlineCourse, { query: { courseCode: course.courseCode } }),
    );

  const run = (course: OnlineCourseRow): Record<OnlineCourseAction, () => void> => ({
    edit: () => setEditing(course.courseCode),
    pass: () => setReviewing(course),
    reject: () => setReviewing(course),
    downLine: () => void downLine(course),
    remove: () => void remove(course),
  });

  const columns: ColumnsType<OnlineCourseRow> = [
    coverColumn<OnlineCourseRow>('coverUrl', (course) => course.courseName),
    { title: '课程名称', dataIndex: 'courseName', width: 220, ellipsis: { showTitle: true } },
    {
      title: '所属机构',
      dataIndex: 'cmpyName',
      width: 200,
      ellipsis: { showTitle: true },
      render: (n) => n ?? '平台',
    },
    { title: '类型', dataIndex: 'courseTypeName', width: 70 },
    {
      title: '章节/课时',
      key: 'outline',
      width: 100,
      render: (_, course) => `${course.chapterCount} / ${course.lessonCount}`,
    },
    {
      title: '课程标签',
      dataIndex: 'labelNames',
      width: 160,
      render: (names: string[]) => (names.length ? names.map((name) => <Tag key={name}>{name}</Tag>) : '-'),
    },
    stateTagColumn<OnlineCourseRow>({
      dataIndex: 'stateName',
      color: (course) => stateColor(course.state),
      reason: (course) => (course.rejectReason ? `驳回原因：${course.rejectReason}` : null),
    }),
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    actionsColumn(200, (course) => (
      <LifecycleActions
        lifecycle={onlineCourseLifecycle}
        state={course.state}
        run={run(course)}
        danger={['remove', 'downLine']}
        leading={
          <RowAction code="onlineCourse:list" onClick={() => setViewing(course.courseCode)}>
            详情
          </RowAction>
        }
      />
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        onFinish={(values) => setFilters(compactFilters(values))}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="courseName" label="课程名称">
          <Input allowClear maxLength={50} placeholder="请输入课程名称" />
        </Form.Item>
        <Form.Item name="courseType" label="课程类型">
          <Select allowClear options={typeOptions} placeholder="全部" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="labelCode" label="课程标签">
          <TrainLabelSelect
            labelType={TrainLabelType.skill}
            allowClear
            placeholder="全部"
            style={{ width: 160 }}
          />
        </Form.Item>
        {operator ? (
          <Form.Item name="cmpyCode" label="所属机构">
            <CompanyPicker allowClear placeholder="全部机构" style={{ width: 240 }} />
          </Form.Item>
        ) : null}
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <StatusTabs<OnlineCourseTabKey>
        items={onlineCourseTabs}
        counts={tabCounts(counts.data)}
        activeKey={tab}
        onChange={setTab}
      />
      <TableToolbar>
        <AddButton code="onlineCourse:add" onClick={() => setEditing('')} />
      </TableToolbar>
      <PagedTable<OnlineCourseRow>
        ref={crud.tableRef}
        rowKey="courseCode"
        columns={columns}
        scroll={{ x: 1330 }}
        queryKey={[...onlineCourseKeys.list, filters, tab]}
        fetcher={(page) =>
          call(api.onlineCourse.getOnlineCourseList, { query: { ...page, ...filters, ...state } })
        }
      />
      <OnlineCourseFormDrawer
        courseCode={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          afterAction();
        }}
      />
      <OnlineCourseReviewModal
        course={reviewing}
        onClose={() => setReviewing(null)}
        onDone={() => {
          setReviewing(null);
          afterAction();
        }}
      />
      <OnlineCourseDetailDrawer courseCode={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
