import type { JobCategoryNode } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { seedJobCategories } from './seed.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01'] });

const BASE = '/recruit/job-categories';
const tree = async (user = 'admin'): Promise<JobCategoryNode[]> =>
  (await t.call('POST', `${BASE}/queryJobCategories`, { token: t.token(user) })).body.data;
const find = (nodes: JobCategoryNode[], name: string) => nodes.find((n) => n.categorieName === name);
const add = (body: unknown, user = 'admin') =>
  t.call('POST', `${BASE}/addJobCategory`, { token: t.token(user), body });
const edit = (body: unknown, user = 'admin') =>
  t.call('POST', `${BASE}/editJobCategory`, { token: t.token(user), body });
const del = (code: string, user = 'admin') =>
  t.call('POST', `${BASE}/delJobCategory/${code}`, { token: t.token(user) });

describe('queryJobCategories', () => {
  it('gives the seeded two-level occupation tree to anyone signed in', async () => {
    const nodes = await tree('hengda01');
    expect(nodes.length).toBeGreaterThanOrEqual(12);
    expect(nodes.flatMap((n) => n.children).length).toBeGreaterThanOrEqual(100);
    expect(nodes[0]).toMatchObject({
      categorieCode: 'JC01',
      categorieName: '生产制造',
      categorieParentCode: null,
    });
    expect(nodes[0]!.children.slice(0, 3).map((c) => c.categorieName)).toEqual([
      '普工/操作工',
      '焊工',
      '电工',
    ]);
    for (const parent of nodes) {
      for (const child of parent.children) {
        expect(child.categorieParentCode).toBe(parent.categorieCode);
        expect(child.children).toEqual([]);
      }
    }
    expect(nodes.map((n) => n.categorieName)).toEqual(
      expect.arrayContaining([
        '餐饮服务',
        '物流运输',
        '家政服务',
        '建筑装修',
        '计算机/互联网',
        '医疗护理',
        '教育培训',
      ]),
    );
  });

  it('needs a session', async () => {
    expect((await t.call('POST', `${BASE}/queryJobCategories`)).body.code).toBe(401);
  });
});

describe('queryJobCateSelf', () => {
  it('puts 全部 with an empty code before the top-level categories', async () => {
    const res = await t.call('POST', `${BASE}/queryJobCateSelf`, { token: t.token('hengda01') });
    expect(res.body.data[0]).toEqual({
      categorieCode: '',
      categorieName: '全部',
      categorieParentCode: null,
      categorieSort: 0,
      children: [],
    });
    expect(res.body.data.slice(1)).toEqual(await tree());
  });
});

describe('adding', () => {
  it('adds a top-level category and a child under it', async () => {
    const parent = await add({ categorieName: '文化传媒', categorieSort: 30 });
    expect(parent.body.code).toBe(200);
    const code = parent.body.data.categorieCode;
    expect((await add({ categorieName: ' 摄影师 ', categorieParentCode: code }, 'yunying01')).body.code).toBe(
      200,
    );
    const added = find(await tree(), '文化传媒')!;
    expect(added.children.map((c) => c.categorieName)).toEqual(['摄影师']);
  });

  it('refuses a duplicate among siblings but not under another parent', async () => {
    expect((await add({ categorieName: '焊工', categorieParentCode: 'JC01' })).body).toMatchObject({
      code: 409,
      msg: '同级下已存在工种“焊工”',
    });
    expect((await add({ categorieName: '餐饮服务' })).body).toMatchObject({
      code: 409,
      msg: '同级下已存在工种“餐饮服务”',
    });
    expect((await add({ categorieName: '焊工', categorieParentCode: 'JC05' })).body.code).toBe(200);
  });

  it('keeps two levels and checks the input', async () => {
    const before = await tree();
    expect((await add({ categorieName: '氩弧焊工', categorieParentCode: 'JC0102' })).body).toMatchObject({
      code: 400,
      msg: '工种只有两级，上级工种必须是一级工种',
    });
    expect((await add({ categorieName: '氩弧焊工', categorieParentCode: 'JC99' })).body.msg).toBe(
      '上级工种不存在',
    );
    expect((await add({ categorieName: '  ' })).body.msg).toBe('请输入工种名称');
    expect((await add({ categorieName: '工'.repeat(21) })).body.msg).toBe('工种名称最多20个字符');
    expect((await add({ categorieName: '焊工,电工' })).body.msg).toBe('工种名称不能包含中英文逗号');
    expect((await add({ categorieName: '焊工', categorieSort: -1 })).body.msg).toBe('排序最小为0');
    expect(await tree()).toEqual(before);
  });
});

