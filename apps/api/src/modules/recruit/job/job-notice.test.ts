import { jobLifecycle, JOB_MESSAGES as M, refusedMessage } from '@hr/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { announcement } from '../../common/msg/tables.ts';
import { HENGDA, jobKit, OP, USERS, YUNFAN } from './job-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

const announcements = async () => (await t.database.db.select({ n: count() }).from(announcement))[0]!.n;
const readNotice = async (user: string, annoCode: string) =>
  (await t.call('GET', '/backend-common/msg/queryMsg', { token: t.token(user), query: { annoCode } })).body;

describe('toSendRecruitNotice', () => {
  it('publishes the job as a platform announcement and records it', async () => {
    const code = await k.jobIn(3, { jobName: '焊工<script>alert(1)</script>' }, HENGDA);
    const { annoCode } = k.ok(await k.notice(HENGDA, code));
    expect((await k.row(code)).approveType).toBe(3);
    const notice = await readNotice(YUNFAN, annoCode);
    expect(notice.data).toMatchObject({
      annoTitle: '招聘通知：新郑市恒达机械制造有限公司招聘焊工<script>alert(1)</script>',
      publishTime: expect.stringMatching(/^\d{4}-/),
    });
    const html: string = notice.data.annoContent;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    for (const fact of [
      '7000-10000元/月',
      '5人',
      '河南省郑州市新郑市薛店镇工业园区恒达机械二号厂区',
      '李强',
      '15037134403',
    ])
      expect(html).toContain(fact);
    const last = (await k.history(code)).at(-1)!;
    expect(last).toMatchObject({
      action: 'sendNotice',
      fromState: 3,
      toState: 3,
      remark: `公告编号 ${annoCode}`,
    });
    const detail = k.ok(await k.detail(HENGDA, code));
    expect(detail.history.at(-1)).toMatchObject({ actionName: '发送招聘通知', operator: '李强' });
  });

  it('refuses a second notice within 24 hours, then allows it again', async () => {
    const code = await k.jobIn(3);
    k.ok(await k.notice(OP, code));
    const before = [await announcements(), await k.snapshot(code)];
    const again = await k.notice(OP, code);
    expect(again.body.code).toBe(409);
    expect(again.body.msg).toMatch(
      new RegExp(`^${M.noticeTooSoon}，请于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}后再发送$`),
    );
    expect([await announcements(), await k.snapshot(code)]).toEqual(before);
    await t.database.db
      .update(stateChange)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(stateChange.code, code), eq(stateChange.action, 'sendNotice')));
    k.ok(await k.notice(OP, code));
    expect(await announcements()).toBe((before[0] as number) + 1);
  });

  it('sends only for online jobs', async () => {
    for (const state of [0, 2, 4]) {
      const code = await k.jobIn(state);
      const before = await announcements();
      expect((await k.notice(OP, code)).body).toMatchObject({
        code: 400,
        msg: refusedMessage(jobLifecycle, 'sendNotice', state),
      });
      expect(await announcements()).toBe(before);
    }
  });
});
