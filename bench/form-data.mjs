// @ts-check
/**
 * The data of bench/forms.mjs: the registration form saved through the API, the bulk insert of its answers
 * and the filters timed on them.
 */

/** Answers of the form that is filtered, and of the one that is exported. */
export const FILTER_ROWS = 1_000_000;
export const EXPORT_ROWS = 100_000;

// ---------------------------------------------------------------------------------------------------------
// The form: what an operator builds in the designer for a job-seeker registration (form-create rules)

const required = (/** @type {string} */ title) => [
  { type: 'string', mode: 'required', required: true, trigger: 'change', message: `请输入${title}` },
];
const numbered = (/** @type {string[]} */ labels) =>
  labels.map((label, i) => ({ label, value: String(i + 1) }));

/** The dictionary's education levels, codes 1–11. */
const EDUCATION = [
  '其他',
  '小学',
  '初中',
  '普通高中',
  '技工学校',
  '职业高中',
  '中等专科',
  '大专',
  '本科',
  '硕士',
  '博士',
];
const JOB_TYPES = ['普工', '焊工', '电工', '叉车司机', '仓管员', '家政服务员', '厨师'];

export const FORM_RULES = [
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
        children: [{ type: 'radio', field: 'gender', title: '性别', options: numbered(['男', '女']) }],
      },
    ],
  },
  { type: 'UserPhone', field: 'phone', title: '手机号', validate: required('手机号') },
  {
    type: 'select',
    field: 'education',
    title: '学历',
    options: numbered(EDUCATION),
    props: { placeholder: '请选择学历' },
  },
  { type: 'checkbox', field: 'jobTypes', title: '意向工种', options: numbered(JOB_TYPES) },
  { type: 'AreaSelect', field: 'hukou', title: '户籍所在地', validate: required('户籍所在地') },
  { type: 'inputNumber', field: 'salary', title: '期望月薪', props: { min: 0, step: 500 }, info: '单位：元' },
  { type: 'datePicker', field: 'startDate', title: '可到岗日期', props: { type: 'date' } },
];

/** Columns of the export: 提交时间, then one per answerable field in reading order. */
export const EXPORT_HEADER = [
  '提交时间',
  '姓名',
  '性别',
  '手机号',
  '学历',
  '意向工种',
  '户籍所在地',
  '期望月薪',
  '可到岗日期',
];

// ---------------------------------------------------------------------------------------------------------
// The answers: one statement per form

/** 20 real counties of Henan: 郑州市 (4101) and 开封市 (4102). */
export const COUNTIES = [
  '410102',
  '410103',
  '410104',
  '410105',
  '410106',
  '410108',
  '410122',
  '410181',
  '410182',
  '410183',
  '410184',
  '410185',
  '410202',
  '410203',
  '410204',
  '410212',
  '410221',
  '410222',
  '410223',
  '410225',
];

/** Education codes weighted roughly like registered job seekers' (初中, 高中, 大专, 本科 most common). */
const EDUCATION_WEIGHTED = [1, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 10, 11];

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
];

/** @param {string[] | number[]} items */
const sqlArray = (items) => `array[${items.map((x) => `'${x}'`).join(',')}]`;

/**
 * One `insert … select generate_series` of `rows` answers of form `formId`. Each field draws from its own
 * hash of the row number (`hashint4extended(g, k)`), so the fields are independent of each other and the
 * same on every database: gender 50/50, education weighted over 11 codes, 1–2 job types, a county of 20
 * with its city and province, a unique 13x phone, salary 3,000–10,000, a start date within 60 days of the
 * answer. Answers are one year of submissions in order (row g is newer than row g − 1), as a table that
 * grew over time has them.
 * @param {number} formId
 * @param {number} rows
 * @param {string} prefix of value_code, unique per form
 */
export function insertAnswers(formId, rows, prefix) {
  const h = (/** @type {number} */ k) => `abs(hashint4extended(g, ${k}))`;
  const pick = (/** @type {string} */ array, /** @type {number} */ length, /** @type {number} */ k) =>
    `(${array})[1 + ${h(k)} % ${length}]`;
  return `insert into train_form_value (value_code, form_id, answers, client_ip, created_at)
   select '${prefix}' || lpad(g::text, 9, '0'), ${Number(formId)},
     jsonb_build_object(
       'name', ${pick(sqlArray(SURNAMES), SURNAMES.length, 1)} || ${pick(sqlArray(GIVEN), GIVEN.length, 2)},
       'gender', (1 + ${h(3)} % 2)::text,
       'phone', '13' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
       'education', ${pick(sqlArray(EDUCATION_WEIGHTED), EDUCATION_WEIGHTED.length, 5)},
       'jobTypes', case when ${h(6)} % 3 = 0
                        then jsonb_build_array((1 + ${h(7)} % 7)::text, (1 + (${h(7)} + 1 + ${h(8)} % 6) % 7)::text)
                        else jsonb_build_array((1 + ${h(7)} % 7)::text) end,
       'hukou', jsonb_build_array(left(c.county, 2), left(c.county, 4), c.county),
       'salary', 3000 + 500 * (${h(10)} % 15),
       'startDate', to_char(t.at + (${h(11)} % 60) * interval '1 day', 'YYYY-MM-DD')
     ),
     '10.' || ${h(12)} % 256 || '.' || ${h(13)} % 256 || '.' || ${h(14)} % 254 + 1,
     t.at
   from generate_series(1, ${Number(rows)}) g,
     lateral (select ${pick(sqlArray(COUNTIES), COUNTIES.length, 9)} as county) c,
     lateral (select now() - interval '365 days' + g * (interval '365 days' / ${Number(rows)}) as at) t`;
}

// ---------------------------------------------------------------------------------------------------------
// The filters timed on the 1,000,000 answers

/**
 * @typedef {object} FormFilter
 * @property {string} name what the table shows
 * @property {Record<string, unknown>} queryMap as the list page sends it
 * @property {string} check the same condition written without containment (so the total is checked
 *   independently of the query builder): an SQL condition on `answers`
 */

/**
 * @param {string} phone a stored phone whose answer has education 9 (本科)
 * @returns {FormFilter[]}
 */
export function formFilters(phone) {
  return [
    {
      name: 'no filter',
      queryMap: {},
      check: 'true',
    },
    {
      name: '性别 = 女, 户籍 = 新郑市 (410184)',
      queryMap: { gender: '2', hukou: ['41', '4101', '410184'] },
      check: `answers->>'gender' = '2' and answers->'hukou'->>2 = '410184'`,
    },
    {
      name: '学历 = 本科, 手机号 = one whole number',
      queryMap: { education: '9', phone },
      check: `answers->>'education' = '9' and answers->>'phone' = '${phone}'`,
    },
  ];
}
