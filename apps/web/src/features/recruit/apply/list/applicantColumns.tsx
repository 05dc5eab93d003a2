import { type FormRule, type ResumeTab, usrGenderNames } from '@hr/contract';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { orDash } from '../../../../components';
import { type AnswerRow, answerColumns } from '../../../train/form/values/answerColumns.tsx';
import type { ApplicantMode, ApplicantRow } from './applicantQuery.ts';

type StageField = 'stateTime' | 'interviewTime' | 'stateName';

/** The stage columns of each resume tab (spec §2 "stage-specific time and status columns"). */
export const STAGE_COLUMNS: Record<ResumeTab, readonly { title: string; field: StageField }[]> = {
  0: [{ title: '状态', field: 'stateName' }],
  3: [{ title: '初筛时间', field: 'stateTime' }],
  5: [
    { title: '面试时间', field: 'interviewTime' },
    { title: '面试状态', field: 'stateName' },
  ],
  // The tab holds the hire and what followed it (未入职, 已入职, 已离职): the time of the latest of these.
  4: [
    { title: '入职状态', field: 'stateName' },
    { title: '处理时间', field: 'stateTime' },
  ],
  1: [{ title: '标记时间', field: 'stateTime' }],
};

/** An application's answers in the shape the forms' answer columns read. */
const asAnswerRow = (row: ApplicantRow): AnswerRow => ({
  id: 0,
  valueCode: row.applyCode,
  bizCode: row.jobCode,
  formValue: '',
  fileUrls: row.fileUrls,
  refType: null,
  refCode: null,
  createTime: row.createTime,
  answers: row.formValue ?? {},
});

/** One column per field of the job's custom form, answers as people read them (single mode). */
export function customFieldColumns(rules: readonly FormRule[]): ColumnsType<ApplicantRow> {
  return answerColumns(rules).map((column) => {
    const { render, ...rest } = column as ColumnType<AnswerRow>;
    return {
      ...rest,
      render: (value: unknown, row: ApplicantRow, index: number) => render?.(value, asAnswerRow(row), index),
    } as ColumnType<ApplicantRow>;
  });
}

export interface ApplicantColumnsOptions {
  mode: ApplicantMode;
  tab: ResumeTab;
  /** Single mode: the job's form rules. */
  formRules?: readonly FormRule[];
}

/**
 * The table's columns (spec §2): phone, name, age, gender, applied job (all mode), delivery time, service
 * station, the custom fields (single mode), the tab's stage columns and the remark. The selection checkbox
 * and the 操作 column are added by the list.
 */
export function applicantColumns({
  mode,
  tab,
  formRules = [],
}: ApplicantColumnsOptions): ColumnsType<ApplicantRow> {
  return [
    { title: '手机号', dataIndex: 'usrTel', width: 130 },
    { title: '姓名', dataIndex: 'usrName', width: 100, ellipsis: true },
    { title: '年龄', dataIndex: 'usrAge', width: 70, render: (age: number | null) => age ?? '-' },
    {
      title: '性别',
      dataIndex: 'usrGender',
      width: 70,
      render: (gender: number | null) => (gender === null ? '-' : (usrGenderNames[gender] ?? '-')),
    },
    ...(mode === 'all'
      ? [{ title: '报名职位', dataIndex: 'jobName', width: 180, ellipsis: true } as ColumnType<ApplicantRow>]
      : []),
    { title: '投递时间', dataIndex: 'createTime', width: 170, render: orDash },
    { title: '服务站', dataIndex: 'stationName', width: 140, ellipsis: true, render: orDash },
    ...(mode === 'single' ? customFieldColumns(formRules) : []),
    ...STAGE_COLUMNS[tab].map(
      ({ title, field }): ColumnType<ApplicantRow> => ({
        title,
        key: `stage:${field}`,
        dataIndex: field,
        width: field === 'stateName' ? 100 : 170,
        render: orDash,
      }),
    ),
    { title: '备注', dataIndex: 'remark', width: 160, ellipsis: true, render: orDash },
  ];
}
