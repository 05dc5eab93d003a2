import type { FormRule } from './form-rule.ts';

/**
 * Test data shared by the form tests (not exported by the package): a form using every type of the catalog,
 * layouts nested row → col and tabs → tabPane, keys of the old designer kept; a complete valid answer; and
 * the cell each answer reads as in the export.
 */

const file = (name: string) => ({ name, objectKey: `form/202611/${name}` });

export const everyFieldRules: FormRule[] = [
  {
    type: 'input',
    field: 'name',
    title: '姓名',
    info: '请填写真实姓名',
    _fc_drag_tag: 'input',
    $required: true,
    emit: ['change'],
    validate: [
      { type: 'string', mode: 'required', trigger: 'blur', required: true, message: '请输入姓名' },
      { type: 'string', mode: 'max', max: 10, trigger: 'blur' },
    ],
  },
  {
    type: 'row',
    _fc_drag_tag: 'row',
    children: [
      {
        type: 'col',
        props: { span: 12 },
        children: [
          {
            type: 'inputNumber',
            field: 'age',
            title: '年龄',
            validate: [{ type: 'integer', mode: 'min', min: 16, message: '年龄不能小于16岁' }],
          },
        ],
      },
      {
        type: 'col',
        props: { span: 12 },
        children: [
          {
            type: 'radio',
            field: 'gender',
            title: '性别',
            options: [
              { label: '男', value: 1 },
              { label: '女', value: 2 },
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'checkbox',
    field: 'skills',
    title: '技能',
    options: [
      { label: '电工', value: 'dg' },
      { label: '焊工', value: 'hg' },
      { label: '叉车', value: 'cc' },
    ],
  },
  {
    type: 'select',
    field: 'education',
    title: '学历',
    options: [
      { label: '大专', value: '8' },
      { label: '本科', value: '9' },
    ],
  },
  { type: 'switch', field: 'agree', title: '同意调剂' },
  { type: 'slider', field: 'progress', title: '进度', props: { max: 100 } },
  { type: 'timePicker', field: 'arrive', title: '到岗时间' },
  { type: 'datePicker', field: 'birthday', title: '出生日期', props: { type: 'date' } },
  { type: 'rate', field: 'score', title: '满意度', props: { max: 5 } },
  { type: 'colorPicker', field: 'color', title: '喜欢的颜色' },
  {
    type: 'cascader',
    field: 'hometown',
    title: '籍贯',
    props: {
      options: [{ label: '河南', value: 'henan', children: [{ label: '郑州', value: 'zhengzhou' }] }],
    },
  },
  { type: 'upload', field: 'resume', title: '简历', props: { limit: 9 } },
  {
    type: 'transfer',
    field: 'courses',
    title: '课程',
    options: [
      { label: '电工基础', value: 'c1' },
      { label: '安全生产', value: 'c2' },
    ],
  },
  {
    type: 'tree',
    field: 'industry',
    title: '行业',
    props: { data: [{ label: '制造业', value: 'm', children: [{ label: '汽车制造', value: 'm1' }] }] },
  },
  { type: 'editor', field: 'intro', title: '自我介绍' },
  {
    type: 'tabs',
    children: [
      {
        type: 'tabPane',
        props: { label: '身份' },
        children: [
          { type: 'AreaSelect', field: 'region', title: '户籍地' },
          { type: 'UserName', field: 'realName', title: '真实姓名' },
          { type: 'UserPhone', field: 'phone', title: '手机号' },
          { type: 'UserIdcard', field: 'idcard', title: '身份证号' },
        ],
      },
      {
        type: 'tabPane',
        props: { label: '材料' },
        children: [
          { type: 'ImageUpload', field: 'photos', title: '照片', props: { limit: 6 } },
          { type: 'Signature', field: 'sign', title: '签名' },
          { type: 'Location', field: 'location', title: '当前位置' },
          { type: 'VideoUpload', field: 'video', title: '自我介绍视频', props: { limit: 1 } },
        ],
      },
    ],
  },
  { type: 'alert', props: { title: '提示', type: 'info', description: '请如实填写' } },
  { type: 'text', props: { content: '报名须知' } },
  { type: 'divider', props: { content: '' } },
  { type: 'button', props: { content: '查看须知' }, emit: ['click'] },
  { type: 'Carousel', props: { images: ['form/202611/banner.png'] } },
  { type: 'VideoPlayer', props: { src: 'form/202611/intro.mp4' } },
];

export const everyFieldAnswer: Record<string, unknown> = {
  name: '张三',
  age: 30,
  gender: 1,
  skills: ['dg', 'hg'],
  education: '9',
  agree: true,
  progress: 60,
  arrive: '08:30',
  birthday: '1990-05-17',
  score: 4,
  color: '#409EFF',
  hometown: ['henan', 'zhengzhou'],
  resume: [file('resume.pdf')],
  courses: ['c2'],
  industry: ['m1'],
  intro: '<p>你好&amp;欢迎</p><p>第二行</p>',
  region: ['41', '4101', '410184'],
  realName: '李四',
  phone: '13800138000',
  idcard: '11010519491231002X',
  photos: [file('a.png'), file('b.jpg')],
  sign: 'form/202611/sign.png',
  location: { lng: 113.7, lat: 34.5, address: '新郑市龙湖镇' },
  video: [file('me.mp4')],
};

const regions: Record<string, string> = { '41': '河南省', '4101': '郑州市', '410184': '新郑市' };
export const lookups = {
  regionName: (code: string) => regions[code],
  fileUrl: (objectKey: string) => `https://files.example/${objectKey}`,
};

/** The export's cell of each answer (with `lookups`). */
export const everyFieldText: Record<string, string> = {
  name: '张三',
  age: '30',
  gender: '男',
  skills: '电工、焊工',
  education: '本科',
  agree: '是',
  progress: '60',
  arrive: '08:30',
  birthday: '1990-05-17',
  score: '4',
  color: '#409EFF',
  hometown: '河南 / 郑州',
  resume: 'https://files.example/form/202611/resume.pdf',
  courses: '安全生产',
  industry: '汽车制造',
  intro: '你好&欢迎\n第二行',
  region: '河南省 郑州市 新郑市',
  realName: '李四',
  phone: '13800138000',
  idcard: '11010519491231002X',
  photos: 'https://files.example/form/202611/a.png\nhttps://files.example/form/202611/b.jpg',
  sign: 'https://files.example/form/202611/sign.png',
  location: '新郑市龙湖镇（113.7, 34.5）',
  video: 'https://files.example/form/202611/me.mp4',
};
