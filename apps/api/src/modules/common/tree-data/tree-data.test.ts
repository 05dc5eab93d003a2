import { DICTIONARIES } from '@hr/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { seedDictionaries } from './seed.ts';
import { buildTree } from './service.ts';
import { treeData } from './tables.ts';

const t = useTestApp({ loginAs: ['yunfan01'] });
const get = (route: string, query: Record<string, string>) =>
  t.call('GET', `/backend-common/treeData/${route}`, { token: t.token('yunfan01'), query });

const item = (code: string, parentCode: string | null, sort: number) => ({
  code,
  name: `名称${code}`,
  parentCode,
  sort,
});

describe('dictionaries from the contract', () => {
  it('lists a type flat in order: education 1 to 11, the 56 ethnic groups', async () => {
    const education = await get('getTreeListByType', { type: 'education' });
    expect(education.body.code).toBe(200);
    expect(education.body.data.map((i: { code: string }) => i.code)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
    expect(education.body.data[8]).toEqual({ code: '9', name: '本科', parentCode: null, sort: 9 });
    const nation = await get('getTreeListByType', { type: 'nation' });
    expect(nation.body.data).toHaveLength(56);
    expect(nation.body.data.slice(0, 3).map((i: { name: string }) => i.name)).toEqual([
      '汉族',
      '壮族',
      '回族',
    ]);
  });

  it('answers a flat type as roots without children', async () => {
    const res = await get('queryTreeByType', { type: 'applyState' });
    expect(res.body.data).toEqual([
      { code: '0', name: '意向报名', parentCode: null, sort: 1 },
      { code: '1', name: '线上未支付', parentCode: null, sort: 2 },
      { code: '2', name: '线上已支付', parentCode: null, sort: 3 },
    ]);
  });

  it('seeds idempotently and restores an entry changed in the table', async () => {
    const db = t.database.db;
    const count = async () => (await db.select().from(treeData)).length;
    const before = await count();
    const total = Object.values(DICTIONARIES).reduce((n, items) => n + items.length, 0);
    expect(before).toBe(total);
    const han = and(eq(treeData.type, 'nation'), eq(treeData.code, '1'));
    const [untouched] = await db.select().from(treeData).where(eq(treeData.type, 'gender'));
    await db.update(treeData).set({ name: '改错了' }).where(han);
    await seedDictionaries(db);
    await seedDictionaries(db);
    expect(await count()).toBe(before);
    expect((await db.select().from(treeData).where(han))[0]?.name).toBe('汉族');
    const [again] = await db.select().from(treeData).where(eq(treeData.type, 'gender'));
    expect(again?.updatedAt).toEqual(untouched?.updatedAt);
  });
});

describe('nested trees', () => {
  it('nests entries under parentCode in sort order', async () => {
    await t.database.db.insert(treeData).values([
      { type: 'testRegion', code: '4101', name: '郑州市', parentCode: '41', sort: 1 },
      { type: 'testRegion', code: '41', name: '河南省', parentCode: null, sort: 1 },
      { type: 'testRegion', code: '410184', name: '新郑市', parentCode: '4101', sort: 2 },
      { type: 'testRegion', code: '410102', name: '中原区', parentCode: '4101', sort: 1 },
      { type: 'testRegion', code: '42', name: '湖北省', parentCode: null, sort: 2 },
    ]);
    const res = await get('queryTreeByType', { type: 'testRegion' });
    expect(res.body.data).toEqual([
      {
        code: '41',
        name: '河南省',
        parentCode: null,
        sort: 1,
        children: [
          {
            code: '4101',
            name: '郑州市',
            parentCode: '41',
            sort: 1,
            children: [
              { code: '410102', name: '中原区', parentCode: '4101', sort: 1 },
              { code: '410184', name: '新郑市', parentCode: '4101', sort: 2 },
            ],
          },
        ],
      },
      { code: '42', name: '湖北省', parentCode: null, sort: 2 },
    ]);
    const flat = await get('getTreeListByType', { type: 'testRegion' });
    expect(flat.body.data.map((i: { code: string }) => i.code)).toEqual([
      '4101',
      '41',
      '410102',
      '410184',
      '42',
    ]);
  });

  it('keeps an entry whose parent is missing, or is itself, as a root', () => {
    const tree = buildTree([item('a', null, 1), item('b', 'gone', 2), item('c', 'c', 3), item('d', 'b', 4)]);
    expect(tree.map((n) => n.code)).toEqual(['a', 'b', 'c']);
    expect(tree[1]?.children?.map((n) => n.code)).toEqual(['d']);
  });
});

describe('bad input', () => {
  it('refuses unknown, missing, malformed and too long types', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ type: 'nope' }, '字典类型不存在：nope'],
      [{}, '请输入字典类型'],
      [{ type: '  ' }, '请输入字典类型'],
      [{ type: 'edu-cation' }, '字典类型格式不正确'],
      [{ type: `a${'b'.repeat(40)}` }, '字典类型最多40个字符'],
    ];
    for (const route of ['queryTreeByType', 'getTreeListByType'])
      for (const [query, msg] of cases)
        expect((await get(route, query)).body, `${route} ${JSON.stringify(query)}`).toMatchObject({
          code: 400,
          msg,
        });
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('GET', '/backend-common/treeData/getTreeListByType', {
      query: { type: 'gender' },
    });
    expect(res.body.code).toBe(401);
  });
});
