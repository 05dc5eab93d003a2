import { type FormRule, formFields, HOT_EVENT_REF_TYPE, type ValidateRule } from '@hr/contract';
import { count, inArray } from 'drizzle-orm';
import { hotEvent } from '../modules/recruit/hot-events/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import { trainFormInfo, trainFormValue } from '../modules/train/form/tables.ts';
import type { DbOrTx } from '../platform/db.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const required = (title: string): ValidateRule[] => [
  { type: 'string', mode: 'required', required: true, trigger: 'change', message: `请输入${title}` },
];

/** The platform form people fill for the demo hot events. */
export const HOT_EVENT_FORM_RULES: FormRule[] = [
  { type: 'UserName', field: 'name', title: '姓名', validate: required('姓名') },
  { type: 'UserPhone', field: 'phone', title: '手机号', validate: required('手机号') },
  {
    type: 'radio',
    field: 'gender',
    title: '性别',
    options: [
      { label: '男', value: '1' },
      { label: '女', value: '2' },
    ],
  },
  {
    type: 'select',
    field: 'session',
    title: '参加场次',
    options: ['上午场（9:00—12:00）', '下午场（14:00—17:00）'].map((label, i) => ({
      label,
      value: String(i + 1),
    })),
  },
  { type: 'AreaSelect', field: 'hukou', title: '户籍所在地' },
];

const EVENTS = [
  {
    eventCode: 'HE_DEMO_01',
    title: '2026年“春风行动”企业用工对接周',
    content:
      '<p>为帮助返乡务工人员就近就业，新郑市人社局联合辖区重点企业开展用工对接周活动，现场提供岗位600余个。</p><p>请填写报名表，选择参加场次。</p>',
    coverCode: 'M_DEMO_JF_01',
    begin: -3 * DAY,
    end: 10 * DAY,
  },
  {
    eventCode: 'HE_DEMO_02',
    title: '退役军人专场就业服务活动',
    content: '<p>面向退役军人提供政策咨询、岗位推荐和技能培训报名服务。</p>',
    coverCode: 'M_DEMO_JF_02',
    begin: 7 * DAY,
    end: 14 * DAY,
  },
  {
    eventCode: 'HE_DEMO_03',
    title: '2026年秋季高校毕业生就业见习报名',
    content: '<p>本期就业见习报名已结束，感谢关注。</p>',
    coverCode: 'M_DEMO_JF_03',
    begin: -60 * DAY,
    end: -30 * DAY,
  },
] as const;

/** People who answered: name, phone, gender, session, county of 郑州市. */
const PEOPLE = [
  ['王建军', '13838125601', '1', '1', '410184'],
  ['李秀英', '13937184402', '2', '2', '410184'],
  ['张伟', '15036172203', '1', '1', '410102'],
  ['刘芳', '15838296604', '2', '1', '410184'],
  ['陈磊', '18638105505', '1', '2', '410122'],
  ['杨丽娟', '13503719906', '2', '2', '410184'],
  ['赵鹏飞', '13613848807', '1', '1', '410184'],
  ['黄晓燕', '15937107708', '2', '1', '410105'],
] as const;

/**
 * Seeds the demo hot events once, into a table that never had a row: one open with answers, one upcoming,
 * one ended with answers, all asking the platform form 热点事件报名表 (made here).
 */
export async function seedDemoHotEvents(tx: DbOrTx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(hotEvent);
  if ((existing?.n ?? 0) > 0) return;
  const [user] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(inArray(sysUser.username, ['yunying02']));
  const now = Date.now();
  const formCode = 'F_HOT_EVENT';
  const [form] = await tx
    .insert(trainFormInfo)
    .values({
      bizCode: formCode,
      formName: '热点事件报名表',
      formContent: JSON.stringify(HOT_EVENT_FORM_RULES),
      formOption: null,
      fieldCount: formFields(HOT_EVENT_FORM_RULES).length,
      createdAt: new Date(now - 70 * DAY),
      updatedAt: new Date(now - 70 * DAY),
    })
    .onConflictDoNothing()
    .returning({ id: trainFormInfo.id });
  if (!form) return;
  await tx.insert(hotEvent).values(
    EVENTS.map(({ begin, end, ...event }) => ({
      ...event,
      beginAt: new Date(now + begin),
      endAt: new Date(now + end),
      formCode,
      createdBy: user?.id ?? null,
      // Made five days before it opens, or yesterday for one that opens soon (never in the future).
      createdAt: new Date(Math.min(now + begin - 5 * DAY, now - DAY)),
      updatedAt: new Date(Math.min(now + begin - 5 * DAY, now - DAY)),
    })),
  );
  const answered = [
    { event: EVENTS[0], people: PEOPLE },
    { event: EVENTS[2], people: PEOPLE.slice(2, 6) },
  ];
  await tx.insert(trainFormValue).values(
    answered.flatMap(({ event, people }) =>
      people.map(([name, phone, gender, session, county], i) => ({
        valueCode: `FV_${event.eventCode}_${String(i + 1).padStart(2, '0')}`,
        formId: form.id,
        answers: { name, phone, gender, session, hukou: [county.slice(0, 2), county.slice(0, 4), county] },
        refType: HOT_EVENT_REF_TYPE,
        refCode: event.eventCode,
        clientIp: '127.0.0.1',
        createdAt: new Date(now + event.begin + (i + 1) * 7 * HOUR),
      })),
    ),
  );
}
