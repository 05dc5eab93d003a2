import { api, type CourseApplyRow, courseApplyLimits, courseApplyStateNames } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal } from '../../../components';

interface EditValues {
  remark?: string;
  applyState: number;
  classCode?: string;
}

/**
 * 修改报名 (editApplyInfo): the remark, 转为线上报名 for an intention of a paid course (the server makes
 * the order), and the class (分班 / 调班: a class of the course with room; an unpaid sign-up is not placed).
 */
export function CourseApplyEditModal({
  row,
  onClose,
  onSaved,
}: {
  row: CourseApplyRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const classes = useQuery({
    queryKey: ['train', 'course', 'classes', row?.courseCode],
    queryFn: () => call(api.course.classList, { query: { courseCode: row?.courseCode ?? '' } }),
    enabled: row !== null,
  });
  if (!row) return null;
  const stateOptions =
    row.applyState === 0
      ? [0, 1].map((s) => ({ value: s, label: courseApplyStateNames[s] }))
      : [{ value: row.applyState, label: courseApplyStateNames[row.applyState] }];
  return (
    <FormModal<EditValues>
      open
      title={`修改报名 - ${row.usrName}`}
      success="更新成功"
      name="courseApplyEdit"
      width={560}
      initialValues={{
        remark: row.remark ?? '',
        applyState: row.applyState,
        classCode: row.classCode ?? undefined,
      }}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) =>
        call(api.courseApply.editApplyInfo, {
          body: {
            applyCode: row.applyCode,
            remark: values.remark ?? '',
            ...(values.applyState !== row.applyState ? { applyState: values.applyState } : {}),
            ...(values.classCode && values.classCode !== row.classCode
              ? { classCode: values.classCode }
              : {}),
          },
        })
      }
    >
      <Form.Item label="报名课程">{row.courseName}</Form.Item>
      <Form.Item
        name="applyState"
        label="报名状态"
        extra="意向报名可转为线上报名（收费课程生成待支付订单）；已支付由支付结果决定"
      >
        <Select options={stateOptions} disabled={row.applyState !== 0} />
      </Form.Item>
      <Form.Item
        name="classCode"
        label="分配班级"
        extra={row.applyState === 1 ? '报名尚未支付，不能分班' : undefined}
      >
        <Select
          allowClear
          placeholder="请选择班级"
          disabled={row.applyState === 1}
          loading={classes.isPending}
          options={(classes.data ?? []).map((c) => ({
            value: c.classCode,
            label: `${c.className}（${c.startDate} 至 ${c.endDate}，${c.studentCount}/${c.capacity}人）`,
            disabled: c.studentCount >= c.capacity && c.classCode !== row.classCode,
          }))}
        />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={3} maxLength={courseApplyLimits.remarkMax} showCount placeholder="请输入备注" />
      </Form.Item>
    </FormModal>
  );
}
