import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const RECORD = '/api/barry-system/buried-point/info';

/** Records events as the signed-in user of `page`, through the API, as the mini program and H5 pages do. */
async function recordEvents(page: Page, events: object[], userAgent: string) {
  for (const data of events) {
    const res = await page.request.post(RECORD, { data, headers: { 'user-agent': userAgent } });
    expect(await res.json()).toMatchObject({ code: 200 });
  }
}

test.describe('common services', () => {
  test('records tracked events and shows them, filtered, on 埋点数据', async ({ page, browser }) => {
    // Three sign-ins, each with the slider: more than the default budget on a busy machine.
    test.slow();
    // A company recruiter and an operator use the platform; their clients report events.
    await loginAs(page, 'hengda01', DEMO_PASSWORD);
    await recordEvents(
      page,
      [
        {
          eventCode: 'job.publish',
          eventName: '发布职位',
          pagePath: '/recruit/job/list',
          params: { jobCode: 'J2026112001' },
        },
        {
          eventCode: 'job.share',
          eventName: '分享职位二维码',
          pagePath: '/recruit/job/detail',
          params: { jobCode: 'J2026112001', channel: 'wechat' },
        },
      ],
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    );
    // The same user's QR code for the job page, and a dictionary, from the real server.
    const qr = await (
      await page.request.get('/api/userinfo/usr/censusCode', {
        params: { path: 'pages/job/detail?jobCode=J2026112001', userCode: 'U_hengda01' },
      })
    ).json();
    expect(qr.data.content).toBe('pages/job/detail?jobCode=J2026112001&userCode=U_hengda01');
    expect(qr.data.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const nation = await (
      await page.request.get('/api/backend-common/treeData/getTreeListByType', { params: { type: 'nation' } })
    ).json();
    expect(nation.data).toHaveLength(56);
    // Company staff do not hold buriedPoint:list.
    const refused = await page.request.post('/api/barry-system/buriedpoint/eventinfo/list', { data: {} });
    expect((await refused.json()).code).toBe(403);

    const operator = await browser.newPage();
    await loginAs(operator, 'yunying01', DEMO_PASSWORD);
    await recordEvents(
      operator,
      [
        {
          eventCode: 'course.view',
          eventName: '查看课程详情',
          pagePath: '/train/course/list',
          params: { courseCode: 'K2026003' },
        },
        { eventCode: 'notice.open', eventName: '打开公告', pagePath: '/notice?annoCode=A2026110002' },
      ],
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    );
    await operator.close();

    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAs(admin, 'admin');
    await admin.goto('/setup/buriedPoint');
    await expect(admin.getByRole('menuitem', { name: '埋点数据' })).toBeVisible();
    const rows = admin.locator('.ant-table-tbody tr.ant-table-row');
    await expect(admin.getByText('王丽（yunying01）').first()).toBeVisible();
    // The four recorded here, newest first, then the demo's ten (seed/demo-recruit-events.ts): a page of 10.
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('打开公告');
    await expect(admin.getByText('李强（hengda01）').first()).toBeVisible();
    await expect(admin.getByText('共 14 条')).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath('buried-point-list.png') });

    await admin.getByPlaceholder('请输入事件名称').fill('职位');
    await admin.getByPlaceholder('请输入账号').fill('hengda01');
    await admin.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rows).toHaveCount(2);
    await expect(admin.getByText('共 2 条')).toBeVisible();
    await expect(rows.first()).toContainText('job.share');
    // Stored as jsonb, which orders the keys its own way (shorter first).
    await expect(rows.first()).toContainText('{"channel":"wechat","jobCode":"J2026112001"}');
    await admin.screenshot({ path: test.info().outputPath('buried-point-filtered.png') });

    await admin.getByRole('button', { name: /重\s*置/ }).click();
    await expect(rows).toHaveCount(10);

    // A time range that ended before these events were recorded finds none. (Enter in a field of the
    // filter bar submits it, as 查询 does.)
    const ranged = admin.waitForRequest(
      (req) =>
        req.url().endsWith('/eventinfo/list') &&
        req.postDataJSON()?.beginTime === '2020-01-01 00:00:00' &&
        req.postDataJSON()?.endTime === '2020-12-31 23:59:59',
    );
    await admin.getByPlaceholder('开始时间').click();
    await admin.getByPlaceholder('开始时间').fill('2020-01-01 00:00:00');
    await admin.keyboard.press('Enter');
    await admin.getByPlaceholder('结束时间').fill('2020-12-31 23:59:59');
    await admin.keyboard.press('Enter');
    await admin.getByRole('button', { name: /查\s*询/ }).click();
    await ranged;
    await expect(admin.locator('.ant-table .ant-empty-description')).toHaveText('暂无数据');
    await expect(rows).toHaveCount(0);
    await admin.close();
  });
});
