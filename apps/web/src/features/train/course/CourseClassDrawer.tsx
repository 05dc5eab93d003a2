import {
  api,
  type ClassSession,
  type CourseClass,
  type CourseRow,
  courseLimits as L,
  courseMessages as M,
  type SessionSignIn,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { confirmAction, errorText, FormModal, RowAction, useFeedback } from '../../../components';
import { Permission } from '../../../components/Permission';
import { courseKeys } from './courseForm.ts';

interface ClassValues {
  className: string;
  dates?: [Dayjs, Dayjs];
  times?: [Dayjs, Dayjs];
  place: string;
  teacherName?: string;
  capacity?: number;
}

const stateColor = (s: number) => ({ 0: 'default', 1: 'processing', 2: 'success' })[s] ?? 'default';

function ClassFormModal({
  course,
  editing,
  onClose,
  onSaved,
}: {
  course: CourseRow;
  editing: CourseClass | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const cls = editing === 'new' ? null : editing;
  return (
    <FormModal<ClassValues>
      open
      noun="班级"
      editing={!!cls}
      name="courseClass"
      width={560}
      initialValues={
        cls
          ? {
              className: cls.className,
              dates: [dayjs(cls.startDate), dayjs(cls.endDate)],
              times: [dayjs(`2000-01-01 ${cls.startTime}`), dayjs(`2000-01-01 ${cls.endTime}`)],
              place: cls.place,
              teacherName: cls.teacherName,
              capacity: cls.capacity,
            }
          : { className: '', place: course.place }
      }
      onSubmit={(v) =>
        call(api.course.saveClass, {
          body: {
            courseCode: course.courseCode,
            ...(cls ? { classCode: cls.classCode } : {}),
            className: v.className,
            startDate: v.dates?.[0].format('YYYY-MM-DD') ?? '',
            endDate: v.dates?.[1].format('YYYY-MM-DD') ?? '',
            startTime: v.times?.[0].format('HH:mm') ?? '',
            endTime: v.times?.[1].format('HH:mm') ?? '',
            place: v.place,
            teacherName: v.teacherName ?? '',
            capacity: v.capacity ?? 0,
          },
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        label="班级名称"
        name="className"
        rules={[
          { required: true, whitespace: true, message: M.classNameRequired },
          { max: L.classNameMax, message: M.classNameTooLong },
        ]}
      >
        <Input maxLength={L.classNameMax} placeholder="如 2026年第5期" />
      </Form.Item>
      <Form.Item label="开班日期" name="dates" rules={[{ required: true, message: '请选择开班与结班日期' }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开班日期', '结班日期']} />
      </Form.Item>
      <Form.Item label="上课时间" name="times" rules={[{ required: true, message: '请选择每天的上课时间' }]}>
        <TimePicker.RangePicker
          format="HH:mm"
          minuteStep={5}
          style={{ width: '100%' }}
          placeholder={['上课', '下课']}
        />
      </Form.Item>
      <Form.Item
        label="上课地点"
        name="place"
        rules={[{ required: true, whitespace: true, message: M.placeRequired }]}
      >
        <Input maxLength={L.placeMax} />
      </Form.Item>
      <Form.Item label="授课教师" name="teacherName">
        <Input maxLength={L.teacherMax} placeholder="选填" />
      </Form.Item>
      <Form.Item
        label="班级人数"
        name="capacity"
        rules={[{ required: true, message: M.classCapacityInvalid }]}
        extra={`课程招生 ${course.capacity} 人，各班人数之和不能超过它`}
      >
        <InputNumber min={1} max={L.capacityMax} precision={0} suffix="人" style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

function StudentsModal({
  cls,
  onClose,
  onChanged,
}: {
  cls: CourseClass;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ studentName: string; studentPhone: string }>();
  const students = useQuery({
    queryKey: [...courseKeys.classes, 'students', cls.classCode],
    queryFn: () => call(api.course.classStudents, { query: { classCode: cls.classCode } }),
  });
  const add = async (v: { studentName: string; studentPhone: string }) => {
    try {
      await call(api.course.addStudent, { body: { classCode: cls.classCode, ...v } });
      message.success('新增成功');
      form.resetFields();
      void students.refetch();
      onChanged();
    } catch (error) {
      message.error(errorText(error));
    }
  };
  return (
    <Modal open title={`学员名单 · ${cls.className}`} width={760} footer={null} onCancel={onClose}>
      <Permission code="course:edit">
        <Form
          form={form}
          layout="inline"
          name="addStudent"
          onFinish={add}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item
            name="studentName"
            label="姓名"
            rules={[{ required: true, whitespace: true, message: M.studentNameRequired }]}
          >
            <Input maxLength={L.studentNameMax} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="studentPhone"
            label="手机号"
            rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: M.studentPhoneInvalid }]}
          >
            <Input maxLength={11} style={{ width: 150 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            安排入班
          </Button>
        </Form>
      </Permission>
      <Table
        rowKey="enrolmentCode"
        size="small"
        loading={students.isLoading}
        dataSource={students.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          { title: '姓名', dataIndex: 'studentName', width: 100 },
          { title: '手机号', dataIndex: 'studentPhone', width: 130 },
          {
            title: '来源',
            dataIndex: 'applyCode',
            width: 90,
            render: (c: string | null) => (c ? '线上报名' : '现场登记'),
          },
          { title: '入班时间', dataIndex: 'placedTime', width: 170 },
          { title: '签到次数', dataIndex: 'signInCount', width: 90 },
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_, s) => (
              <RowAction
                code="course:edit"
                danger
                onClick={() =>
                  void confirmAction({
                    title: `确认将“${s.studentName}”移出班级？`,
                    content: '签到记录会保留',
                    onOk: async () => {
                      await call(api.course.removeStudent, { query: { enrolmentCode: s.enrolmentCode } });
                      message.success('操作成功');
                      void students.refetch();
                      onChanged();
                    },
                  })
                }
              >
                移出
              </RowAction>
            ),
          },
        ]}
      />
    </Modal>
  );
}

function SignInModal({
  cls,
  onClose,
  onChanged,
}: {
  cls: CourseClass;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: [...courseKeys.classes, 'sessions', cls.classCode],
    queryFn: () => call(api.course.classSessions, { query: { classCode: cls.classCode } }),
  });
  const today = dayjs().format('YYYY-MM-DD');
  const held = (sessions.data ?? []).filter((s) => s.sessionDate <= today);
  const [chosen, setChosen] = useState<string | null>(null);
  const sessionCode = chosen ?? held.at(-1)?.sessionCode ?? null;
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery({
    queryKey: [...courseKeys.classes, 'signIns', sessionCode],
    queryFn: () => call(api.course.sessionSignIns, { query: { sessionCode: sessionCode! } }),
    enabled: !!sessionCode,
  });
  const record = async () => {
    try {
      const { signed } = await call(api.course.signIn, {
        body: { sessionCode: sessionCode!, enrolmentCodes: selected },
      });
      message.success(`已登记 ${signed} 人签到`);
      setSelected([]);
      void list.refetch();
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.classes, 'sessions', cls.classCode] });
      onChanged();
    } catch (error) {
      message.error(errorText(error));
    }
  };
  const label = (s: ClassSession) =>
    `${s.sessionDate}  ${s.startTime}-${s.endTime}（已签 ${s.signInCount}/${s.studentCount}）`;
  return (
    <Modal open title={`签到 · ${cls.className}`} width={760} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 16 }} wrap>
        <span id="signin-session-label">课次</span>
        <Select
          aria-labelledby="signin-session-label"
          style={{ width: 360 }}
          value={sessionCode}
          placeholder="尚无已开始的课次"
          onChange={(v) => {
            setChosen(v);
            setSelected([]);
          }}
          options={held.map((s) => ({ value: s.sessionCode, label: label(s) }))}
        />
        <Permission code="course:edit">
          <Button type="primary" disabled={!selected.length} onClick={() => void record()}>
            登记签到{selected.length ? `（${selected.length}人）` : ''}
          </Button>
        </Permission>
      </Space>
      <Table<SessionSignIn>
        rowKey="enrolmentCode"
        size="small"
        loading={list.isLoading && !!sessionCode}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (s) => ({ disabled: s.signed, 'aria-label': `选择${s.studentName}` }),
        }}
        columns={[
          { title: '姓名', dataIndex: 'studentName', width: 100 },
          { title: '手机号', dataIndex: 'studentPhone', width: 130 },
          {
            title: '签到',
            dataIndex: 'signed',
            width: 90,
            render: (s: boolean) => (s ? <Tag color="success">已签到</Tag> : <Tag>未签到</Tag>),
          },
          { title: '签到时间', dataIndex: 'signTime', width: 170, render: (t) => t ?? '-' },
          { title: '记录人', dataIndex: 'recorder', width: 100, render: (r) => r ?? '-' },
        ]}
      />
    </Modal>
  );
}

