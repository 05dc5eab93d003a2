import {
  api,
  type CourseAction,
  type CourseRow,
  type CourseTabKey,
  courseLifecycle,
  courseLimits,
  courseNatureNames,
  courseTabs,
  formatCents,
  type RouteOutput,
} from '@hr/contract';
import { Card, Form, Input, Select } from 'antd';
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
  DetailRow,
  FilterActions,
  LifecycleActions,
  PagedTable,
  RangeInput,
  type RangeValue,
  ReviewModal,
  RowAction,
  StatusTabs,
  stateTagColumn,
  TableToolbar,
  useFeedback,
  useLifecycleTable,
} from '../../../components';
import { CourseClassDrawer } from './CourseClassDrawer.tsx';
import { CourseFormDrawer } from './CourseFormDrawer.tsx';
import { approveColor, courseKeys, priceFilter, tabCounts } from './courseForm.ts';

interface FilterValues {
  courseName?: string;
  price?: RangeValue;
  courseType?: number;
  courseNature?: number;
  cmpyCode?: string;
}

type Filters = Record<string, string | number>;

const typeOptions = [
  { value: 0, label: '全部' },
  { value: 1, label: '技能' },
  { value: 2, label: '学历' },
];
const natureOptions = Object.entries(courseNatureNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const actions = courseLifecycle.actions;

/**
 * 课程列表 (/train/course/list): approveType tabs with counts, the §7 filters (name, price range in yuan,
 * type, nature), add and edit, review (pass / reject with reason), online / offline, refresh, forced offline,
 * delete and the classes with students and sign-in. Each row offers only what the contract's lifecycle
 * allows from its state (the server enforces the same table).
 */
export default function CoursePage() {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const operator = user.data?.cmpyCode === null;
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  const [tab, setTab] = useState<CourseTabKey>('all');
  const [editing, setEditing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<{ course: CourseRow; forced: boolean } | null>(null);
  const [classesOf, setClassesOf] = useState<CourseRow | null>(null);
  const crud = useLifecycleTable<CourseRow, RouteOutput<typeof api.course.countByCompany>>(
    courseKeys,
    filters,
    () => call(api.course.countByCompany, { query: filters }),
  );
  const { counts, afterAction } = crud;
  const state = tab === 'all' ? {} : { approveType: Number(tab) };

  const switchOnline = (course: CourseRow, online: boolean) =>
    confirmAction({
      title: online ? '请确认是否上线？' : '请确认是否下线？',
      content: course.courseName,
      onOk: async () => {
        await call(api.course.changeOnlineType, {
          query: { courseCode: course.courseCode, onlineType: online ? 1 : 2 },
        });
        message.success(online ? actions.online.success : actions.offline.success);
        afterAction();
      },
    });

  const refresh = async (course: CourseRow) => {
    await call(api.course.refreshCourse, { query: { courseCode: course.courseCode } });
    message.success(actions.refresh.success);
    afterAction();
  };

  const remove = (course: CourseRow) =>
    crud.remove(`此操作将删除课程“${course.courseName}”, 是否继续?`, () =>
      call(api.course.delByCourseCode, { query: { courseCode: course.courseCode } }),
    );

  const run = (course: CourseRow): Record<CourseAction, () => void> => ({
    edit: () => setEditing(course.courseCode),
    pass: () => setReviewing({ course, forced: false }),
    reject: () => setReviewing({ course, forced: false }),
    forcedOffline: () => setReviewing({ course, forced: true }),
    online: () => void switchOnline(course, true),
    offline: () => void switchOnline(course, false),
    refresh: () => void refresh(course).catch((e: Error) => message.error(e.message)),
    remove: () => void remove(course),
  });

  const columns: ColumnsType<CourseRow> = [
    coverColumn<CourseRow>('coverUrl', (course) => course.courseName),
    { title: '课程名称', dataIndex: 'courseName', width: 230, ellipsis: { showTitle: true } },
    {
      title: '主办机构',
      dataIndex: 'cmpyName',
      width: 200,
      ellipsis: { showTitle: true },
      render: (n) => n ?? '平台',
    },
    { title: '类型', dataIndex: 'courseTypeName', width: 64 },
    { title: '培训性质', dataIndex: 'courseNatureName', width: 140 },
    {
      title: '价格',
      dataIndex: 'price',
      width: 110,
      align: 'right',
      render: (cents: number, course) => (course.isFree ? '免费' : `${formatCents(cents)} 元`),
    },
    {
      title: '学员/招生',
      key: 'students',
      width: 100,
      render: (_, course) => `${course.studentCount} / ${course.capacity}`,
    },
    { title: '班级数', dataIndex: 'classCount', width: 76 },
    {
      title: '报名时间',
      key: 'apply',
      width: 180,
      render: (_, c) => (
        <span style={{ fontSize: 12 }}>
          {c.applyBeginTime?.slice(0, 16)}
          <br />至 {c.applyEndTime?.slice(0, 16)}
        </span>
      ),
    },
    stateTagColumn<CourseRow>({
      dataIndex: 'approveTypeName',
      color: (course) => approveColor(course.approveType),
      reason: (course) => (course.approveRemark ? `原因：${course.approveRemark}` : null),
    }),
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    actionsColumn(240, (course) => (
      <LifecycleActions
        lifecycle={courseLifecycle}
        state={course.approveType}
        run={run(course)}
        danger={['remove', 'offline', 'forcedOffline']}
        leading={
          <RowAction code="course:list" onClick={() => setClassesOf(course)}>
            班级
          </RowAction>
        }
      />
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<FilterValues>
        form={form}
        layout="inline"
        onFinish={({ price, ...values }) =>
          setFilters({
            ...(compactFilters(values) as Filters),
            ...priceFilter(price),
          })
        }
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="courseName" label="课程名称">
          <Input allowClear maxLength={courseLimits.nameMax} placeholder="请输入课程名称" />
        </Form.Item>
        <Form.Item name="price" label="价格区间">
          <RangeInput mode="money" placeholder={['最低价', '最高价']} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="courseType" label="课程类型">
          <Select options={typeOptions} placeholder="全部" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="courseNature" label="培训性质">
          <Select allowClear options={natureOptions} placeholder="全部" style={{ width: 170 }} />
        </Form.Item>
        {operator ? (
          <Form.Item name="cmpyCode" label="主办机构">
            <CompanyPicker allowClear placeholder="全部机构" style={{ width: 240 }} />
          </Form.Item>
        ) : null}
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <StatusTabs<CourseTabKey>
        items={courseTabs}
        counts={tabCounts(counts.data)}
        activeKey={tab}
        onChange={setTab}
      />
      <TableToolbar>
        <AddButton code="course:add" onClick={() => setEditing('')} />
      </TableToolbar>
      <PagedTable<CourseRow>
        ref={crud.tableRef}
        rowKey="courseCode"
        columns={columns}
        scroll={{ x: 1700 }}
        queryKey={[...courseKeys.list, filters, tab]}
        fetcher={(page) => call(api.course.getBDCourseList, { query: { ...page, ...filters, ...state } })}
      />
      <CourseFormDrawer
        courseCode={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          afterAction();
        }}
      />
      {reviewing ? (
        <ReviewModal
          open
          title={reviewing.forced ? '强制下线课程' : '审核课程'}
          rejectOnly={reviewing.forced}
          rejectLabel={reviewing.forced ? '强制下线' : '审核驳回'}
          reasonLabel={reviewing.forced ? '下线原因' : '驳回原因'}
          remarkMax={courseLimits.reasonMax}
          subject={
            <>
              <DetailRow label="课程名称" value={reviewing.course.courseName} />
              <DetailRow label="主办机构" value={reviewing.course.cmpyName ?? '平台'} />
              <DetailRow
                label="价格"
                value={reviewing.course.isFree ? '免费' : `${formatCents(reviewing.course.price)} 元`}
              />
            </>
          }
          onSubmit={({ pass, remark }) =>
            call(api.course.updateBDCourseState, {
              body: {
                courseCode: reviewing.course.courseCode,
                approveType: reviewing.forced ? 9 : pass ? 5 : 2,
                ...(remark ? { approveRemark: remark } : {}),
              },
            })
          }
          onClose={() => setReviewing(null)}
          onSaved={() => {
            setReviewing(null);
            afterAction();
          }}
        />
      ) : null}
      <CourseClassDrawer course={classesOf} onClose={() => setClassesOf(null)} onChanged={afterAction} />
    </Card>
  );
}
