import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { ATTACHMENT, filingKit, ORGAN, PROM, promulgationBody } from './filing-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01'] });
const k = filingKit(t);
const info = async (id: number) =>
  k.ok(await k.call('GET', `${PROM}/getPromulgationInfo/${id}`)) as Record<string, any>;

describe('promulgation filings: draft → submitted → cancelled', () => {
  let organ: string;
  let id: number;

  it('adds a draft for a filed organisation, its body sanitised', async () => {
    organ = await k.submittedOrgan(11);
    id = (k.ok(await k.call('POST', `${PROM}/addPromulgation`, promulgationBody(organ))) as { id: number })
      .id;
    const row = await info(id);
    expect(row).toMatchObject({ id, status: 0, statusName: '草稿', businessCode: organ, submitTime: null });
    expect(row.organName).toContain('新郑市龙湖职业技能培训学校');
    expect(row.content).toBe('<p>以下人员培训合格，现予公示。</p>');
    expect(row.attachments).toEqual([expect.objectContaining(ATTACHMENT)]);
  });

  it('edits the draft through the spelled path eidtPromulgation', async () => {
    k.ok(
      await k.call('POST', `${PROM}/eidtPromulgation`, {
        id,
        ...promulgationBody(organ, { title: '焊工培训公示（修订）' }),
      }),
    );
    expect((await info(id)).title).toBe('焊工培训公示（修订）');
  });

  it('lists by title, organisation and state', async () => {
    const page = (query: string) => k.call('GET', `${PROM}/getList?pageNum=1&pageSize=10&${query}`);
    const ids = async (query: string) => (k.ok(await page(query)) as any).records.map((r: any) => r.id);
    expect(await ids('title=修订')).toEqual([id]);
    expect(await ids(`businessCode=${organ}`)).toEqual([id]);
    expect(await ids('status=1')).not.toContain(id);
    expect(await ids('status=0')).toContain(id);
  });

  it('counts the tabs under the same filters (getCount), every live state listed', async () => {
    const counts = async (query: string) =>
      k.ok(await k.call('GET', `${PROM}/getCount?${query}`)) as {
        status: number;
        statusName: string;
        num: number;
      }[];
    expect(await counts(`businessCode=${organ}`)).toEqual([
      { status: 0, statusName: '草稿', num: 1 },
      { status: 1, statusName: '已提交', num: 0 },
      { status: 2, statusName: '已撤销', num: 0 },
    ]);
    expect((await counts('title=没有这个标题')).map((c) => c.num)).toEqual([0, 0, 0]);
    const all = await counts('');
    const total = (k.ok(await k.call('GET', `${PROM}/getList?pageNum=1&pageSize=10`)) as any).total;
    expect(all.reduce((sum, c) => sum + c.num, 0)).toBe(total);
  });

  it('submits; then edit and delete are refused with nothing changed', async () => {
    k.ok(await k.call('GET', `${PROM}/submitPromulgation/${id}`));
    expect(await info(id)).toMatchObject({ status: 1, statusName: '已提交', submitTime: expect.any(String) });
    await k.refused(
      () => k.call('POST', `${PROM}/eidtPromulgation`, { id, ...promulgationBody(organ) }),
      400,
      '当前状态为“已提交”，不能修改',
    );
    await k.refused(
      () => k.call('DELETE', `${PROM}/delPromulgation/${id}`),
      400,
      '当前状态为“已提交”，不能删除',
    );
  });

  it('cancels through the spelled path canclePromulgation, and keeps the history', async () => {
    k.ok(await k.call('GET', `${PROM}/canclePromulgation/${id}`));
    const row = await info(id);
    expect(row.status).toBe(2);
    expect(row.history.map((h: any) => `${h.actionName}:${h.fromState}->${h.toState}`)).toEqual([
      '创建:null->0',
      '修改:0->0',
      '提交:0->1',
      '撤销:1->2',
    ]);
    await k.refused(
      () => k.call('GET', `${PROM}/canclePromulgation/${id}`),
      400,
      '当前状态为“已撤销”，不能撤销',
    );
    await k.refused(
      () => k.call('GET', `${PROM}/submitPromulgation/${id}`),
      400,
      '当前状态为“已撤销”，不能提交',
    );
  });

  it('deletes a draft, which then is gone', async () => {
    const draft = (
      k.ok(await k.call('POST', `${PROM}/addPromulgation`, promulgationBody(organ))) as { id: number }
    ).id;
    k.ok(await k.call('DELETE', `${PROM}/delPromulgation/${draft}`));
    await k.refused(() => k.call('GET', `${PROM}/getPromulgationInfo/${draft}`), 404, '公示备案不存在');
  });
});

describe('promulgation input', () => {
  it('refuses bad input with clear Chinese messages, with nothing changed', async () => {
    const draftOrgan = await k.addOrgan(12);
    const filed = await k.submittedOrgan(13);
    const cases: [Record<string, unknown>, string][] = [
      [promulgationBody(draftOrgan), '所选技能机构不存在或尚未提交备案'],
      [promulgationBody('SO_NONE'), '所选技能机构不存在或尚未提交备案'],
      [promulgationBody(filed, { title: '' }), '请输入公示标题'],
      [promulgationBody(filed, { content: '<p></p>' }), '请输入公示内容'],
      [
        promulgationBody(filed, { attachments: [{ objectKey: 'x/y.pdf', materialName: 'y' }] }),
        '附件不存在或无权使用，请重新上传',
      ],
      [{ ...promulgationBody(filed), businessCode: undefined }, '请选择技能机构'],
    ];
    for (const [body, msg] of cases)
      await k.refused(() => k.call('POST', `${PROM}/addPromulgation`, body), 400, msg);
    await k.refused(
      () => k.call('GET', `${PROM}/submitPromulgation/abc`),
      400,
      expect.stringContaining('公示ID') as never,
    );
    await k.refused(() => k.call('GET', `${PROM}/submitPromulgation/99999`), 404, '公示备案不存在');
  });

  it('refuses a filing for an organisation cancelled meanwhile', async () => {
    const organ = await k.submittedOrgan(14);
    k.ok(await k.call('GET', `${ORGAN}/cancleItem/${organ}`));
    await k.refused(
      () => k.call('POST', `${PROM}/addPromulgation`, promulgationBody(organ)),
      400,
      '所选技能机构不存在或尚未提交备案',
    );
  });

  it('refuses company staff without the codes', async () => {
    await k.refused(
      () => k.call('GET', `${PROM}/getList`, undefined, t.token('hengda01')),
      403,
      expect.any(String) as never,
    );
    await k.refused(
      () => k.call('GET', `${PROM}/getCount`, undefined, t.token('hengda01')),
      403,
      expect.any(String) as never,
    );
  });
});
