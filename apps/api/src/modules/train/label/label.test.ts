import type { TrainLabel, TrainLabelIndex } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { labelInitial } from './initial.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01'] });

const BASE = '/train/labels';
const index = async (
  query: Record<string, string> = { labelType: '1' },
  user = 'admin',
): Promise<TrainLabelIndex> =>
  (await t.call('GET', `${BASE}/getLabels`, { token: t.token(user), query })).body.data;
const all = (data: TrainLabelIndex) => data.groups.flatMap((g) => g.labels);
const byName = (data: TrainLabelIndex, name: string) => all(data).find((l) => l.labelName === name);
const groupOf = (data: TrainLabelIndex, letter: string) =>
  data.groups.find((g) => g.letter === letter)?.labels.map((l) => l.labelName) ?? [];
const post = (route: string, body: unknown, user = 'admin') =>
  t.call('POST', `${BASE}/${route}`, { token: t.token(user), body });
const hot = (labelCode: string, labelHot: string, user = 'admin') =>
  t.call('GET', `${BASE}/skillsToHot`, { token: t.token(user), query: { labelCode, labelHot } });

describe('initials', () => {
  it('takes the pinyin of the first character in context, a Latin letter as is, else #', async () => {
    expect(await labelInitial('电工')).toBe('D');
    expect(await labelInitial('长白班')).toBe('C');
    expect(await labelInitial('重型车辆驾驶')).toBe('Z');
    expect(await labelInitial('会计实务')).toBe('K');
    expect(await labelInitial('excel')).toBe('E');
    expect(await labelInitial('1+X证书')).toBe('#');
  });
});

