import { describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../../test/roles.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedJobLabels } from './seed.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01'] });

const query = async (token: string, labelSort?: string) =>
  t.call('GET', '/recruit/job-label/queryJobLabel', {
    token,
    ...(labelSort ? { query: { labelSort } } : {}),
  });
const names = (list: { labelName: string }[]) => list.map((l) => l.labelName);
const save = (body: unknown, user = 'admin') =>
  t.call('POST', '/recruit/job-label/saveJobLabel', { token: t.token(user), body });
const del = (labelCode: string, user = 'admin') =>
  t.call('POST', `/recruit/job-label/delJobLabel/${labelCode}`, { token: t.token(user) });

describe('queryJobLabel', () => {
  it('gives the five content lists to anyone signed in, company staff included', async () => {
    const res = await query(t.token('hengda01'));
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(names(data['1'])).toEqual(expect.arrayContaining(['普工', '流水线', '长白班']));
    expect(names(data['2'])).toEqual(expect.arrayContaining(['身体健康', '无纹身']));
    expect(names(data['3'])).toEqual(expect.arrayContaining(['包吃', '餐补']));
    expect(names(data['4'])).toEqual(expect.arrayContaining(['包住', '住房补贴']));
    expect(names(data['5'])).toEqual(expect.arrayContaining(['五险一金', '年终奖']));
    expect(data['4'][0]).toMatchObject({ labelSort: 3, welfareType: 4, contentKey: 4 });
    expect(data['1'][0]).toMatchObject({
      labelCode: 'JL101',
      labelSort: 1,
      welfareType: null,
      contentKey: 1,
    });
    expect(data['1'][0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives one sort only when asked: welfare fills lists 3, 4 and 5', async () => {
    const data = (await query(t.token('hengda01'), '3')).body.data;
    expect(data['1']).toEqual([]);
    expect(data['2']).toEqual([]);
    expect(data['3'].length && data['4'].length && data['5'].length).toBeGreaterThan(0);
    const bad = await query(t.token('hengda01'), '4');
    expect(bad.body).toMatchObject({ code: 400, msg: '标签分类只能是1工作描述、2面试要求、3福利待遇' });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/recruit/job-label/queryJobLabel')).body.code).toBe(401);
  });
});

describe('saveJobLabel', () => {
  it('adds a label to its sort and welfare kind', async () => {
    const res = await save({ labelName: ' 电子厂 ', labelSort: 1 });
    expect(res.body.code).toBe(200);
    const data = (await query(t.token('admin'))).body.data;
    const added = data['1'].find((l: { labelCode: string }) => l.labelCode === res.body.data.labelCode);
    expect(added).toMatchObject({ labelName: '电子厂', welfareType: null });
    const lodging = await save({ labelName: '免费班车', labelSort: 3, welfareType: 5 }, 'yunying01');
    expect(lodging.body.code).toBe(200);
    expect(names((await query(t.token('admin'), '3')).body.data['5'])).toContain('免费班车');
  });

  it('refuses a duplicate name within a sort (welfare kinds share one sort) but allows it in another', async () => {
    expect(await save({ labelName: '普工', labelSort: 1 })).toMatchObject({
      status: 409,
      body: { code: 409, msg: '该分类下已存在标签“普工”' },
    });
    const welfare = await save({ labelName: '包吃', labelSort: 3, welfareType: 5 });
    expect(welfare.body).toMatchObject({ code: 409, msg: '该分类下已存在标签“包吃”' });
    expect((await save({ labelName: '夜班', labelSort: 2 })).body.code).toBe(200);
  });

  it('applies the label rules with the spec messages and changes nothing on refusal', async () => {
    const before = (await query(t.token('admin'))).body.data;
    expect((await save({ labelName: '七个字的长标签', labelSort: 1 })).body).toMatchObject({
      code: 400,
      msg: '最多六个字符',
    });
    expect((await save({ labelName: '包吃,包住', labelSort: 3, welfareType: 3 })).body.msg).toBe(
      '标签不能包含中英文逗号',
    );
    expect((await save({ labelName: '包吃，包住', labelSort: 3, welfareType: 3 })).body.msg).toBe(
      '标签不能包含中英文逗号',
    );
    expect((await save({ labelName: '   ', labelSort: 1 })).body.msg).toBe('请输入标签');
    expect((await save({ labelName: '交通车', labelSort: 3 })).body.msg).toBe('请选择福利类别');
    expect((await save({ labelName: '交通车', labelSort: 3, welfareType: 1 })).body.msg).toBe(
      '福利类别只能是3餐饮、4住宿、5其他',
    );
    expect((await query(t.token('admin'))).body.data).toEqual(before);
  });

  it('edits a label: renames it, moves it to another welfare kind, drops the kind outside welfare', async () => {
    expect(
      (await save({ labelCode: 'JL303', labelName: '餐费补贴', labelSort: 3, welfareType: 5 })).body.code,
    ).toBe(200);
    let data = (await query(t.token('admin'))).body.data;
    expect(names(data['3'])).not.toContain('餐补');
    expect(data['5'].find((l: { labelCode: string }) => l.labelCode === 'JL303')).toMatchObject({
      labelName: '餐费补贴',
      welfareType: 5,
    });
    await save({ labelCode: 'JL303', labelName: '餐费补贴', labelSort: 2, welfareType: 5 });
    data = (await query(t.token('admin'))).body.data;
    expect(data['2'].find((l: { labelCode: string }) => l.labelCode === 'JL303')).toMatchObject({
      welfareType: null,
      contentKey: 2,
    });
    // Saving a label under its own name is no duplicate; another label's name is.
    expect((await save({ labelCode: 'JL101', labelName: '普工', labelSort: 1 })).body.code).toBe(200);
    expect((await save({ labelCode: 'JL101', labelName: '流水线', labelSort: 1 })).body).toMatchObject({
      code: 409,
      msg: '该分类下已存在标签“流水线”',
    });
    expect((await save({ labelCode: 'JLnope', labelName: '普工', labelSort: 1 })).body).toMatchObject({
      code: 404,
      msg: '标签不存在',
    });
  });
});

describe('delJobLabel', () => {
  it('removes a label; the name is free again; a second delete is 404', async () => {
    expect((await del('JL210')).body.code).toBe(200);
    expect(names((await query(t.token('admin'), '2')).body.data['2'])).not.toContain('普通话流利');
    expect((await del('JL210')).body).toMatchObject({ code: 404, msg: '标签不存在' });
    expect((await save({ labelName: '普通话流利', labelSort: 2 })).body.code).toBe(200);
    expect((await del('..%2Fetc')).body).toMatchObject({ code: 400, msg: '标签编号格式不正确' });
  });

  it('does not bring removed labels back when the seed runs again', async () => {
    expect(await seedJobLabels(t.database.db)).toBe(0);
    const codes = (await query(t.token('admin'), '2')).body.data['2'].map(
      (l: { labelCode: string }) => l.labelCode,
    );
    expect(codes).not.toContain('JL210');
  });
});

describe('permissions', () => {
  it('company staff may read but not manage labels', async () => {
    expect((await save({ labelName: '恒达专用', labelSort: 1 }, 'hengda01')).body.code).toBe(403);
    expect((await del('JL102', 'hengda01')).body.code).toBe(403);
    expect(names((await query(t.token('admin'), '1')).body.data['1'])).toContain('流水线');
  });

  it('adding needs label:add and editing needs label:edit', async () => {
    const token = await userWithPermissions(t, { username: 'labeler', realName: '标签录入员' }, [
      'plateform:recruit',
      'label:list',
      'label:add',
    ]);
    const add = await t.call('POST', '/recruit/job-label/saveJobLabel', {
      token,
      body: { labelName: '包装工', labelSort: 1 },
    });
    expect(add.body.code).toBe(200);
    const edit = await t.call('POST', '/recruit/job-label/saveJobLabel', {
      token,
      body: { labelCode: add.body.data.labelCode, labelName: '包装员', labelSort: 1 },
    });
    expect(edit.body).toMatchObject({ code: 403, msg: '没有权限访问该功能' });
    expect(
      (await t.call('POST', `/recruit/job-label/delJobLabel/${add.body.data.labelCode}`, { token })).body
        .code,
    ).toBe(403);
  });
});
