import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngBytes } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { UPLOAD_PATHS, uploadMaterial, uploadPng } from '../../common/material/material-test-kit.ts';

/** Course materials: the one material library reached through the training paths and codes. */
const t = useTestApp({ loginAs: ['yunying01', 'huaxin01', 'jinqiao01', 'hengda01'] });
const post = (user: string, route: string, body: unknown = {}) =>
  t.call('POST', `/train/course/${route}`, { token: t.token(user), body });
const codes = (res: { body: { data: { records: { materialCode: string }[] } } }) =>
  res.body.data.records.map((r) => r.materialCode);

let pending = '';

beforeAll(async () => {
  pending = await uploadPng(t, t.token('huaxin01'), '实训室.png', 7, {}, UPLOAD_PATHS.train);
});

describe('course material groups (groupType 1)', () => {
  it('lists a school its own training groups; operators every school’s', async () => {
    const mine = await post('huaxin01', 'getGroupList', { groupType: 1 });
    expect(mine.body.data).toEqual([
      {
        groupCode: 'G_DEMO_HUAXIN_COURSE',
        groupName: '课程素材',
        groupType: 1,
        cmpyCode: 'C_HUAXIN',
        cmpyName: '新郑市华信职业技能培训学校',
        materialCount: 6,
      },
    ]);
    const all = await post('yunying01', 'getGroupList', {});
    expect(all.body.data.map((g: { groupCode: string }) => g.groupCode).sort()).toEqual([
      'G_DEMO_HUAXIN_COURSE',
      'G_DEMO_JINQIAO_COURSE',
    ]);
    expect((await post('huaxin01', 'getGroupList', { cmpyCode: 'C_JINQIAO' })).body).toMatchObject({
      code: 403,
      msg: '只能操作本企业的素材',
    });
    expect((await post('huaxin01', 'getGroupList', { groupType: 3 })).body).toMatchObject({
      code: 400,
      msg: '分组类型只能是0或1',
    });
  });

  it('adds training groups apart from the recruitment ones, names unique per type', async () => {
    const added = await post('yunying01', 'addGroup', { groupName: '课程封面' });
    expect(added.body.code).toBe(200);
    expect((await post('yunying01', 'addGroup', { groupName: '课程封面' })).body).toMatchObject({
      code: 409,
      msg: '分组名称已存在',
    });
    // The same name as a recruitment group of the platform is fine: another type.
    const recruit = await t.call('POST', '/backend-common/material/addGroup', {
      token: t.token('yunying01'),
      body: { groupName: '课程封面' },
    });
    expect(recruit.body.code).toBe(200);
    const trainList = (await post('yunying01', 'getGroupList')).body.data.map(
      (g: { groupCode: string }) => g.groupCode,
    );
    const commonList = (
      await t.call('GET', '/backend-common/material/getGroupList', { token: t.token('yunying01') })
    ).body.data.map((g: { groupCode: string }) => g.groupCode);
    expect(trainList).toContain(added.body.data.groupCode);
    expect(trainList).not.toContain(recruit.body.data.groupCode);
    expect(commonList).toContain(recruit.body.data.groupCode);
    expect(commonList).not.toContain(added.body.data.groupCode);
  });
});

