import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { ATTACHMENT, creditCode, filingKit, ORGAN, organBody } from './filing-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01'] });
const k = filingKit(t);

describe('skill organisations: draft → submitted → cancelled', () => {
  let code: string;

  it('adds a draft with region names, scope labels, attachments and its creation in the history', async () => {
    code = await k.addOrgan(1);
    const info = k.ok(await k.call('GET', `${ORGAN}/getInfo/${code}`)) as Record<string, any>;
    expect(info).toMatchObject({
      businessCode: code,
      creditCode: creditCode(1),
      status: 0,
      statusName: '草稿',
      provinceName: '河南省',
      cityName: '郑州市',
      countyName: '新郑市',
      labelCodes: ['TL101', 'TL102'],
      submitTime: null,
    });
    expect(info.labelNames).toHaveLength(2);
    expect(info.attachments).toEqual([
      expect.objectContaining({ ...ATTACHMENT, url: expect.stringContaining('objectKey=') }),
    ]);
    expect(info.history.map((h: { actionName: string }) => h.actionName)).toEqual(['创建']);
  });

  it('edits the draft (a lower-case credit code is stored upper-case)', async () => {
    const lower = creditCode(1).toLowerCase();
    k.ok(
      await k.call('POST', `${ORGAN}/editOrgan`, {
        businessCode: code,
        ...organBody(1, { creditCode: lower, organName: '龙湖技校' }),
      }),
    );
    const info = k.ok(await k.call('GET', `${ORGAN}/getInfo/${code}`)) as Record<string, any>;
    expect(info).toMatchObject({ organName: '龙湖技校', creditCode: creditCode(1), status: 0 });
  });

  it('lists with filters: name contains, credit code, state', async () => {
    const page = (query: string) => k.call('GET', `${ORGAN}/organList?pageNum=1&pageSize=10&${query}`);
    expect((k.ok(await page('organName=龙湖技')) as any).records.map((r: any) => r.businessCode)).toEqual([
      code,
    ]);
    expect((k.ok(await page(`creditCode=${creditCode(1)}`)) as any).total).toBe(1);
    expect((k.ok(await page('status=1')) as any).records.map((r: any) => r.businessCode)).not.toContain(code);
    expect((k.ok(await page('organName=100%')) as any).total).toBe(0);
  });

  it('counts the tabs under the same filters (organCount), every live state listed', async () => {
    const counts = async (query: string) =>
      (k.ok(await k.call('GET', `${ORGAN}/organCount?${query}`)) as { status: number; num: number }[]).map(
        (c) => [c.status, c.num],
      );
    expect(await counts(`creditCode=${creditCode(1)}`)).toEqual([
      [0, 1],
      [1, 0],
      [2, 0],
    ]);
    expect(await counts('organName=100%')).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('submits, then refuses edit, delete and a second submit, changing nothing', async () => {
    expect((await k.call('GET', `${ORGAN}/submit/${code}`)).body).toMatchObject({ code: 200 });
    const info = k.ok(await k.call('GET', `${ORGAN}/getInfo/${code}`)) as Record<string, any>;
    expect(info).toMatchObject({ status: 1, statusName: '已提交', submitTime: expect.any(String) });
    await k.refused(
      () => k.call('POST', `${ORGAN}/editOrgan`, { businessCode: code, ...organBody(1) }),
      400,
      '当前状态为“已提交”，不能修改',
    );
    await k.refused(() => k.call('DELETE', `${ORGAN}/delItem/${code}`), 400, '当前状态为“已提交”，不能删除');
    await k.refused(() => k.call('GET', `${ORGAN}/submit/${code}`), 400, '当前状态为“已提交”，不能提交');
  });

  it('cancels through the spelled path cancleItem, and records each step', async () => {
    expect((await k.call('GET', `${ORGAN}/cancleItem/${code}`)).body).toMatchObject({ code: 200 });
    const info = k.ok(await k.call('GET', `${ORGAN}/getInfo/${code}`)) as Record<string, any>;
    expect(info.status).toBe(2);
    expect(info.history.map((h: any) => [h.action, h.fromState, h.toState, h.operator])).toEqual([
      ['create', null, 0, '王丽'],
      ['edit', 0, 0, '王丽'],
      ['submit', 0, 1, '王丽'],
      ['cancel', 1, 2, '王丽'],
    ]);
    await k.refused(() => k.call('GET', `${ORGAN}/cancleItem/${code}`), 400, '当前状态为“已撤销”，不能撤销');
  });

  it('frees the credit code of a cancelled organisation, and deletes only a draft', async () => {
    const again = await k.addOrgan(1);
    k.ok(await k.call('DELETE', `${ORGAN}/delItem/${again}`));
    await k.refused(() => k.call('GET', `${ORGAN}/getInfo/${again}`), 404, '技能机构不存在');
    await k.refused(() => k.call('DELETE', `${ORGAN}/delItem/${again}`), 404, '技能机构不存在');
  });
});

describe('skill organisation input', () => {
  it('refuses a taken credit code, with nothing changed', async () => {
    await k.addOrgan(2);
    await k.refused(
      () => k.call('POST', `${ORGAN}/addOrgan`, organBody(2, { organName: '另一家' })),
      409,
      '该统一社会信用代码已被其他技能机构使用',
    );
  });

  it('refuses bad input with clear Chinese messages, with nothing changed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ creditCode: '91410184MA9KL00010' }, '统一社会信用代码格式不正确'],
      [{ contactPhone: '0371-1234567' }, '请输入正确的手机号'],
      [{ labelCodes: [] }, '请选择培训范围'],
      [{ labelCodes: ['TL201'] }, '培训范围须为课程标签（技能），请重新选择'],
      [{ countyCode: '410199' }, '所选地区不存在'],
      [
        { attachments: [{ objectKey: 'notice/none.txt', materialName: 'x' }] },
        '附件不存在或无权使用，请重新上传',
      ],
      [{ organName: '' }, '请输入机构名称'],
    ];
    for (const [extra, msg] of cases)
      await k.refused(() => k.call('POST', `${ORGAN}/addOrgan`, organBody(3, extra)), 400, msg);
    await k.refused(() => k.call('GET', `${ORGAN}/submit/SO_NONE`), 404, '技能机构不存在');
    await k.refused(
      () => k.call('GET', `${ORGAN}/organList?status=7`),
      400,
      '状态只能是0草稿、1已提交、2已撤销',
    );
  });

  it('refuses company staff without the codes', async () => {
    await k.refused(
      () => k.call('POST', `${ORGAN}/addOrgan`, organBody(4), t.token('hengda01')),
      403,
      expect.any(String) as never,
    );
    await k.refused(
      () => k.call('GET', `${ORGAN}/organCount`, undefined, t.token('hengda01')),
      403,
      expect.any(String) as never,
    );
  });
});
