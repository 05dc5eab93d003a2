import { DICTIONARIES, type FormRule, formFields, type ValidateRule } from '@hr/contract';
import { count } from 'drizzle-orm';
import { trainFormInfo, trainFormValue } from '../modules/train/form/tables.ts';
import type { DbOrTx } from '../platform/db.ts';

/** The platform's demo form 就业意向登记表: most field types, two of them side by side in a row. */
const required = (title: string): ValidateRule[] => [
  { type: 'string', mode: 'required', required: true, trigger: 'change', message: `请输入${title}` },
];
const options = (items: { code: string; name: string }[]) =>
  items.map((item) => ({ label: item.name, value: item.code }));

export const DEMO_FORM_RULES: FormRule[] = [
  {
    type: 'row',
    _fc_drag_tag: 'row',
    children: [
      {
        type: 'col',
        props: { span: 12 },
        children: [{ type: 'UserName', field: 'name', title: '姓名', validate: required('姓名') }],
      },
      {
        type: 'col',
        props: { span: 12 },
        children: [{ type: 'radio', field: 'gender', title: '性别', options: options(DICTIONARIES.gender) }],
      },
    ],
  },
  { type: 'UserPhone', field: 'phone', title: '手机号', validate: required('手机号') },
  { type: 'UserIdcard', field: 'idcard', title: '身份证号' },
  {
    type: 'select',
    field: 'education',
    title: '学历',
    options: options(DICTIONARIES.education.slice(1)),
    props: { placeholder: '请选择学历' },
  },
  {
    type: 'checkbox',
    field: 'jobTypes',
    title: '意向工种',
    options: ['普工', '焊工', '电工', '叉车司机', '仓管员', '家政服务员', '厨师'].map((label, i) => ({
      label,
      value: String(i + 1),
    })),
  },
  { type: 'inputNumber', field: 'salary', title: '期望月薪', props: { min: 0, step: 500 }, info: '单位：元' },
  { type: 'datePicker', field: 'startDate', title: '可到岗日期', props: { type: 'date' } },
  { type: 'AreaSelect', field: 'hukou', title: '户籍所在地' },
  { type: 'input', field: 'remark', title: '备注', props: { type: 'textarea', maxlength: 200 } },
];

/** Fictional applicants: name, gender, mobile, birth date, education, job types, salary, county of 郑州市. */
const APPLICANTS: [string, string, string, string, string, string[], number, string][] = [
  ['王建军', '1', '13838125601', '19850312', '3', ['1', '4'], 5000, '410184'],
  ['李秀英', '2', '13937184402', '19900721', '8', ['5'], 4500, '410184'],
  ['张伟', '1', '15036172203', '19951108', '5', ['2', '3'], 7000, '410184'],
  ['刘芳', '2', '15838296604', '19880205', '4', ['6'], 4000, '410102'],
  ['陈磊', '1', '18638105505', '19970416', '9', ['5', '1'], 6000, '410184'],
  ['杨丽娟', '2', '13503719906', '19820930', '3', ['6', '7'], 5500, '410105'],
  ['赵鹏飞', '1', '13613848807', '19930623', '7', ['3'], 8000, '410184'],
  ['黄晓燕', '2', '15937107708', '19991014', '8', ['5'], 4200, '410122'],
  ['周国庆', '1', '18736021109', '19781001', '3', ['4', '1'], 6500, '410184'],
  ['吴婷婷', '2', '13783651210', '20010518', '9', ['5'], 5000, '410184'],
  ['徐志强', '1', '15617183311', '19860827', '5', ['2'], 9000, '410183'],
  ['孙美玲', '2', '18837194412', '19920312', '4', ['7', '6'], 4800, '410184'],
  ['马超', '1', '13007669813', '19960209', '6', ['1'], 5200, '410102'],
  ['朱红梅', '2', '15516528714', '19840716', '3', ['6'], 4300, '410184'],
  ['胡建华', '1', '17703716615', '19791123', '2', ['1', '4'], 6000, '410184'],
  ['郭静', '2', '13273985516', '19980604', '9', ['5', '3'], 5500, '410105'],
  ['何立新', '1', '18595614417', '19870113', '8', ['3'], 7500, '410184'],
  ['高雪', '2', '15093327718', '20000929', '8', ['5'], 4600, '410122'],
  ['林海涛', '1', '13526631119', '19940305', '5', ['2', '1'], 8500, '410184'],
  ['罗丹', '2', '18903718820', '19911221', '7', ['7'], 5000, '410184'],
];

const REMARKS = ['', '可接受倒班', '希望在新郑市内就业', '有叉车证', '', '需要提供住宿'];

/** GB 11643 check character of the first 17 digits of an ID number. */
function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

const DAY = 24 * 60 * 60 * 1000;

/** Seeds the demo form and its answers into a table that never had a row. */
export async function seedDemoForms(tx: DbOrTx): Promise<void> {
  const [forms] = await tx.select({ n: count() }).from(trainFormInfo);
  if ((forms?.n ?? 0) > 0) return;
  const now = Date.now();
  const [form] = await tx
    .insert(trainFormInfo)
    .values({
      bizCode: 'F_JOB_INTENT',
      formName: '就业意向登记表',
      formContent: JSON.stringify(DEMO_FORM_RULES),
      formOption: null,
      fieldCount: formFields(DEMO_FORM_RULES).length,
      createdAt: new Date(now - 30 * DAY),
      updatedAt: new Date(now - 30 * DAY),
    })
    .returning({ id: trainFormInfo.id });
  await tx.insert(trainFormValue).values(
    APPLICANTS.map(([name, gender, phone, birth, education, jobTypes, salary, county], i) => {
      const first17 = `${county}${birth}${String(101 + i * 7).padStart(3, '0')}`;
      const remark = REMARKS[i % REMARKS.length];
      return {
        valueCode: `FV_DEMO_${String(i + 1).padStart(2, '0')}`,
        formId: form!.id,
        answers: {
          name,
          gender,
          phone,
          idcard: first17 + idCheckChar(first17),
          education,
          jobTypes,
          salary,
          startDate: new Date(now + ((i % 5) + 3) * DAY).toISOString().slice(0, 10),
          hukou: [county.slice(0, 2), county.slice(0, 4), county],
          ...(remark ? { remark } : {}),
        },
        clientIp: '127.0.0.1',
        createdAt: new Date(now - (i * 0.7 + 0.1) * DAY),
      };
    }),
  );
}
