import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { storedFile } from '../files/tables.ts';
import { uploadPng } from './material-test-kit.ts';
import { material } from './tables.ts';

const t = useTestApp({ loginAs: ['hengda01', 'hengda02', 'yunfan01', 'yunying01'] });
const M = '/backend-common/material';

const list = (user: string, query: Record<string, string> = {}) =>
  t.call('GET', `${M}/queryPageMaterial`, { token: t.token(user), query });
const post = (user: string, route: string, body: unknown) =>
  t.call('POST', `${M}/${route}`, { token: t.token(user), body });

let gate = '';
let hall = '';
let yunfanPic = '';
let groupCode = '';

beforeAll(async () => {
  gate = await uploadPng(t, t.token('hengda01'), '大门.png', 1);
  hall = await uploadPng(t, t.token('hengda02'), '车间.png', 2);
  yunfanPic = await uploadPng(t, t.token('yunfan01'), '仓库.png', 3);
});

describe('groups', () => {
  it('adds a group for the caller company, unique by name there', async () => {
    const added = await post('hengda01', 'addGroup', { groupName: ' 厂区环境 ' });
    expect(added.body.code).toBe(200);
    groupCode = added.body.data.groupCode;
    expect((await post('hengda02', 'addGroup', { groupName: '厂区环境' })).body).toMatchObject({
      code: 409,
      msg: '分组名称已存在',
    });
    // Another company may use the same name.
    expect((await post('yunfan01', 'addGroup', { groupName: '厂区环境' })).body.code).toBe(200);
    expect((await post('hengda01', 'addGroup', { groupName: '' })).body).toMatchObject({
      code: 400,
      msg: '请输入分组名称',
    });
    expect((await post('hengda01', 'addGroup', { groupName: '名'.repeat(21) })).body).toMatchObject({
      code: 400,
      msg: '分组名称不能超过20个字符',
    });
  });

  it('lists only the caller company groups to staff, all of them (with company names) to operators', async () => {
    const mine = await t.call('GET', `${M}/getGroupList`, { token: t.token('hengda01') });
    expect(mine.body.data).toEqual([
      {
        groupCode,
        groupName: '厂区环境',
        groupType: 0,
        cmpyCode: 'C_HENGDA',
        cmpyName: '新郑市恒达机械制造有限公司',
        materialCount: 0,
      },
    ]);
    const all = await t.call('GET', `${M}/getGroupList`, { token: t.token('yunying01') });
    // With the platform's own demo groups (null): posters (seed/demo-recruit-events.ts) and banner
    // pictures (seed/demo-adverts.ts).
    expect(all.body.data.map((g: { cmpyCode: string }) => g.cmpyCode).sort()).toEqual([
      'C_HENGDA',
      'C_YUNFAN',
      null,
      null,
    ]);
    const one = await t.call('GET', `${M}/getGroupList`, {
      token: t.token('yunying01'),
      query: { cmpyCode: 'C_YUNFAN' },
    });
    expect(one.body.data).toHaveLength(1);
    const foreign = await t.call('GET', `${M}/getGroupList`, {
      token: t.token('hengda01'),
      query: { cmpyCode: 'C_YUNFAN' },
    });
    expect(foreign.body).toMatchObject({ code: 403, msg: '只能操作本企业的素材' });
  });
});

