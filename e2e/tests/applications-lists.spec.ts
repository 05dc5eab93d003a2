import { expect, type Locator, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  applyByApi,
  asUser,
  button,
  clearPicker,
  confirm,
  expectCounts,
  FORM_JOB,
  filterCard,
  JOB_LIST,
  LIST,
  list,
  names,
  newPerson,
  openTab,
  RESUME_JOB,
  RESUMES,
  row,
  runTag,
  search,
  settled,
  settledCounts,
  shanghaiDay,
  shot,
  still,
  TAB_NAMES,
  toPath,
} from './applications-kit.ts';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/**
 * Sets a date-time range picker (`YYYY-MM-DD HH:mm:ss` ends) by typing, from empty: typed over an existing
 * range, antd's picker keeps the old start.
 */
async function setRange(scope: Locator, from: string, to: string) {
  const picker = scope.locator('.ant-picker-range');
  if (await scope.getByPlaceholder('开始时间').inputValue()) {
    await clearPicker(picker);
    await expect(scope.getByPlaceholder('开始时间')).toHaveValue('');
  }
  await scope.getByPlaceholder('开始时间').click();
  await scope.getByPlaceholder('开始时间').fill(from);
  await scope.getByPlaceholder('开始时间').press('Enter');
  await scope.getByPlaceholder('结束时间').fill(to);
  await scope.getByPlaceholder('结束时间').press('Enter');
  await scope.getByPlaceholder('结束时间').press('Escape');
  await expect(scope.page().locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(scope.getByPlaceholder('开始时间')).toHaveValue(from);
  await expect(scope.getByPlaceholder('结束时间')).toHaveValue(to);
}

/** The rows of an exported sheet as text, the header first. */
async function sheetRows(file: { path(): Promise<string | null> }, sheetName: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.getWorksheet(sheetName)!;
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  // Empty cells at a row's end are left out: every row gets the header's width.
  const width = rows[0]!.length;
  return rows.map((r) =>
    Array.from({ length: width - 1 }, (_, i) => {
      const v = r[i + 1];
      return v === null || v === undefined ? '' : String(v);
    }),
  );
}

const APPLY_HEADERS = ['姓名', '手机号', '年龄', '性别', '报名职位', '报名时间', '状态', '服务站', '备注'];

test.describe('applicant lists (报名管理, 简历管理)', () => {
  test('batch invitation, the batch buttons of every tab, and a batch with a refused row', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const tag = runTag();
    const a = newPerson(`葛${tag}`, 1, '1993-02-14');
    const b = newPerson(`葛${tag}蕾`, 2, '1998-11-30');
    const codes = {
      a: await applyByApi(request, RESUME_JOB.code, a),
      b: await applyByApi(request, RESUME_JOB.code, b),
    };
    await loginAs(page, 'hengda01', DEMO_PASSWORD, toPath(LIST));
    const base = await settledCounts(page);

    // Each tab's batch bar shows exactly the spec's buttons (§4).
    const batchButtons = list(page).getByRole('button', { name: /^批量/ });
    const expected: Record<string, string[]> = {
      通过初筛: ['批量邀约面试', '批量录用', '批量不合适'],
      面试: ['批量邀约面试', '批量录用', '批量不合适'],
      录用: [],
      不合适: ['批量通过初筛', '批量邀约面试', '批量录用'],
      新简历: ['批量通过初筛', '批量邀约面试', '批量录用', '批量不合适'],
    };
    for (const [name, labels] of Object.entries(expected)) {
      await openTab(page, name);
      await expect(batchButtons).toHaveText(labels);
    }

    await button(list(page), '批量邀约面试').click();
    await expect(page.getByText('请先勾选数据')).toBeVisible();
    for (const person of [a, b]) await row(page, person.phone).getByRole('checkbox').check();
    await expect(list(page).getByText('已选择 2 条')).toBeVisible();
    await button(list(page), '批量邀约面试').click();
    const invite = page.getByRole('dialog', { name: '批量邀约面试（2人）' });
    const time = invite.getByPlaceholder('请选择面试时间');
    await still(time);
    await time.click();
    await time.fill(`${shanghaiDay(3)} 14:00`);
    await time.press('Enter');
    await invite.getByLabel('联系人').fill('孙晓燕');
    await invite.getByLabel('联系电话').fill('15137145504');
    await invite.getByLabel('面试地点').fill('新郑市恒达机械一号厂区');
    await shot(page, '21-batch-invite.png', true);
    await button(invite, '确定').click();
    await expect(invite).toBeHidden();
    await expect(page.getByText('成功处理 2 条')).toBeVisible();
    await expectCounts(page, base, { 新简历: -2, 面试: 2 });
    await openTab(page, '面试');
    for (const person of [a, b]) {
      await expect(row(page, person.phone)).toContainText(`${shanghaiDay(3)} 14:00:00`);
      await expect(row(page, person.phone)).toContainText('已邀约');
    }

    // Someone hires b meanwhile: the batch moves a and says why b was left.
    for (const person of [a, b]) await row(page, person.phone).getByRole('checkbox').check();
    const hired = await page.request.get('/api/recruit/applyInfo/updateState', {
      params: { applyCode: codes.b, operateType: 4 },
    });
    expect((await hired.json()).code).toBe(200);
    await button(list(page), '批量不合适').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('已选择 2 条数据');
    await confirm(page, '请确认是否不合适？');
    const result = page.getByRole('dialog', { name: '批量处理结果' });
    await expect(result.getByTestId('batch-summary')).toHaveText(
      '成功处理 1 条，失败 1 条，未处理的报名如下：',
    );
    await expect(result.locator('.ant-table-row')).toHaveText([
      `${b.name}当前状态为“待入职”，不能标记为不合适`,
    ]);
    await shot(page, '22-batch-result.png', true);
    await button(result, '知道了').click();
    await expectCounts(page, base, { 新简历: -2, 录用: 1, 不合适: 1 });
    await openTab(page, '不合适');
    await expect(row(page, a.phone)).toBeVisible();
    await expect(row(page, b.phone)).toHaveCount(0);
    await shot(page, '23-not-suitable-tab.png');
  });

  test('filters by name, gender, delivery time and a field of the job form', async ({ page, request }) => {
    test.setTimeout(150_000);
    const tag = runTag();
    const man = newPerson(`鲁${tag}`, 1, '1988-04-02');
    const bachelor = newPerson(`鲁${tag}雯`, 2, '1999-07-15');
    const college = newPerson(`鲁${tag}娟`, 2, '1994-12-01');
    await applyByApi(request, RESUME_JOB.code, man);
    for (const [person, education] of [
      [bachelor, '9'],
      [college, '8'],
    ] as const)
      await applyByApi(request, FORM_JOB.code, person, {
        formValue: { name: person.name, phone: person.phone, education, gender: String(person.gender) },
      });
    const zero = Object.fromEntries(TAB_NAMES.map((name) => [name, 0]));

    await loginAs(page, 'hengda01', DEMO_PASSWORD, toPath(LIST));
    await settledCounts(page);
    const card = filterCard(page);
    await card.getByLabel('姓名').fill(`鲁${tag}`);
    await search(page);
    await expect(names(page)).toHaveText([college.name, bachelor.name, man.name]);
    await expectCounts(page, zero, { 新简历: 3 });

    await card.getByLabel('性别').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '女' }).click();
    await search(page);
    await expect(names(page)).toHaveText([college.name, bachelor.name]);
    await expectCounts(page, zero, { 新简历: 2 });

    // Delivered in the last hour: both; in a range that ended an hour ago: none.
    const at = (minutes: number) =>
      new Date(Date.now() + (8 * 60 + minutes) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await setRange(card, at(-60), at(60));
    await search(page);
    await expect(names(page)).toHaveText([college.name, bachelor.name]);
    await setRange(card, at(-3 * 24 * 60), at(-60));
    await search(page);
    await expect(list(page).locator('.ant-empty-description')).toHaveText('暂无数据');
    await expectCounts(page, zero);
    await shot(page, '31-filter-none.png');
    await button(card, '重置').click();
    await settled(page);
    await expect(card.getByLabel('姓名')).toHaveValue('');

    // One job's page: its form's fields are columns and filters (更多筛选).
    await page.goto(JOB_LIST(FORM_JOB.code));
    await expect(list(page).locator('.ant-card-head-title')).toHaveText(FORM_JOB.name, { timeout: 20_000 });
    await settledCounts(page);
    const jobCard = filterCard(page);
    // (The form has a 姓名 of its own under 更多筛选.)
    await jobCard.locator('#usrName').fill(`鲁${tag}`);
    await search(page);
    await expect(names(page)).toHaveText([college.name, bachelor.name]);
    await expectCounts(page, zero, { 新简历: 2 });
    await jobCard.getByRole('button', { name: /更多筛选/ }).click();
    const more = jobCard.getByTestId('more-filters');
    await expect(more).toBeVisible();
    await more.locator('#form-filter-education').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '本科' }).click();
    await search(page);
    await expect(names(page)).toHaveText([bachelor.name]);
    await expectCounts(page, zero, { 新简历: 1 });
    const header = list(page).locator('.ant-table-thead th');
    await expect(header.filter({ hasText: '意向工种' })).toHaveCount(1);
    await expect(row(page, bachelor.phone)).toContainText('本科');
    await shot(page, '32-job-form-filter.png');
  });

  test('exports chosen rows as 报名表 and 简历表, recorded for the operators', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const tag = runTag();
    const [first, second, third] = [
      newPerson(`詹${tag}`, 1, '1985-09-09'),
      newPerson(`詹${tag}琪`, 2, '1997-03-03'),
      newPerson(`詹${tag}彬`, 1, '2000-01-20'),
    ] as const;
    for (const [person, education] of [
      [first, '5'],
      [second, '9'],
    ] as const)
      await applyByApi(request, FORM_JOB.code, person, {
        formValue: { name: person.name, phone: person.phone, education, salary: 6000 },
      });
    await applyByApi(request, RESUME_JOB.code, third);
    const newestFirst = [third, second, first];
    const selectAll = async () => {
      await list(page).locator('.ant-table-thead').getByRole('checkbox').check();
      await expect(list(page).getByText(`已选择 ${newestFirst.length} 条`)).toBeVisible();
    };

    // 报名管理: nothing selected, then the three rows.
    await loginAs(page, 'hengda01', DEMO_PASSWORD, toPath(LIST));
    await settled(page);
    await list(page)
      .getByRole('button', { name: /导出报名$/ })
      .click();
    await expect(page.getByText('请先勾选数据')).toBeVisible();
    await filterCard(page).getByLabel('姓名').fill(`詹${tag}`);
    await search(page);
    await expect(names(page)).toHaveText(newestFirst.map((p) => p.name));
    await selectAll();
    let download = page.waitForEvent('download');
    await list(page)
      .getByRole('button', { name: /导出报名\(3\)$/ })
      .click();
    let file = await download;
    expect(file.suggestedFilename()).toBe('报名表.xlsx');
    let sheet = await sheetRows(file, '报名表');
    expect(sheet[0]).toEqual(APPLY_HEADERS);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[6], r[7]])).toEqual(
      newestFirst.map((p) => [
        p.name,
        p.phone,
        String(p.age),
        p.gender === 1 ? '男' : '女',
        p === third ? RESUME_JOB.name : FORM_JOB.name,
        '新简历',
        '',
      ]),
    );
    for (const r of sheet.slice(1)) expect(r[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // One job's list adds the columns of its form.
    await page.goto(JOB_LIST(FORM_JOB.code));
    await expect(list(page).locator('.ant-card-head-title')).toHaveText(FORM_JOB.name, { timeout: 20_000 });
    await filterCard(page).locator('#usrName').fill(`詹${tag}`);
    await search(page);
    await expect(names(page)).toHaveText([second.name, first.name]);
    await list(page).locator('.ant-table-thead').getByRole('checkbox').check();
    download = page.waitForEvent('download');
    await list(page)
      .getByRole('button', { name: /导出报名\(2\)$/ })
      .click();
    file = await download;
    sheet = await sheetRows(file, '报名表');
    expect(sheet[0]).toEqual([
      ...APPLY_HEADERS,
      ...[
        '姓名',
        '性别',
        '手机号',
        '身份证号',
        '学历',
        '意向工种',
        '期望月薪',
        '可到岗日期',
        '户籍所在地',
        '备注',
      ],
    ]);
    const at = (title: string) => APPLY_HEADERS.length + sheet[0]!.slice(APPLY_HEADERS.length).indexOf(title);
    expect(sheet.slice(1).map((r) => [r[0], r[at('手机号')], r[at('学历')], r[at('期望月薪')]])).toEqual([
      [second.name, second.phone, '本科', '6000'],
      [first.name, first.phone, '技工学校', '6000'],
    ]);

    // 简历管理: its own message, then 简历表.xlsx with the resumes' lists.
    await page.goto(RESUMES);
    await settled(page);
    await list(page)
      .getByRole('button', { name: /导出简历$/ })
      .click();
    await expect(page.getByText('请先选择数据行')).toBeVisible();
    await filterCard(page).getByLabel('姓名').fill(`詹${tag}`);
    await search(page);
    await selectAll();
    download = page.waitForEvent('download');
    await list(page)
      .getByRole('button', { name: /导出简历\(3\)$/ })
      .click();
    file = await download;
    expect(file.suggestedFilename()).toBe('简历表.xlsx');
    sheet = await sheetRows(file, '简历表');
    expect(sheet[0]).toEqual([
      ...['姓名', '性别', '年龄', '手机号', '身份证号', '学历', '工作年限', '是否统招', '所在地区'],
      ...['期望职位', '工作性质', '技能', '工作/实习经历', '教育经历', '培训经历', '证书/荣誉'],
    ]);
    expect(
      sheet
        .slice(1)
        .map((r) => [r[0], r[3], r[4]])
        .sort(),
    ).toEqual(newestFirst.map((p) => [p.name, p.phone, p.idCard]).sort());
    for (const r of sheet.slice(1)) {
      expect(r[12]).toBe('2019-03 至 2023-06  郑州宇通客车股份有限公司  装配工  工作内容：底盘总装线装配');
      expect(r[13]).toBe('2016-09 至 2019-06  郑州铁路职业技术学院  机电一体化  大专');
    }
    await shot(page, '41-resume-list-selected.png');

    // 导出记录 (operators): each export with its rows, newest first.
    const operator = await asUser(browser, 'yunying01', '/recruit/recruitmentMgt/exportRecord');
    await operator.getByLabel('操作人').fill('李强');
    await button(operator, '查询').click();
    const records = operator.locator('.ant-table-row');
    const cells = async (i: number) => (await records.nth(i).locator('td').allInnerTexts()).slice(0, 5);
    const hengda = ['李强', '新郑市恒达机械制造有限公司'];
    await expect
      .poll(async () => [await cells(0), await cells(1), await cells(2)], { timeout: 20_000 })
      .toEqual([
        ['简历表', '简历表.xlsx', '3', ...hengda],
        ['报名表', '报名表.xlsx', '2', ...hengda],
        ['报名表', '报名表.xlsx', '3', ...hengda],
      ]);
    await shot(operator, '42-export-records.png');
    await operator.context().close();
  });
});
