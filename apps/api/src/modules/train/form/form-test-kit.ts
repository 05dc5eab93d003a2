import { FIELD_TYPES, type FormRule } from '@hr/contract';
import { count, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../../platform/password.ts';
import { createUser } from '../../../seed/users.ts';
import { multipartBody, pngBytes } from '../../../test/files.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { storedFile } from '../../common/files/tables.ts';
import { sysRole } from '../../system/roles/tables.ts';
import { trainFormInfo, trainFormValue } from './tables.ts';

/** Shared by the form tests: a form using every type of the catalog, callers, counts, uploads. */
type T = ReturnType<typeof useTestApp>;

export const INFO = '/train/train-form-info';
export const VALUE = '/train/formValue';

const OPTIONS = [
  { label: '选项一', value: '1' },
  { label: '选项二', value: '2' },
  { label: '选项三', value: 3 },
];
const TREE = [{ label: '河南', value: 'henan', children: [{ label: '郑州', value: 'zz' }] }];

/** One answerable rule per field type of the catalog (field id `f_<type>`), with what that type needs. */
function fieldRule(type: string, label: string): FormRule {
  const rule: FormRule = { type, field: `f_${type}`, title: label, _fc_drag_tag: type, display: true };
  if (['radio', 'checkbox', 'select', 'transfer'].includes(type)) rule.options = OPTIONS;
  if (type === 'cascader') rule.props = { options: TREE };
  if (type === 'tree') rule.props = { data: TREE };
  if (type === 'input')
    rule.validate = [
      { type: 'string', mode: 'required', required: true, trigger: 'blur', message: '请输入备注' },
      { type: 'string', mode: 'pattern', pattern: '^[^0-9]*$', message: '备注不能含数字' },
    ];
  if (type === 'UserPhone') rule.validate = [{ type: 'string', mode: 'required', required: true }];
  return rule;
}

/** Every type of the catalog: fields (two in a row, one in a tab), layouts and display components. */
export function catalogRules(): FormRule[] {
  const fields = FIELD_TYPES.filter((s) => s.role === 'field').map((s) => fieldRule(s.type, s.label));
  const take = (type: string) =>
    fields.splice(
      fields.findIndex((f) => f.type === type),
      1,
    )[0]!;
  const [name, phone, editor] = [take('UserName'), take('UserPhone'), take('editor')];
  const displays = FIELD_TYPES.filter((s) => s.role === 'display').map((s) => ({
    type: s.type,
    props: s.props,
  }));
  return [
    {
      type: 'row',
      _fc_drag_tag: 'row',
      children: [
        { type: 'col', props: { span: 12 }, children: [name] },
        { type: 'col', props: { span: 12 }, children: [phone] },
      ],
    },
    ...fields,
    { type: 'tabs', children: [{ type: 'tabPane', props: { label: '详情' }, children: [editor] }] },
    ...displays,
  ];
}

/** An answer for every field of `catalogRules`, with the file refs given. */
export function catalogAnswers(files: { upload: object; image: object; video: object }) {
  return {
    f_input: '无',
    f_inputNumber: 12,
    f_radio: '1',
    f_checkbox: ['1', 3],
    f_select: '2',
    f_switch: true,
    f_slider: 30,
    f_timePicker: '08:30:00',
    f_datePicker: '2026-05-01',
    f_rate: 4,
    f_colorPicker: '#1677ff',
    f_cascader: ['henan', 'zz'],
    f_upload: [files.upload],
    f_transfer: ['2'],
    f_tree: ['zz'],
    f_editor: '<p>你好</p>',
    f_AreaSelect: ['41', '4101', '410184'],
    f_ImageUpload: [files.image],
    f_UserName: '李四',
    f_UserPhone: '13800138000',
    f_UserIdcard: '410184199001011234',
    f_Signature: `data:image/png;base64,${pngBytes(8, 8).toString('base64')}`,
    f_Location: { lng: 113.74, lat: 34.4, address: '新郑市人民路' },
    f_VideoUpload: [files.video],
  };
}

/** Tokens of users made by `formStaff` (the others come from useTestApp's loginAs). */
const staffTokens = new Map<string, string>();
export const as = (t: T, user: string | null) => (user ? (staffTokens.get(user) ?? t.token(user)) : null);

export async function saveForm(t: T, user: string, body: object) {
  return t.call('POST', `${INFO}/save`, { token: as(t, user), body });
}

/** Saves a form and returns its id and code (fails the test when refused). */
export async function createForm(t: T, user: string, body: object): Promise<{ id: number; bizCode: string }> {
  const res = await saveForm(t, user, body);
  expect(res.body.msg, JSON.stringify(res.body)).toBe('操作成功');
  return res.body.data;
}

export const submit = (t: T, body: object, user: string | null = null) =>
  t.call('POST', `${VALUE}/submit`, { token: as(t, user), body });

export const listValues = (t: T, body: object, user = 'yunying01') =>
  t.call('POST', `${VALUE}/selectPageList`, { token: as(t, user), body });

/** The answer page's upload, without a session. */
export async function upload(t: T, fields: { bizCode: string; field: string }, name: string, bytes: Buffer) {
  const form = await multipartBody(fields, { field: 'multipartFile', name, bytes });
  const res = await t.app.inject({ method: 'POST', url: `/api${VALUE}/uploadFile`, ...form });
  return res.json() as { code: number; msg: string; data: { name: string; objectKey: string; url: string } };
}

/** Rows of the form tables and stored files, to prove a refused request stored nothing. */
export async function rowCounts(t: T) {
  const db = t.database.db;
  const [[forms], [values], [files]] = await Promise.all([
    db.select({ n: count() }).from(trainFormInfo),
    db.select({ n: count() }).from(trainFormValue),
    db.select({ n: count() }).from(storedFile),
  ]);
  return { forms: forms!.n, values: values!.n, files: files!.n };
}

/** Company staff holding every form code, in the given company; `as(t, username)` gives its token. */
export async function formStaff(t: T, username: string, cmpyCode: string): Promise<void> {
  const db = t.database.db;
  const roleKey = 'form_clerk';
  const [existing] = await db
    .execute(sql`select id from sys_role where role_key = ${roleKey}`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  let roleId = existing?.id;
  if (!roleId) {
    const [role] = await db
      .insert(sysRole)
      .values({ roleCode: 'R_form_clerk', roleKey, roleName: '表单管理员' })
      .returning({ id: sysRole.id });
    roleId = role!.id;
    await db.execute(
      sql`insert into sys_role_resource (role_id, resource_id) select ${roleId}, id from sys_resource where perms in ('plateform:train', 'form:list', 'form:add', 'form:edit', 'form:remove', 'formValue:list', 'formValue:export')`,
    );
  }
  const passwordHash = await hashPassword('Staff12345');
  await createUser(db, { username, realName: username, cmpyCode, passwordHash }, [roleId]);
  staffTokens.set(username, await t.login(username, 'Staff12345'));
}