describe('queryPageMaterial', () => {
  it('shows company staff their company materials only, newest first, with signed urls', async () => {
    const res = await list('hengda01');
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.records.map((r: { materialCode: string }) => r.materialCode)).toEqual([hall, gate]);
    const [first] = res.body.data.records;
    expect(first).toMatchObject({
      materialName: '车间',
      materialType: 1,
      applyState: 0,
      auditJson: null,
      cmpyCode: 'C_HENGDA',
      cmpyName: '新郑市恒达机械制造有限公司',
    });
    expect(first.url).toMatch(/^\/api\/backend-common\/fileManage\/object\?objectKey=material%2F/);
    expect(first.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list('hengda01', { cmpyCode: 'C_YUNFAN' })).body.code).toBe(403);
  });

  it('shows operators every company, filtered by company on request', async () => {
    const all = (await list('yunying01', { pageSize: '100' })).body.data.records as { cmpyCode: string }[];
    // The three uploaded here, the demo training schools' course materials and the platform's demo posters.
    expect([...new Set(all.map((r) => r.cmpyCode))].sort()).toEqual([
      'C_HENGDA',
      'C_HUAXIN',
      'C_JINQIAO',
      'C_YUNFAN',
      null,
    ]);
    const yunfan = await list('yunying01', { cmpyCode: 'C_YUNFAN' });
    expect(yunfan.body.data.records.map((r: { materialCode: string }) => r.materialCode)).toEqual([
      yunfanPic,
    ]);
  });

  it('pages by 9 by default and filters by name and type', async () => {
    expect((await list('hengda01', { materialName: '大门' })).body.data.records).toHaveLength(1);
    expect((await list('hengda01', { materialName: '%' })).body.data.total).toBe(0);
    expect((await list('hengda01', { materialType: '2' })).body.data.total).toBe(0);
    expect((await list('hengda01', { applyState: '5' })).body).toMatchObject({
      code: 400,
      msg: '审核状态只能是0、1或2',
    });
  });
});

describe('editMaterial', () => {
  it('renames and moves a material into a group of its company, and out again', async () => {
    expect(
      (await post('hengda02', 'editMaterial', { materialCode: gate, materialName: '正门', groupCode })).body
        .code,
    ).toBe(200);
    const inGroup = await list('hengda01', { groupCode });
    expect(inGroup.body.data.records).toEqual([
      expect.objectContaining({ materialCode: gate, materialName: '正门', groupName: '厂区环境' }),
    ]);
    const groups = await t.call('GET', `${M}/getGroupList`, { token: t.token('hengda01') });
    expect(groups.body.data[0].materialCount).toBe(1);
    expect((await post('hengda01', 'editMaterial', { materialCode: gate, groupCode: null })).body.code).toBe(
      200,
    );
    expect((await list('hengda01', { groupCode })).body.data.total).toBe(0);
  });

  it('refuses another company material or group, and an empty name', async () => {
    expect(
      (await post('yunfan01', 'editMaterial', { materialCode: gate, materialName: '偷改' })).body,
    ).toMatchObject({
      code: 404,
      msg: '素材不存在',
    });
    expect(
      (await post('yunfan01', 'editMaterial', { materialCode: yunfanPic, groupCode })).body,
    ).toMatchObject({
      code: 400,
      msg: '分组不存在',
    });
    expect(
      (await post('hengda01', 'editMaterial', { materialCode: gate, materialName: '  ' })).body,
    ).toMatchObject({
      code: 400,
      msg: '请输入素材名称',
    });
  });
});

describe('auditMaterial', () => {
  it('passes one material and fails another with its reason; company staff see the result', async () => {
    expect((await post('yunying01', 'auditMaterial', { materialCode: gate, applyState: 1 })).body.code).toBe(
      200,
    );
    const failed = await post('yunying01', 'auditMaterial', {
      materialCode: hall,
      applyState: 2,
      reason: '图片含有联系方式',
    });
    expect(failed.body.code).toBe(200);
    const records = (await list('hengda01')).body.data.records as {
      materialCode: string;
      applyState: number;
      auditJson: string | null;
      auditTime: string | null;
    }[];
    expect(records.find((r) => r.materialCode === gate)).toMatchObject({ applyState: 1, auditJson: null });
    expect(records.find((r) => r.materialCode === hall)).toMatchObject({
      applyState: 2,
      auditJson: '图片含有联系方式',
    });
    expect(records.every((r) => r.auditTime !== null)).toBe(true);
    expect((await list('hengda01', { applyState: '1' })).body.data.records).toHaveLength(1);
    expect((await list('hengda01', { applyState: '0' })).body.data.total).toBe(0);
  });

  it('refuses a fail without reason, a repeated decision, and company staff', async () => {
    expect(
      (await post('yunying01', 'auditMaterial', { materialCode: yunfanPic, applyState: 2 })).body,
    ).toMatchObject({
      code: 400,
      msg: '请输入审核未通过原因',
    });
    expect(
      (await post('yunying01', 'auditMaterial', { materialCode: gate, applyState: 1 })).body,
    ).toMatchObject({
      code: 409,
      msg: '素材已是该审核状态，无需重复审核',
    });
    expect(
      (await post('hengda01', 'auditMaterial', { materialCode: gate, applyState: 2, reason: 'x' })).body.code,
    ).toBe(403);
    // A failed material may be passed on reconsideration; its reason is then cleared.
    expect((await post('yunying01', 'auditMaterial', { materialCode: hall, applyState: 1 })).body.code).toBe(
      200,
    );
    const again = (await list('hengda01')).body.data.records.find(
      (r: { materialCode: string }) => r.materialCode === hall,
    );
    expect(again).toMatchObject({ applyState: 1, auditJson: null });
    await post('yunying01', 'auditMaterial', {
      materialCode: hall,
      applyState: 2,
      reason: '图片含有联系方式',
    });
  });
});

