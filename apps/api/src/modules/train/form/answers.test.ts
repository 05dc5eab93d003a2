import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { filesUnder } from '../../common/file-manage/test-upload.ts';
import { mp4Bytes } from '../../common/video/test-helpers.ts';
import {
  catalogAnswers,
  catalogRules,
  createForm,
  formStaff,
  listValues,
  rowCounts,
  submit,
  upload,
  VALUE,
} from './form-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
let bizCode: string;
let files: { upload: object; image: object; video: object };

beforeAll(async () => {
  ({ bizCode } = await createForm(t, 'yunying01', {
    formName: '全部组件',
    formContent: JSON.stringify(catalogRules()),
  }));
  const stored = async (field: string, name: string, bytes: Buffer) => {
    const res = await upload(t, { bizCode, field }, name, bytes);
    expect(res.msg, JSON.stringify(res)).toBe('操作成功');
    expect(res.data.url).toContain('/api/backend-common/fileManage/object?objectKey=');
    return { name: res.data.name, objectKey: res.data.objectKey };
  };
  files = {
    upload: await stored('f_upload', '简历.png', pngBytes()),
    image: await stored('f_ImageUpload', '照片.jpg'.replace('.jpg', '.png'), pngBytes(6, 6)),
    video: await stored('f_VideoUpload', '自我介绍.mp4', mp4Bytes(4096)),
  };
});

const answers = () => catalogAnswers(files);