describe('editing', () => {
  it('renames and moves a child to another top-level category', async () => {
    expect(
      (await edit({ categorieCode: 'JC0203', categorieName: '厨师助理', categorieParentCode: 'JC02' })).body
        .code,
    ).toBe(200);
    expect(find((await tree())[1]!.children, '厨师助理')?.categorieCode).toBe('JC0203');
    expect(
      (await edit({ categorieCode: 'JC0203', categorieName: '厨师助理', categorieParentCode: 'JC11' })).body
        .code,
    ).toBe(200);
    const nodes = await tree();
    expect(find(nodes, '酒店旅游')!.children.map((c) => c.categorieCode)).toContain('JC0203');
    expect(find(nodes, '餐饮服务')!.children.map((c) => c.categorieCode)).not.toContain('JC0203');
  });

  it('refuses moving a category with children, under itself, or onto a sibling name', async () => {
    expect(
      (await edit({ categorieCode: 'JC03', categorieName: '物流运输', categorieParentCode: 'JC04' })).body,
    ).toMatchObject({
      code: 400,
      msg: '该工种有下级工种，不能移到其他工种下',
    });
    expect(
      (await edit({ categorieCode: 'JC03', categorieName: '物流运输', categorieParentCode: 'JC03' })).body
        .msg,
    ).toBe('上级工种不能是自身');
    expect(
      (await edit({ categorieCode: 'JC0301', categorieName: '货车司机', categorieParentCode: 'JC03' })).body,
    ).toMatchObject({
      code: 409,
      msg: '同级下已存在工种“货车司机”',
    });
    expect((await edit({ categorieCode: 'JC7777', categorieName: '不存在' })).body).toMatchObject({
      code: 404,
      msg: '工种不存在',
    });
  });
});

describe('deleting', () => {
  it('refuses a top-level category that still has children, then removes it once they are gone', async () => {
    const parent = find(await tree(), '农林牧渔')!;
    expect((await del(parent.categorieCode)).body).toMatchObject({
      code: 400,
      msg: '存在下级工种，不允许删除',
    });
    for (const child of parent.children) expect((await del(child.categorieCode)).body.code).toBe(200);
    expect((await del(parent.categorieCode)).body.code).toBe(200);
    expect(find(await tree(), '农林牧渔')).toBeUndefined();
    expect((await del(parent.categorieCode)).body.code).toBe(404);
    // The seed does not bring it back, and the name may be used again.
    expect(await seedJobCategories(t.database.db)).toBe(0);
    expect(find(await tree(), '农林牧渔')).toBeUndefined();
    expect((await add({ categorieName: '农林牧渔' })).body.code).toBe(200);
  });
});

describe('permissions', () => {
  it('company staff may read categories but not manage them', async () => {
    expect((await add({ categorieName: '恒达工种' }, 'hengda01')).body.code).toBe(403);
    expect((await edit({ categorieCode: 'JC01', categorieName: '制造' }, 'hengda01')).body.code).toBe(403);
    expect((await del('JC0114', 'hengda01')).body.code).toBe(403);
    expect(find(await tree('hengda01'), '生产制造')!.children.map((c) => c.categorieCode)).toContain(
      'JC0114',
    );
  });
});