describe('queryMaterialUrl', () => {
  it('resolves codes in order, leaving out other companies', async () => {
    const res = await t.call('GET', `${M}/queryMaterialUrl`, {
      token: t.token('hengda01'),
      query: { materialCodes: `${hall},${yunfanPic}, ${gate}` },
    });
    expect(res.body.data.map((m: { materialCode: string }) => m.materialCode)).toEqual([hall, gate]);
    expect(res.body.data[0].url).toMatch(/sign=[0-9a-f]{64}/);
    const all = await t.call('GET', `${M}/queryMaterialUrl`, {
      token: t.token('yunying01'),
      query: { materialCodes: `${yunfanPic},${gate}` },
    });
    expect(all.body.data).toHaveLength(2);
    expect(
      (
        await t.call('GET', `${M}/queryMaterialUrl`, {
          token: t.token('hengda01'),
          query: { materialCodes: ' , ' },
        })
      ).body,
    ).toMatchObject({ code: 400, msg: '缺少素材编号' });
  });
});

describe('deleteMaterial', () => {
  it('takes a material out of the library; its links stop working', async () => {
    expect((await post('yunfan01', 'deleteMaterial', { materialCode: gate })).body.code).toBe(404);
    expect((await post('hengda01', 'deleteMaterial', { materialCode: gate })).body.code).toBe(200);
    expect(
      (await list('hengda01')).body.data.records.map((r: { materialCode: string }) => r.materialCode),
    ).toEqual([hall]);
    const urls = await t.call('GET', `${M}/queryMaterialUrl`, {
      token: t.token('hengda01'),
      query: { materialCodes: gate },
    });
    expect(urls.body.data).toHaveLength(1);
    // Its links stop working (issue 14): the fresh one answered here and any handed out before.
    const served = await t.app.inject({ method: 'GET', url: urls.body.data[0].url });
    expect(served.json()).toMatchObject({ code: 404, msg: '文件已删除' });
    expect((await post('hengda01', 'deleteMaterial', { materialCode: gate })).body.code).toBe(404);
  });
});

describe('a material an operator uploads for a company', () => {
  it('belongs to that company: its file is hidden from other companies', async () => {
    const code = await uploadPng(t, t.token('yunying01'), '恒达展厅.png', 9, { cmpyCode: 'C_HENGDA' });
    const [row] = await t.database.db
      .select({ objectKey: material.objectKey })
      .from(material)
      .where(eq(material.materialCode, code));
    const [file] = await t.database.db
      .select({ cmpyCode: storedFile.cmpyCode })
      .from(storedFile)
      .where(eq(storedFile.objectKey, row!.objectKey!));
    expect(file!.cmpyCode).toBe('C_HENGDA');
    const batch = (user: string) =>
      t.call('GET', '/backend-common/fileManage/batchQueryUrl', {
        token: t.token(user),
        query: { objectKeyList: row!.objectKey! },
      });
    expect((await batch('hengda01')).body.data).toHaveLength(1);
    expect((await batch('yunfan01')).body.data).toEqual([]);
  });
});