describe('submitting an answer', () => {
  it('stores every type without a login and lists the same answers', async () => {
    const res = await submit(t, {
      bizCode,
      formValue: JSON.stringify(answers()),
      refType: 'job',
      refCode: 'J1',
    });
    expect(res.body.msg, JSON.stringify(res.body)).toBe('操作成功');
    expect(res.body.data.valueCode).toMatch(/^FV/);
    const list = (await listValues(t, { bizCode, pageNum: 1, pageSize: 10 })).body.data;
    expect(list.total).toBe(1);
    const row = list.records[0];
    expect(row).toMatchObject({ id: res.body.data.id, bizCode, refType: 'job', refCode: 'J1' });
    const stored = JSON.parse(row.formValue);
    const { f_Signature, ...rest } = answers();
    expect(stored).toMatchObject(rest);
    expect(f_Signature).toMatch(/^data:/);
    expect(stored.f_Signature).toMatch(/^form\/\d{6}\/[\w-]+\.png$/);
    const keys = [files.upload, files.image, files.video].map((f) => (f as { objectKey: string }).objectKey);
    expect(Object.keys(row.fileUrls).sort()).toEqual([...keys, stored.f_Signature].sort());
    const picture = await t.app.inject({ method: 'GET', url: row.fileUrls[stored.f_Signature] });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The decoded signature's spool file is gone.
    expect(filesUnder(path.join(t.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('exports the answer of every type as people read it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${VALUE}/export`,
      headers: { authorization: t.token('yunying01'), host: 'hr.example.cn' },
      payload: { bizCode },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [header, row] = (book.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((r) =>
      r.slice(1),
    );
    // 提交时间, then the fields in reading order: the row's two, the rest, the tab's editor.
    expect(header).toHaveLength(1 + 24);
    expect(header!.slice(0, 3)).toEqual(['提交时间', '姓名', '手机号']);
    const cell = (title: string) => row![header!.indexOf(title)];
    expect(row!.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect([cell('单选框'), cell('多选框'), cell('级联选择器')]).toEqual([
      '选项一',
      '选项一、选项三',
      '河南 / 郑州',
    ]);
    expect(cell('省市区')).toBe('河南省 郑州市 新郑市');
    expect(cell('开关')).toBe('是');
    expect(cell('富文本框')).toBe('你好');
    expect(cell('定位')).toBe('新郑市人民路（113.74, 34.4）');
    for (const files of ['上传', '图片上传', '视频上传', '手写签名'])
      expect(cell(files)).toMatch(
        /^http:\/\/hr\.example\.cn\/api\/backend-common\/fileManage\/object\?objectKey=form/,
      );
  });

  it('accepts the answers as an object, numbers typed as text stored as numbers', async () => {
    const res = await submit(t, { bizCode, formValue: { ...answers(), f_inputNumber: '15', f_radio: 3 } });
    expect(res.body.code).toBe(200);
    const list = (await listValues(t, { bizCode, pageNum: 1, pageSize: 1 })).body.data;
    expect(JSON.parse(list.records[0].formValue)).toMatchObject({ f_inputNumber: 15, f_radio: 3 });
  });

  /** Answers with a few values changed (built when the test runs, after the uploads). */
  const bad = (patch: Record<string, unknown>) => () => ({ ...answers(), ...patch });
  const ghost = { name: 'x.png', objectKey: 'form/202601/00000000-0000-4000-8000-000000000000.png' };
  it.each([
    ['a required field left empty', bad({ f_input: '  ' }), '请输入备注'],
    ['a pattern broken', bad({ f_input: '第1条' }), '备注不能含数字'],
    ['a malformed phone', bad({ f_UserPhone: '1380013800' }), '手机号码格式不正确'],
    [
      'an ID number with no such birth date',
      bad({ f_UserIdcard: '410184199013011234' }),
      '身份证号码格式不正确',
    ],
    ['a field the form does not have', bad({ nope: 1 }), '表单中不存在字段“nope”'],
    ['an option that does not exist', bad({ f_select: '9' }), '请从选择器的选项中选择'],
    ['a region that does not exist', bad({ f_AreaSelect: ['41', '4101', '410199'] }), '请选择正确的省市区'],
    ['a file that was never uploaded', bad({ f_upload: [ghost] }), '上传：文件不存在或已失效，请重新上传'],
    ['a file ref without a key', bad({ f_ImageUpload: [{ name: 'v.png' }] }), '图片上传格式不正确'],
    [
      'a fake PNG signature',
      bad({ f_Signature: `data:image/png;base64,${Buffer.from('hello world').toString('base64')}` }),
      '手写签名：签名图片格式不正确',
    ],
    [
      'a signature that is not a PNG data URL',
      bad({ f_Signature: 'data:image/svg+xml;base64,PHN2Zz4=' }),
      '手写签名：签名图片格式不正确',
    ],
    [
      'a signature key of no form file',
      bad({ f_Signature: 'file/202601/abc.png' }),
      '手写签名：文件不存在或已失效，请重新上传',
    ],
    ['a string that is not JSON', '{"f_input": ', '表单数据不是有效的JSON对象'],
  ])('refuses %s with a clear message and stores nothing', async (_name, formValue, msg) => {
    const before = await rowCounts(t);
    const res = await submit(t, {
      bizCode,
      formValue: typeof formValue === 'function' ? formValue() : formValue,
    });
    expect(res.body).toMatchObject({ code: 400, msg, success: false });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a file of another kind than the field takes', async () => {
    const before = await rowCounts(t);
    const res = await submit(t, { bizCode, formValue: bad({ f_ImageUpload: [files.video] })() });
    expect(res.body).toMatchObject({ code: 400, msg: '图片上传：文件类型不正确，请重新上传' });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a signature over 1 MB', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024)]);
    const res = await submit(t, {
      bizCode,
      formValue: bad({ f_Signature: `data:image/png;base64,${big.toString('base64')}` })(),
    });
    expect(res.body).toMatchObject({ code: 400, msg: '手写签名：签名图片不能超过1M' });
  });

  it('answers 404 for an unknown or deleted form', async () => {
    expect((await submit(t, { bizCode: 'F_NONE', formValue: {} })).body).toMatchObject({
      code: 404,
      msg: '表单不存在',
    });
  });
});

describe("the answer page's upload", () => {
  it.each([
    ['a wrong extension', 'f_ImageUpload', 'a.gif', pngBytes(), '文件格式不正确,请上传png/jpg/jpeg格式文件'],
    [
      'text renamed .png',
      'f_ImageUpload',
      'a.png',
      Buffer.from('not a picture'),
      '文件内容与格式不符，请上传真实的文件',
    ],
    ['a field that takes no file', 'f_input', 'a.png', pngBytes(), '字段“f_input”不是上传类字段'],
    ['a field the form does not have', 'zz', 'a.png', pngBytes(), '表单中不存在字段“zz”'],
    [
      'a picture where a video goes',
      'f_VideoUpload',
      'a.png',
      pngBytes(),
      '文件格式不正确,请上传mkv/flv/3gp/mp4/mov/f4v/rmvb/avi/ts/wmv格式文件',
    ],
  ])('refuses %s and stores nothing', async (_name, field, name, bytes, msg) => {
    const before = await rowCounts(t);
    expect(await upload(t, { bizCode, field }, name, bytes)).toMatchObject({ code: 400, msg });
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('public routes', () => {
  it('serve the answer page without a token', async () => {
    const form = await t.call('GET', `${VALUE}/getFormInfoByCode`, { query: { bizCode: 'F_JOB_INTENT' } });
    expect(form.body.data).toMatchObject({
      bizCode: 'F_JOB_INTENT',
      formName: '就业意向登记表',
      formOption: null,
    });
    expect(Object.keys(form.body.data).sort()).toEqual([
      'bizCode',
      'formContent',
      'formName',
      'formOption',
      'id',
    ]);
    const district = (path: string, query?: Record<string, string>) =>
      t.call('GET', `/train/district/${path}`, { query });
    expect((await district('selectAllProvince')).body.data).toHaveLength(31);
    expect((await district('selectByProvinceCode', { proCode: '41' })).body.data[0].cityName).toBe('郑州市');
    expect((await district('selectByCityCode', { cityCode: '4101' })).body.data).toContainEqual({
      countryCode: '410184',
      countryName: '新郑市',
    });
    expect((await district('selectByCountryCode', { countryCode: '410184' })).status).toBe(401);
  });
});

describe("another company's answers", () => {
  it('are hidden from other companies and the platform form from company staff', async () => {
    await formStaff(t, 'ans_hd', 'C_HENGDA');
    await formStaff(t, 'ans_yf', 'C_YUNFAN');
    const own = await createForm(t, 'ans_hd', {
      formName: '恒达报名',
      formContent: JSON.stringify([{ type: 'UserName', field: 'name', title: '姓名' }]),
    });
    expect((await submit(t, { bizCode: own.bizCode, formValue: { name: '王五' } })).body.code).toBe(200);
    const page = { bizCode: own.bizCode, pageNum: 1, pageSize: 10 };
    expect((await listValues(t, page, 'ans_hd')).body.data.total).toBe(1);
    expect((await listValues(t, page, 'ans_yf')).body).toMatchObject({ code: 404, msg: '表单不存在' });
    const exported = await t.call('POST', `${VALUE}/export`, { token: null, body: { bizCode: own.bizCode } });
    expect(exported.status).toBe(401);
    const platform = await listValues(t, { ...page, bizCode: 'F_JOB_INTENT' }, 'ans_hd');
    expect(platform.body).toMatchObject({ code: 403, msg: '平台表单及其数据只能由平台人员管理' });
  });
});