describe('getLabels', () => {
  it('groups the skill labels by initial, A–Z, with the hot list in its order', async () => {
    const data = await index({ labelType: '1' }, 'hengda01');
    expect(data.hot.map((l) => l.labelName)).toEqual([
      '电工',
      '焊工',
      '育婴师',
      '养老护理员',
      '中式烹调师',
      '叉车司机',
      '电子商务师',
      '直播销售员',
    ]);
    const letters = data.groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    expect(groupOf(data, 'D')).toEqual(['电工', '电梯安装维修工', '电子商务师']);
    expect(groupOf(data, 'Z')).toEqual(expect.arrayContaining(['中式烹调师', '直播销售员', '中式面点师']));
    expect(groupOf(data, 'E')).toEqual(['Excel数据处理']);
    expect(all(data).every((l) => l.labelType === 1)).toBe(true);
    expect(data.total).toBe(all(data).length);
    expect(byName(data, '电工')).toMatchObject({
      labelHot: 1,
      labelSort: 1,
      labelInitial: 'D',
      labelDesc: expect.any(String),
    });
  });

  it('gives education labels for type 2, everything for 0 or none, and filters by name', async () => {
    const education = await index({ labelType: '2' });
    expect(all(education).map((l) => l.labelName)).toEqual(
      expect.arrayContaining(['成人高考', '专升本', '自学考试']),
    );
    expect(education.hot).toEqual([]);
    const everything = await index({});
    expect(everything.total).toBe((await index({ labelType: '0' })).total);
    expect(everything.total).toBe((await index({ labelType: '1' })).total + education.total);
    const found = await index({ labelType: '0', labelName: '师' });
    expect(all(found).every((l) => l.labelName.includes('师'))).toBe(true);
    expect(found.total).toBeGreaterThan(5);
    const bad = await t.call('GET', `${BASE}/getLabels`, {
      token: t.token('admin'),
      query: { labelType: '3' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '标签类型只能是0全部、1技能、2学历' });
  });
});

describe('addLabel / editLabel / delLabel', () => {
  it('adds a label under its pinyin initial; # for other starts, listed last', async () => {
    const res = await post('addLabel', {
      labelName: '重型车辆驾驶',
      labelType: 1,
      labelDesc: 'A2、B2 驾驶培训',
    });
    expect(res.body.code).toBe(200);
    expect((await post('addLabel', { labelName: '1+X证书', labelType: 1 }, 'yunying01')).body.code).toBe(200);
    const data = await index();
    expect(byName(data, '重型车辆驾驶')).toMatchObject({
      labelCode: res.body.data.labelCode,
      labelInitial: 'Z',
      labelHot: 0,
      labelSort: 0,
      labelDesc: 'A2、B2 驾驶培训',
    });
    expect(data.groups.at(-1)).toMatchObject({ letter: '#', labels: [{ labelName: '1+X证书' }] });
  });

  it('refuses a duplicate name within a type but allows it in the other type', async () => {
    expect((await post('addLabel', { labelName: '电工', labelType: 1 })).body).toMatchObject({
      code: 409,
      msg: '该类型下已存在标签“电工”',
    });
    expect((await post('addLabel', { labelName: '电工', labelType: 2 })).body.code).toBe(200);
  });

  it('checks the input with Chinese messages and changes nothing', async () => {
    const before = await index({});
    expect((await post('addLabel', { labelName: '', labelType: 1 })).body.msg).toBe('请输入标签');
    expect((await post('addLabel', { labelName: '电工,焊工', labelType: 1 })).body.msg).toBe(
      '标签不能包含中英文逗号',
    );
    expect((await post('addLabel', { labelName: '一'.repeat(21), labelType: 1 })).body.msg).toBe(
      '最多20个字符',
    );
    expect((await post('addLabel', { labelName: '钣金工', labelType: 0 })).body.msg).toBe(
      '标签类型只能是1技能、2学历',
    );
    expect((await post('addLabel', { labelName: '钣金工', labelType: 1, labelHot: 2 })).body.msg).toBe(
      '热门标识只能是0或1',
    );
    expect(
      (await post('addLabel', { labelName: '钣金工', labelType: 1, labelDesc: '长'.repeat(201) })).body.msg,
    ).toBe('标签描述最多200个字符');
    expect(await index({})).toEqual(before);
  });

  it('edits a label and moves it to its new initial', async () => {
    const code = byName(await index(), '茶艺师')!.labelCode;
    const res = await post('editLabel', {
      labelCode: code,
      labelName: '评茶员',
      labelType: 1,
      labelDesc: '茶叶感官审评',
    });
    expect(res.body.code).toBe(200);
    const data = await index();
    expect(groupOf(data, 'C')).not.toContain('茶艺师');
    expect(groupOf(data, 'P')).toContain('评茶员');
    expect((await post('editLabel', { labelCode: code, labelName: '焊工', labelType: 1 })).body.code).toBe(
      409,
    );
    expect(
      (await post('editLabel', { labelCode: 'TLnope', labelName: '焊工', labelType: 1 })).body,
    ).toMatchObject({
      code: 404,
      msg: '标签不存在',
    });
  });

  it('deletes a label', async () => {
    const label = byName(await index(), '手工编织') as TrainLabel;
    expect((await post('delLabel', { labelCode: label.labelCode })).body.code).toBe(200);
    expect(byName(await index(), '手工编织')).toBeUndefined();
    expect((await post('delLabel', { labelCode: label.labelCode })).body.code).toBe(404);
    expect((await post('delLabel', {})).body).toMatchObject({ code: 400, msg: '缺少标签编号' });
  });
});

describe('skillsToHot', () => {
  it('sets and clears the hot flag', async () => {
    const code = byName(await index(), '钳工')!.labelCode;
    expect((await hot(code, '1')).body.code).toBe(200);
    // No set order: after the ordered hot labels.
    expect((await index()).hot.map((l) => l.labelName).at(-1)).toBe('钳工');
    expect((await hot(code, '0')).body.code).toBe(200);
    expect((await index()).hot.map((l) => l.labelName)).not.toContain('钳工');
    expect((await hot(code, '2')).body).toMatchObject({ code: 400, msg: '热门标识只能是0或1' });
    expect((await hot('TLnope', '1')).body.code).toBe(404);
  });
});

describe('permissions', () => {
  it('company staff may read labels but not manage them', async () => {
    const code = byName(await index({ labelType: '1' }, 'hengda01'), '焊工')!.labelCode;
    expect((await post('addLabel', { labelName: '钣金工', labelType: 1 }, 'hengda01')).body.code).toBe(403);
    expect(
      (await post('editLabel', { labelCode: code, labelName: '焊接', labelType: 1 }, 'hengda01')).body.code,
    ).toBe(403);
    expect((await post('delLabel', { labelCode: code }, 'hengda01')).body.code).toBe(403);
    expect((await hot(code, '0', 'hengda01')).body.code).toBe(403);
    expect((await index()).hot.map((l) => l.labelName)).toContain('焊工');
  });
});