describe('course materials: one library, training codes', () => {
  it('lists the same materials as the common paths, a school only its own', async () => {
    const viaTrain = await post('yunying01', 'queryPageMaterial', {
      pageSize: 100,
      groupCode: 'G_DEMO_JINQIAO_COURSE',
    });
    const viaCommon = await t.call('GET', '/backend-common/material/queryPageMaterial', {
      token: t.token('yunying01'),
      query: { pageSize: '100', groupCode: 'G_DEMO_JINQIAO_COURSE' },
    });
    expect(codes(viaTrain)).toEqual(codes(viaCommon));
    expect(codes(viaTrain)).toHaveLength(6);
    const school = await post('huaxin01', 'queryPageMaterial', { pageSize: 100 });
    expect(school.body.data.records.every((r: { cmpyCode: string }) => r.cmpyCode === 'C_HUAXIN')).toBe(true);
    expect(codes(school)).toContain(pending);
    const videos = await post('huaxin01', 'queryPageMaterial', { materialType: 2, applyState: 1 });
    expect(codes(videos).sort()).toEqual(['M_DEMO_OC_03', 'M_DEMO_OC_04']);
  });

  it('puts a school’s uploads under review and an operator’s through at once; the training reviewer decides', async () => {
    const mine = (await post('huaxin01', 'queryPageMaterial', { applyState: 0 })).body.data.records;
    expect(mine.map((r: { materialCode: string }) => r.materialCode)).toEqual([pending]);
    const byOperator = await uploadPng(t, t.token('yunying01'), '平台封面.png', 8, {}, UPLOAD_PATHS.train);
    const platform = (await post('yunying01', 'queryPageMaterial', { materialName: '平台封面' })).body.data
      .records;
    expect(platform[0]).toMatchObject({ materialCode: byOperator, applyState: 1, cmpyCode: null });

    expect(
      (await post('huaxin01', 'auditMaterial', { materialCode: pending, applyState: 1 })).body.code,
    ).toBe(403);
    expect(
      (await post('yunying01', 'auditMaterial', { materialCode: pending, applyState: 2 })).body,
    ).toMatchObject({
      code: 400,
      msg: '请输入审核未通过原因',
    });
    expect(
      (await post('yunying01', 'auditMaterial', { materialCode: pending, applyState: 1 })).body.code,
    ).toBe(200);
    expect(
      (await post('huaxin01', 'queryPageMaterial', { applyState: 1, materialName: '实训室' })).body.data
        .total,
    ).toBe(1);
  });

  it('renames and files a material, refuses another school’s, and deletes with the training code', async () => {
    const edited = await post('huaxin01', 'editMaterial', {
      materialCode: pending,
      materialName: '电工实训室',
      groupCode: 'G_DEMO_HUAXIN_COURSE',
    });
    expect(edited.body.code).toBe(200);
    expect(
      (await post('jinqiao01', 'editMaterial', { materialCode: pending, materialName: '抢' })).body,
    ).toMatchObject({
      code: 404,
      msg: '素材不存在',
    });
    expect(
      (await post('huaxin01', 'editMaterial', { materialCode: pending, groupCode: 'G_DEMO_JINQIAO_COURSE' }))
        .body,
    ).toMatchObject({ code: 400, msg: '分组不存在' });
    expect((await post('huaxin01', 'deleteMaterial', { materialCode: pending })).body.code).toBe(200);
    expect(codes(await post('huaxin01', 'queryPageMaterial', { pageSize: 100 }))).not.toContain(pending);
  });

  it('registers a stored image by its key, and starts a video upload task through the training path', async () => {
    const { payload, headers } = await multipartBody(
      {},
      { field: 'multipartFile', name: '教室.png', bytes: pngBytes(9) },
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/backend-common/fileManage/uploadFile',
      headers: { authorization: t.token('huaxin01'), ...headers },
      payload,
    });
    const { objectKey } = stored.json().data;
    const added = await post('huaxin01', 'addMaterial', { objectKey, groupCode: 'G_DEMO_HUAXIN_COURSE' });
    expect(added.body.data).toMatchObject({ materialName: '教室', applyState: 0 });
    expect((await post('jinqiao01', 'addMaterial', { objectKey })).body).toMatchObject({
      code: 400,
      msg: '文件不存在，请重新上传',
    });
    const task = await uploadMaterial(
      t,
      t.token('huaxin01'),
      { materialType: '2', fileName: '实操.mp4', fileSize: '3000000', md5: 'a'.repeat(32) },
      undefined,
      UPLOAD_PATHS.train,
    );
    expect(task.body, JSON.stringify(task.body)).toMatchObject({ code: 200, data: { total_block: 2 } });
    expect(task.body.data.task_id).toBeTruthy();
  });

  it('keeps recruitment staff out of the training paths and schools out of the common ones', async () => {
    expect((await post('hengda01', 'queryPageMaterial')).body.code).toBe(403);
    const common = await t.call('GET', '/backend-common/material/queryPageMaterial', {
      token: t.token('huaxin01'),
    });
    expect(common.body.code).toBe(403);
  });
});
