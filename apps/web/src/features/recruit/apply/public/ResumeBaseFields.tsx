import {
  api,
  RESUME_LIMITS,
  recruitNames,
  resumeEducationNames,
  usrGenderNames,
  workTypeNames,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { call } from '../../../../app/request.ts';
import { RegionCascader } from '../../../../components';
import { ResumeImageField } from './ResumeImageField.tsx';
import { resumeRule } from './resumeForm.ts';

/** A dictionary as select options, in code order. */
export const optionsOf = (names: Record<number, string>) =>
  Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));

/** Work type on a resume: the job dictionary without 不限. */
const resumeWorkTypes = optionsOf(workTypeNames).filter((option) => option.value !== 0);

dayjs.extend(customParseFormat);

const L = RESUME_LIMITS;

/** Skills (技能特长): job categories grouped by their parent, at most 10 (the server checks they exist). */
function SkillSelect(props: { id?: string; value?: string[]; onChange?: (codes: string[]) => void }) {
  const tree = useQuery({
    queryKey: ['public', 'skills'],
    queryFn: () => call(api.apply.publicSkills, {}),
    staleTime: 10 * 60_000,
  });
  const options = (tree.data ?? []).map((parent) => ({
    label: parent.categorieName,
    title: parent.categorieName,
    options: parent.children.map((child) => ({ value: child.categorieCode, label: child.categorieName })),
  }));
  return (
    <Select
      {...props}
      mode="multiple"
      maxCount={L.entriesMax}
      options={options}
      loading={tree.isLoading}
      optionFilterProp="label"
      placeholder="请选择技能特长（可多选）"
      allowClear
    />
  );
}

/** The resume's base info (spec recruitment §3 resumeVO): who the applicant is and what they look for. */
export function ResumeBaseFields({ jobCode }: { jobCode: string }) {
  return (
    <>
      <Form.Item name="headPicture" label="头像" rules={resumeRule(['headPicture'])}>
        <ResumeImageField jobCode={jobCode} field="$head" max={1} />
      </Form.Item>
      <Form.Item name="usrName" label="姓名" required rules={resumeRule(['usrName'])}>
        <Input maxLength={L.nameMax} placeholder="请输入姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item name="usrTel" label="手机号" required rules={resumeRule(['usrTel'])}>
        <Input maxLength={11} placeholder="请输入手机号" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="usrIdCard" label="身份证号" required rules={resumeRule(['usrIdCard'])}>
        <Input maxLength={18} placeholder="请输入身份证号" />
      </Form.Item>
      <Form.Item name="usrGender" label="性别" required rules={resumeRule(['usrGender'])}>
        <Radio.Group aria-label="性别" options={optionsOf(usrGenderNames)} />
      </Form.Item>
      <Form.Item name="academicRequirement" label="学历" required rules={resumeRule(['academicRequirement'])}>
        <Select options={optionsOf(resumeEducationNames)} placeholder="请选择学历" />
      </Form.Item>
      <Form.Item name="recruit" label="是否统招" rules={resumeRule(['recruit'])}>
        <Radio.Group aria-label="是否统招" options={optionsOf(recruitNames)} />
      </Form.Item>
      <Form.Item name="workingYear" label="工作年限" rules={resumeRule(['workingYear'])}>
        <InputNumber min={0} max={L.workingYearMax} precision={0} suffix="年" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={resumeRule(['region'])}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="expectPosition" label="期望职位" rules={resumeRule(['expectPosition'])}>
        <Input maxLength={L.expectPositionMax} placeholder="请输入期望职位" />
      </Form.Item>
      <Form.Item name="specialSkills" label="技能特长" rules={resumeRule(['specialSkills'])}>
        <SkillSelect />
      </Form.Item>
      <Form.Item name="workType" label="工作性质" rules={resumeRule(['workType'])}>
        <Select options={resumeWorkTypes} placeholder="请选择工作性质" allowClear />
      </Form.Item>
    </>
  );
}

/**
 * A month or a day picker speaking the API's text (`YYYY-MM` / `YYYY-MM-DD`), no time-zone conversion: the
 * resume's dates are calendar dates.
 */
export function DateText({
  value,
  onChange,
  id,
  picker = 'month',
  placeholder,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  picker?: 'month' | 'date';
  placeholder?: string;
}) {
  const format = picker === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  const parsed = value ? dayjs(value, format) : null;
  return (
    <DatePicker
      id={id}
      picker={picker}
      format={format}
      inputReadOnly
      value={parsed?.isValid() ? parsed : null}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(date) => onChange?.(date ? date.format(format) : undefined)}
    />
  );
}
