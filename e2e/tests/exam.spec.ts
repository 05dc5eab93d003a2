import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/**
 * Issue 17 end to end: 华信's staff build a question of each type and a paper drawn at random from them, open
 * it; a student of the course sits it on the public page; the short answer is marked in the back office and the
 * result, the statistics and the export show it.
 */
const COURSE = '低压电工作业（特种作业操作证）培训班';
const PAPER = '低压电工结业考试（浏览器测试）';
const TOPICS = '/train/exam/topic';
const CLOSE = /^(Close|关闭)$/;
const PAPERS = '/train/exam/paper';

const STEM = {
  single: '我国规定的安全电压最高等级是多少伏？',
  multiple: '发现有人触电，正确的做法有哪些？',
  judge: '可以带电更换熔断器。',
  blank: '一般环境下安全电压不超过___伏。',
  short: '简述发现有人触电时的处理步骤。',
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });
const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
const ok = (scope: Locator) => scope.getByRole('button', { name: /^确\s*定$/ }).click();

/** Picks an option of the open antd select by its exact text. */
const pick = (page: Page, text: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`).click();

async function openAs(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await loginAs(page, username, DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settled(page);
  return page;
}

interface TopicSpec {
  type: string;
  stem: string;
  score: number;
  fill: (dialog: Locator) => Promise<void>;
}

const fillOptions = async (dialog: Locator, texts: string[]) => {
  for (const [i, text] of texts.entries()) await dialog.getByLabel(`选项${'ABCD'[i]}`).fill(text);
};

const TOPIC_SPECS: TopicSpec[] = [
  {
    type: '单选题',
    stem: STEM.single,
    score: 2,
    fill: async (d) => {
      await fillOptions(d, ['12V', '24V', '36V', '42V']);
      await d.getByRole('radio', { name: 'D. 42V' }).check();
    },
  },
  {
    type: '多选题',
    stem: STEM.multiple,
    score: 4,
    fill: async (d) => {
      await fillOptions(d, ['立即切断电源', '用手直接拉开触电者', '用干燥木棒挑开电线', '拨打120']);
      for (const key of ['A', 'C', 'D'])
        await d.getByRole('checkbox', { name: new RegExp(`^${key}\\. `) }).check();
    },
  },
  {
    type: '判断题',
    stem: STEM.judge,
    score: 2,
    fill: (d) => d.getByRole('radio', { name: '错误' }).check(),
  },
  {
    type: '填空题',
    stem: STEM.blank,
    score: 2,
    fill: (d) => d.getByLabel('第1空').fill('36|36V'),
  },
  {
    type: '简答题',
    stem: STEM.short,
    score: 10,
    fill: (d) =>
      d
        .getByLabel('参考答案')
        .fill('先切断电源，再使触电者脱离电源，检查呼吸心跳，必要时心肺复苏并拨打120。'),
  },
];

test.use({ actionTimeout: 30_000 });

test('build questions and a random paper, sit it on the public page, mark it and read the results', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staff = await openAs(browser, 'huaxin01', '/train/course/list');

  // A new phone each run: a person has one live place per course.
  const student = { name: '严考生', phone: `137${String(Date.now() % 1e8).padStart(8, '0')}` };
  await test.step('a student is placed in a class of the course (the roster shows phones masked)', async () => {
    await staff.locator('.ant-table-row', { hasText: COURSE }).getByRole('button', { name: '班级' }).click();
    const drawer = staff.getByRole('dialog', { name: `班级管理 · ${COURSE}` });
    await drawer.getByRole('button', { name: '学员' }).first().click();
    const roster = staff.getByRole('dialog', { name: /^学员名单/ });
    await roster.getByLabel('姓名').fill(student.name);
    await roster.getByLabel('手机号').fill(student.phone);
    await roster.getByRole('button', { name: '安排入班' }).click();
    await expect(staff.getByText('新增成功')).toBeVisible();
    const masked = `${student.phone.slice(0, 3)}****${student.phone.slice(-4)}`;
    await expect(roster.locator('.ant-table-row', { hasText: masked })).toContainText(student.name);
    await roster.getByRole('button', { name: CLOSE }).click();
  });

  await test.step('a question of each of the five types, through the question form', async () => {
    await staff.goto(TOPICS);
    await settled(staff);
    await shot(staff, 'exam-1-topics-before.png');
    for (const spec of TOPIC_SPECS) {
      // The previous question's 新增成功 fades after 3 s; wait so that the one checked below is this save's.
      await expect(staff.getByText('新增成功')).toHaveCount(0);
      await staff.getByRole('button', { name: /^新\s*增$/ }).click();
      const dialog = staff.getByRole('dialog', { name: '新增试题' });
      await dialog.locator('.ant-radio-button-wrapper', { hasText: spec.type }).click();
      await dialog.getByRole('textbox', { name: '请输入题干，可插入图片' }).click();
      await staff.keyboard.type(spec.stem);
      await spec.fill(dialog);
      await dialog.getByLabel('分值').fill(String(spec.score));
      // The label list is virtual (only the options in view exist); typing narrows it to the one wanted.
      await dialog.getByLabel('课程标签').click();
      await staff.keyboard.type('电工');
      await pick(staff, '电工');
      await staff.keyboard.press('Escape');
      if (spec.type === '填空题') await shot(staff, 'exam-2-topic-blank-form.png');
      if (spec.type === '多选题') await shot(staff, 'exam-2-topic-multiple-form.png');
      await ok(dialog);
      await expect(staff.getByText('新增成功')).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    await settled(staff);
    for (const spec of TOPIC_SPECS)
      await expect(staff.locator('.ant-table-row', { hasText: spec.stem })).toContainText(spec.type);
    await shot(staff, 'exam-3-topics.png');
  });

  await test.step('the bank filters by type and stem text', async () => {
    const filters = staff.locator('form').first();
    await filters.getByLabel('题型').click();
    await pick(staff, '填空题');
    await filters.getByRole('button', { name: /查\s*询/ }).click();
    await settled(staff);
    await expect(staff.locator('.ant-table-row')).toHaveCount(1);
    await expect(staff.locator('.ant-table-row')).toContainText(STEM.blank);
    await filters.getByRole('button', { name: /重\s*置/ }).click();
    await filters.getByLabel('题干').fill('触电');
    await filters.getByRole('button', { name: /查\s*询/ }).click();
    await settled(staff);
    await expect(staff.locator('.ant-table-row')).toHaveCount(2);
  });

  await test.step('a paper drawn at random by label, type and count', async () => {
    await staff.goto(PAPERS);
    await settled(staff);
    await staff.getByRole('button', { name: /^新\s*增$/ }).click();
    const dialog = staff.getByRole('dialog', { name: '新增试卷' });
    await dialog.getByLabel('试卷名称').fill(PAPER);
    await dialog.getByLabel('所属课程').click();
    await pick(staff, COURSE);
    await dialog.getByLabel('考试时长').fill('30');
    await dialog.getByLabel('及格分').fill('12');
    await expect(dialog.getByRole('radio', { name: '随机抽题' })).toBeChecked();
    for (const [i, type] of ['单选题', '多选题', '判断题', '填空题', '简答题'].entries()) {
      if (i > 0) await dialog.getByRole('button', { name: '添加抽题规则' }).click();
      await dialog.getByLabel(`规则${i + 1}标签`).click();
      await pick(staff, '电工（5题）');
      await dialog.getByLabel(`规则${i + 1}题型`).click();
      await pick(staff, type);
      await dialog.getByLabel(`规则${i + 1}题数`).fill(i === 0 ? '2' : '1');
    }
    await expect(dialog.getByText('题库中有1题')).toHaveCount(5);
    // The bank holds one single-choice question of 电工: two cannot be drawn, and nothing is saved.
    await ok(dialog);
    await expect(staff.getByText('题库中“电工”的单选题只有1道，不足2道')).toBeVisible();
    await shot(staff, 'exam-4-paper-too-few.png');
    await dialog.getByLabel('规则1题数').fill('1');
    await shot(staff, 'exam-5-paper-form.png');
    await ok(dialog);
    await expect(staff.getByText('新增成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await settled(staff);
    const row = staff.locator('.ant-table-row', { hasText: PAPER });
    await expect(row).toContainText('随机抽题');
    await expect(row).toContainText('20 / 12');
    await expect(row).toContainText('未开放');
  });

  const row = staff.locator('.ant-table-row', { hasText: PAPER });
  const sitPath = await test.step('it is opened and its link given out', async () => {
    await row.getByRole('button', { name: '开放' }).click();
    const confirm = staff.getByRole('dialog', { name: '请确认是否开放试卷？' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(staff.getByText('操作成功')).toBeVisible();
    await settled(staff);
    await expect(row).toContainText('已开放');
    await row.getByRole('button', { name: '考试链接' }).click();
    const link = staff.getByRole('dialog', { name: `考试链接：${PAPER}` });
    await expect(link.getByRole('img', { name: '考试二维码' })).toBeVisible();
    await shot(staff, 'exam-6-paper-link.png');
    const href = await link.getByRole('link').getAttribute('href');
    await link.getByRole('button', { name: CLOSE }).click();
    expect(href).toMatch(/^\/exam\/sit\?paperCode=EP/);
    return href!;
  });

  await test.step('the student sits it on the public page; the objective part is marked at once', async () => {
    const person = await (await browser.newContext()).newPage();
    await person.goto(sitPath);
    await expect(person.getByRole('heading', { name: PAPER })).toBeVisible();
    await expect(person.getByText('5题')).toBeVisible();
    await person.getByLabel('姓名').fill('不是本班学员');
    await person.getByLabel('手机号').fill(student.phone);
    await person.getByRole('button', { name: '开始考试' }).click();
    await expect(person.getByText('未找到您在该课程的学员信息，请核对姓名和手机号')).toBeVisible();
    await person.getByLabel('姓名').fill(student.name);
    await shot(person, 'exam-7-sit-start.png');
    await person.getByRole('button', { name: '开始考试' }).click();
    await expect(person.getByRole('timer')).toContainText(/剩余时间 (30:00|29:\d\d)/);
    const q = (stem: string) => person.locator('section', { hasText: stem });
    await q(STEM.single).getByRole('radio', { name: 'D. 42V' }).check();
    // Two of the three right keys and no wrong one: half the score.
    await q(STEM.multiple).getByRole('checkbox', { name: 'A. 立即切断电源' }).check();
    await q(STEM.multiple).getByRole('checkbox', { name: 'C. 用干燥木棒挑开电线' }).check();
    await q(STEM.judge).getByRole('radio', { name: '错误' }).check();
    await q(STEM.blank).getByLabel('第1空').fill('３６'); // full-width digits are folded
    await q(STEM.short)
      .getByLabel('作答')
      .fill('先断开电源，用干燥木棒使触电者脱离电源，再做心肺复苏并拨打120。');
    await shot(person, 'exam-8-sit-answers.png');
    await person.getByRole('button', { name: /^交\s*卷$/ }).click();
    await person
      .getByRole('dialog', { name: '确认交卷？' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(person.getByText('已交卷，简答题待阅卷')).toBeVisible();
    await expect(person.getByText('客观题得分 8')).toBeVisible();
    await expect(person.getByRole('dialog')).toHaveCount(0);
    await shot(person, 'exam-9-sit-submitted.png');
    await person.context().close();
  });

  await test.step('the short answer is marked in the back office', async () => {
    await staff.reload();
    await settled(staff);
    await expect(row.locator('td').nth(7)).toHaveText('1');
    await row.getByRole('button', { name: '成绩' }).click();
    const drawer = staff.getByRole('dialog', { name: `考试成绩：${PAPER}` });
    const attempt = drawer.locator('.ant-table-row', { hasText: student.name });
    await expect(attempt).toContainText('待阅卷');
    await attempt.getByRole('button', { name: '阅卷' }).click();
    const sheet = staff.getByRole('dialog', { name: '阅卷' });
    await expect(sheet).toContainText('客观题得分8');
    await expect(sheet.getByText('得分 2')).toHaveCount(4);
    await sheet.getByLabel('得分（0—10）').fill('8');
    await shot(staff, 'exam-10-marking.png');
    await sheet.getByRole('button', { name: '提交阅卷' }).click();
    await expect(staff.getByText('操作成功')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(attempt).toContainText('已完成');
    await expect(attempt).toContainText('16');
    await expect(attempt).toContainText('及格');
    // Phones masked as in the class roster.
    await expect(attempt).toContainText(`${student.phone.slice(0, 3)}****${student.phone.slice(-4)}`);
    await expect(drawer).not.toContainText(student.phone);
    await shot(staff, 'exam-11-results.png');
  });

  await test.step('the statistics: pass rate and each question’s right-answer rate', async () => {
    const drawer = staff.getByRole('dialog', { name: `考试成绩：${PAPER}` });
    await drawer.getByRole('tab', { name: '成绩统计' }).click();
    const stat = (title: string) => drawer.locator('.ant-statistic', { hasText: title });
    await expect(stat('考试人次')).toContainText('1');
    await expect(stat('及格率')).toContainText('100%');
    await expect(stat('平均分')).toContainText('16');
    const rate = (stem: string) => drawer.locator('.ant-table-row', { hasText: stem });
    await expect(rate(STEM.single)).toContainText('100%');
    await expect(rate(STEM.multiple)).toContainText('0%');
    await expect(rate(STEM.blank)).toContainText('100%');
    await shot(staff, 'exam-12-statis.png');
  });

  await test.step('the attempts export to xlsx', async () => {
    const drawer = staff.getByRole('dialog', { name: `考试成绩：${PAPER}` });
    await drawer.getByRole('tab', { name: '考试记录' }).click();
    const download = staff.waitForEvent('download');
    await drawer.getByRole('button', { name: /^导\s*出$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${PAPER}-考试记录.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const rows = workbook.getWorksheet('考试记录')!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 7)).toEqual(['姓名', '手机号', '第几次', '状态', '得分', '是否及格']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 7).map(String)).toEqual([
      student.name,
      `${student.phone.slice(0, 3)}****${student.phone.slice(-4)}`,
      '1',
      '已完成',
      '16',
      '及格',
    ]);
  });
});