/** 班级管理: the classes of a course with students and attendance; add, edit, delete; students; sign-in. */
export function CourseClassDrawer({
  course,
  onClose,
  onChanged,
}: {
  course: CourseRow | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = useFeedback();
  const [editing, setEditing] = useState<CourseClass | 'new' | null>(null);
  const [students, setStudents] = useState<CourseClass | null>(null);
  const [signIn, setSignIn] = useState<CourseClass | null>(null);
  const classes = useQuery({
    queryKey: [...courseKeys.classes, course?.courseCode],
    queryFn: () => call(api.course.classList, { query: { courseCode: course!.courseCode } }),
    enabled: !!course,
  });
  const changed = () => {
    void classes.refetch();
    onChanged();
  };
  const open = course !== null && [5, 1, 4].includes(course.approveType);
  return (
    <Drawer
      title={course ? `班级管理 · ${course.courseName}` : '班级管理'}
      open={course !== null}
      onClose={onClose}
      size="75%"
      destroyOnHidden
    >
      {course ? (
        <>
          <Space style={{ marginBottom: 16 }}>
            <Permission code="course:edit">
              <Button type="primary" disabled={!open} onClick={() => setEditing('new')}>
                新增班级
              </Button>
            </Permission>
            {open ? null : <span style={{ color: '#595959' }}>{M.courseNotOpen}</span>}
          </Space>
          <Table<CourseClass>
            rowKey="classCode"
            size="middle"
            loading={classes.isLoading}
            dataSource={classes.data ?? []}
            pagination={false}
            scroll={{ x: 1100 }}
            columns={[
              { title: '班级名称', dataIndex: 'className', width: 130 },
              { title: '日期', key: 'dates', width: 190, render: (_, c) => `${c.startDate} 至 ${c.endDate}` },
              {
                title: '上课时间',
                key: 'times',
                width: 110,
                render: (_, c) => `${c.startTime}-${c.endTime}`,
              },
              { title: '地点', dataIndex: 'place', width: 170, ellipsis: { showTitle: true } },
              { title: '教师', dataIndex: 'teacherName', width: 80, render: (t: string) => t || '-' },
              {
                title: '学员/人数',
                key: 'n',
                width: 90,
                render: (_, c) => `${c.studentCount} / ${c.capacity}`,
              },
              {
                title: '已上/课次',
                key: 's',
                width: 90,
                render: (_, c) => `${c.heldCount} / ${c.sessionCount}`,
              },
              {
                title: '出勤率',
                dataIndex: 'attendanceRate',
                width: 80,
                render: (r: number | null) => (r === null ? '-' : `${(r * 100).toFixed(1)}%`),
              },
              {
                title: '状态',
                dataIndex: 'classStateName',
                width: 90,
                render: (n: string, c) => <Tag color={stateColor(c.classState)}>{n}</Tag>,
              },
              {
                title: '操作',
                key: 'op',
                width: 220,
                fixed: 'right',
                render: (_, c) => (
                  <Space size={0} wrap>
                    <RowAction code="course:list" onClick={() => setStudents(c)}>
                      学员
                    </RowAction>
                    <RowAction code="course:list" onClick={() => setSignIn(c)}>
                      签到
                    </RowAction>
                    <RowAction code="course:edit" onClick={() => setEditing(c)}>
                      编辑
                    </RowAction>
                    <RowAction
                      code="course:edit"
                      danger
                      onClick={() =>
                        void confirmAction({
                          title: `此操作将删除班级“${c.className}”, 是否继续?`,
                          onOk: async () => {
                            await call(api.course.delClass, { query: { classCode: c.classCode } });
                            message.success('删除成功');
                            changed();
                          },
                        })
                      }
                    >
                      删除
                    </RowAction>
                  </Space>
                ),
              },
            ]}
          />
          {editing ? (
            <ClassFormModal
              course={course}
              editing={editing}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                changed();
              }}
            />
          ) : null}
          {students ? (
            <StudentsModal cls={students} onClose={() => setStudents(null)} onChanged={changed} />
          ) : null}
          {signIn ? <SignInModal cls={signIn} onClose={() => setSignIn(null)} onChanged={changed} /> : null}
        </>
      ) : null}
    </Drawer>
  );
}
