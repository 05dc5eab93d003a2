import { test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';
import {
  animationsDone,
  button,
  choose,
  confirmBox,
  DETAIL_ADDRESS,
  drawPicture,
  expect,
  expectCounts,
  fieldError,
  LIST,
  message,
  ok,
  openList,
  openTab,
  passMaterial,
  pickCascader,
  pickLabels,
  pickWorkAddress,
  radio,
  row,
  shot,
  TABS,
  tabCounts,
  tallShot,
} from './job-steps.ts';

/**
 * 职位管理 (/recruit/job/list) end to end: the job form's messages, a job with every field (address picker,
 * label dialogs, an image uploaded into the material library and passed by an operator, the application
 * form), draft → publish → review → online → preview → offline → copy → delete, with every tab's count
 * checked against the counts read at the start (demo jobs J_DEMO_01…20 fill every tab).
 */

test.use({ actionTimeout: 30_000 });

const STAMP = Date.now() % 100_000;
const DRAFT_NAME = `齿轮装配工${STAMP}`;
const NAME = `减速机装配工${STAMP}`;
const COPY_NAME = `减速机总装工${STAMP}`;
const PICTURE = `装配车间${STAMP}`;
// Group-1 labels (工作描述) of the seed, in the order they occur: the tags taken on blur.
const INTRODUCTION =
  '负责减速机齿轮箱的装配与包装，长白班，计件工资，有流水线工作经验者优先。入职前两周有师傅带教。';
const WORK_TAGS = ['装配', '包装', '长白班', '计件', '流水线'];
const WELFARE = ['包吃', '包住', '五险一金'];
const INTERVIEW = ['身体健康', '吃苦耐劳'];

test('a company publishes a job through every step of its life, with the tab counts after each', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  // The operator works in a browser of their own, beside the company's.
  const operatorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const operator = await operatorContext.newPage();

  await loginAs(page, 'hengda01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(LIST)}`);
  await openList(page);
  expect(Object.keys(await tabCounts(page))).toEqual(TABS);
  const base = await tabCounts(page);
  await loginAs(operator, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(LIST)}`);
  await openList(operator);
  const operatorBase = await tabCounts(operator);
  // Company staff see their own company's jobs only.
  expect(operatorBase.已上线).toBeGreaterThan(base.已上线!);
  // Company staff do not review.
  await openTab(page, '待审核');
  await expect(row(page, '叉车司机')).toBeVisible();
  await expect(button(row(page, '叉车司机'), '审核')).toHaveCount(0);

  const form = page.getByRole('dialog', { name: '发布职位' });

  await test.step('1. the form drawer asks before closing with changes', async () => {
    await page.getByRole('button', { name: '发布职位' }).click();
    await expect(form).toBeVisible();
    await animationsDone(form.locator('xpath=..'));
    const box = (await form.boundingBox())!;
    expect(box.width).toBeCloseTo(1440 * 0.9, -1);
    await expect(form.getByTestId('job-form-incomplete')).toBeVisible();
    await expect(button(form, '保存草稿')).toBeDisabled();
    await expect(button(form, '发布')).toBeDisabled();
    // Company staff publish for their own company, fixed.
    const company = form.locator('.ant-form-item', { hasText: '招聘企业' }).locator('input');
    await expect(company).toHaveValue('新郑市恒达机械制造有限公司');
    await expect(company).toBeDisabled();

    await form.locator('#jobForm_jobName').click();
    await form.locator('#jobForm_jobName').fill('装配');
    await form.locator('.ant-drawer-close').click();
    const confirm = confirmBox(page, '直接关闭将不会保存您所做的更改，请确认是否关闭？');
    await expect(confirm).toBeVisible();
    await animationsDone(confirm.locator('xpath=ancestor::div[contains(@class,"ant-modal")][1]'));
    await shot(page, 'jobs-01-unsaved-changes.png', true);
    await button(confirm, '取消').click();
    await expect(confirm).toBeHidden();
    await expect(form).toBeVisible();
    await expect(form.locator('#jobForm_jobName')).toHaveValue('装配');
  });

  await test.step('2. every message of the form', async () => {
    // Empty: 查看 shows what is missing.
    await form.locator('#jobForm_jobName').fill('');
    await expect(form.getByTestId('job-form-incomplete')).toHaveText(/^还有 17 项未填写或不符合要求/);
    await button(form.getByTestId('job-form-incomplete'), '查看').click();
    const required = [
      '请输入职位名称',
      '请选择职位工种',
      '请输入招聘人数',
      '请输入工作地址',
      '请选择工作性质',
      '请选择招聘类型',
      '请输入职位描述',
      '请选择薪资类型',
      '请选择结算周期',
      '请输入最低薪资',
      '请选择职位福利',
      '请输入最低年龄',
      '请选择工作年限',
      '请选择性别要求',
      '请选择学历要求',
      '请输入联系人',
      '请输入联系电话',
    ];
    for (const text of required) await expect(fieldError(form, text)).toBeVisible();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(required.length);
    await tallShot(page, form, 'jobs-02-required.png');

    // Bad input.
    await form.locator('#jobForm_applicationNumber').fill('0');
    await expect(fieldError(form, '请输入正整数')).toBeVisible();
    await form.getByPlaceholder('最低薪资').fill('8000');
    await expect(fieldError(form, '请输入最高薪资')).toBeVisible();
    await form.getByPlaceholder('最高薪资').fill('5000');
    await expect(fieldError(form, '最低薪资应低于最高薪资')).toBeVisible();
    await form.getByPlaceholder('>=16').fill('15');
    await expect(fieldError(form, '请输入最高年龄')).toBeVisible();
    await form.getByPlaceholder('=<65').fill('40');
    await expect(fieldError(form, '最低年龄不得小于16岁')).toBeVisible();
    await form.getByPlaceholder('>=16').fill('45');
    await expect(fieldError(form, '最低年龄应低于最高年龄')).toBeVisible();
    await form.getByPlaceholder('>=16').fill('20');
    await form.getByPlaceholder('=<65').fill('66');
    await expect(fieldError(form, '最高年龄不得高于65岁')).toBeVisible();
    await form.locator('#jobForm_contactPhone').fill('abc12');
    await expect(fieldError(form, '请输入手机号或者固话，仅支持输入数字')).toBeVisible();
    await form.locator('#jobForm_entryRebate').fill('300');
    await expect(fieldError(form, '请输入返佣规则')).toBeVisible();
    await form.locator('#jobForm_entryRebate').fill('');
    await form.locator('#jobForm_rebateRule').fill('推荐人员入职满30天后发放');
    await expect(fieldError(form, '请输入入职返佣')).toBeVisible();
    await expect(fieldError(form, '请输入返佣规则')).toHaveCount(0);
    await tallShot(page, form, 'jobs-03-bad-input.png');

    // 其他: a free text instead of the range.
    await radio(form, 'jobForm_flag', '其他').check();
    await expect(form.getByPlaceholder('最低薪资')).toHaveCount(0);
    await expect(form.getByPlaceholder('请输入薪资')).toBeVisible();
    await button(form.getByTestId('job-form-incomplete'), '查看').click();
    await expect(fieldError(form, '请输入薪资')).toBeVisible();
    await form.getByPlaceholder('请输入薪资').scrollIntoViewIfNeeded();
    await shot(page, 'jobs-04-salary-text.png', true);
    await radio(form, 'jobForm_flag', '指定范围').check();
    await expect(form.getByPlaceholder('请输入薪资')).toHaveCount(0);
  });

  await test.step('3. every field, an image the operator passed, saved as a draft', async () => {
    await form.locator('#jobForm_jobName').fill(DRAFT_NAME);
    await form.locator('#jobForm_category').click();
    await pickCascader(page, ['生产制造', '装配工']);
    await expect(form.locator('.ant-form-item', { hasText: '职位工种' })).toContainText('生产制造 / 装配工');
    await form.locator('#jobForm_applicationNumber').fill('8');
    await pickWorkAddress(page, form);
    await choose(page, form, 'jobForm_workType', '全职');
    await radio(form, 'jobForm_socialRecruitment', '社会招聘').check();
    await form.locator('#jobForm_jobIntroduction').fill(INTRODUCTION);
    await form.locator('#jobForm_jobIntroduction').blur();
    await expect(form.locator('#jobForm_workDescription .ant-tag')).toHaveText(WORK_TAGS);

    await form.getByPlaceholder('最低薪资').fill('5500');
    await form.getByPlaceholder('最高薪资').fill('8000');
    await radio(form, 'jobForm_payCycle', '按月').check();
    await form.locator('#jobForm_entryRebate').fill('300');
    await pickLabels(page, form, '选择福利', '选择职位福利', WELFARE);
    await expect(form.locator('#jobForm_jobWelfare .ant-tag')).toHaveText(WELFARE);

    await form.getByPlaceholder('>=16').fill('18');
    await form.getByPlaceholder('=<65').fill('45');
    await choose(page, form, 'jobForm_workYears', '1年');
    await radio(form, 'jobForm_genderRequirement', '不限').check();
    await choose(page, form, 'jobForm_academicRequirement', '初中');
    await pickLabels(page, form, '选择面试要求', '选择面试要求', INTERVIEW);
    await expect(form.locator('#jobForm_interviewRequirements .ant-tag')).toHaveText(INTERVIEW);
    await form.locator('#jobForm_otherRequirements').fill('能适应车间噪音环境，服从班组安排');
    await form.locator('#jobForm_contactName').fill('李强');
    await form.locator('#jobForm_contactPhone').fill('037162581234');

    // An image: uploaded into the library from the picker, under review until the operator passes it.
    await form.locator('#jobForm_pictures').click();
    let picker = page.getByRole('dialog', { name: '选择图片' });
    await expect(picker).toBeVisible();
    await picker.locator('input[type=file]').setInputFiles({
      name: `${PICTURE}.png`,
      mimeType: 'image/png',
      buffer: await drawPicture(page, '装配车间'),
    });
    const card = picker.locator('.ant-card', { hasText: PICTURE });
    await expect(card.getByText('审核中')).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: `选择${PICTURE}` })).toBeDisabled();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await shot(page, 'jobs-05-picture-under-review.png', true);
    await button(picker, '取消').click();
    await expect(picker).toBeHidden();

    await passMaterial(operator, PICTURE);

    await form.locator('#jobForm_pictures').click();
    picker = page.getByRole('dialog', { name: '选择图片' });
    await expect(picker.locator('.ant-card', { hasText: PICTURE }).getByText('审核通过')).toBeVisible();
    await picker.getByRole('checkbox', { name: `选择${PICTURE}` }).check();
    await expect(picker.getByText('已选择 1/5')).toBeVisible();
    await ok(page, picker);
    await expect(picker).toBeHidden();
    await expect(form.getByRole('img', { name: PICTURE })).toHaveJSProperty('complete', true);
    await expect(form.getByText('已选择 1/5')).toBeVisible();

    // The application form, previewed in its 380-wide popover.
    await choose(page, form, 'jobForm_formId', '就业意向登记表');
    await form
      .locator('.ant-form-item', { hasText: '报名表单' })
      .getByRole('button', { name: /预\s*览/ })
      .click();
    const popover = page.locator('.ant-popover', { hasText: '报名表单预览' });
    await expect(popover).toBeVisible();
    await expect(popover.getByText('意向工种')).toBeVisible();
    await animationsDone(popover);
    expect((await popover.locator('.ant-popover-container').boundingBox())!.width).toBeCloseTo(380, 0);
    await shot(page, 'jobs-06-form-popover.png', true);
    await form
      .locator('.ant-form-item', { hasText: '报名表单' })
      .getByRole('button', { name: /预\s*览/ })
      .click();
    await expect(popover).toBeHidden();

    await radio(form, 'jobForm_automaticalPublish', '否').check();
    // Everything is valid: the rebate has its rule, every message is gone.
    await expect(form.getByTestId('job-form-incomplete')).toHaveCount(0);
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await expect(button(form, '保存草稿')).toBeEnabled();
    await tallShot(page, form, 'jobs-07-form-filled.png');

    await button(form, '保存草稿').click();
    await expect(message(page, '新增成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expectCounts(page, base, { 草稿: 1 });
    await openTab(page, '草稿');
    await expect(row(page, DRAFT_NAME)).toContainText('5500-8000元/月');
    await expect(row(page, DRAFT_NAME)).toContainText('河南省 郑州市 新郑市');
    await shot(page, 'jobs-08-draft.png');
  });

  await test.step('4. the draft is edited and published for review', async () => {
    await button(row(page, DRAFT_NAME), '编辑').click();
    const edit = page.getByRole('dialog', { name: '编辑草稿' });
    await expect(edit.locator('#jobForm_jobName')).toHaveValue(DRAFT_NAME);
    await expect(edit.locator('#jobForm_workDescription .ant-tag')).toHaveText(WORK_TAGS);
    await expect(edit.getByRole('img', { name: /职位图片1|装配车间/ })).toBeVisible();
    await edit.locator('#jobForm_jobName').fill(NAME);
    await button(edit, '发布').click();
    await expect(message(page, '提交成功')).toBeVisible();
    await expect(edit).toBeHidden();
    await expectCounts(page, base, { 待审核: 1 });
    await expect(row(page, DRAFT_NAME)).toHaveCount(0);
    await openTab(page, '待审核');
    await expect(row(page, NAME)).toContainText('手动上线');
    await expect(button(row(page, NAME), '预览')).toBeVisible();
    await expect(button(row(page, NAME), '编辑')).toHaveCount(0);
  });

  await test.step('5. the operator passes it (to 审核通过: no automatic publishing) and rejects another', async () => {
    await openList(operator);
    await expectCounts(operator, operatorBase, { 待审核: 1 });
    await openTab(operator, '待审核');
    await button(row(operator, NAME), '审核').click();
    const review = operator.getByRole('dialog', { name: '职位审核' });
    await expect(review).toContainText(NAME);
    await expect(review).toContainText('审核通过后需手动上线');
    await expect(review.getByRole('radio', { name: '审核通过' })).toBeChecked();
    await ok(operator, review);
    await expect(message(operator, '操作成功')).toBeVisible();
    await expect(review).toBeHidden();
    await expectCounts(operator, operatorBase, { 审核通过: 1 });
    await expect(row(operator, NAME)).toHaveCount(0);
    await openTab(operator, '审核通过');
    await expect(row(operator, NAME)).toContainText('新郑市恒达机械制造有限公司');
    await shot(operator, 'jobs-09-passed.png');

    // A demo job of the same company: rejected with the reason the company reads.
    await expect(operator.locator('.ant-message-notice')).toHaveCount(0);
    await openTab(operator, '待审核');
    await button(row(operator, '叉车司机'), '审核').click();
    await review.getByRole('radio', { name: '审核驳回' }).check();
    await ok(operator, review);
    await expect(review.getByText('请输入驳回原因', { exact: true }).last()).toBeVisible();
    await review.getByLabel('驳回原因').fill('请补充叉车证编号及有效期');
    await ok(operator, review);
    await expect(message(operator, '操作成功')).toBeVisible();
    await expectCounts(operator, operatorBase, { 审核通过: 1, 待审核: -1, 审核驳回: 1 });
    await openTab(operator, '审核驳回');
    await expect(row(operator, '叉车司机')).toContainText('请补充叉车证编号及有效期');
    await shot(operator, 'jobs-10-rejected.png');
  });

  await test.step('6. the company puts it online and previews it', async () => {
    await openList(page);
    await expectCounts(page, base, { 审核通过: 1, 待审核: -1, 审核驳回: 1 });
    await openTab(page, '审核驳回');
    await expect(row(page, '叉车司机')).toContainText('请补充叉车证编号及有效期');
    await openTab(page, '审核通过');
    await button(row(page, NAME), '上线').click();
    const confirm = confirmBox(page, '请确认是否上线？');
    await expect(confirm).toBeVisible();
    await ok(page, confirm);
    await expect(message(page, '上线成功')).toBeVisible();
    await expectCounts(page, base, { 已上线: 1, 待审核: -1, 审核驳回: 1 });
    await openTab(page, '已上线');
    await expect(row(page, NAME)).toContainText('5500-8000元/月');

    // The drawer's title shows once the toast has gone.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await button(row(page, NAME), '预览').click();
    const preview = page.getByRole('dialog', { name: '职位预览' });
    const detail = preview.getByTestId('job-detail');
    await expect(detail).toBeVisible();
    await animationsDone(preview.locator('xpath=..'));
    await expect(detail.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(detail.getByRole('heading', { name: '5500-8000元/月' })).toBeVisible();
    await expect(detail).toContainText('已上线');
    const qr = detail.getByRole('img', { name: '报名二维码' });
    await expect(qr).toHaveJSProperty('complete', true);
    expect(
      await qr.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    for (const text of [
      '8人',
      '300元/人',
      '推荐人员入职满30天后发放',
      '就业意向登记表',
      '初中',
      '1年',
      '18-45岁',
    ])
      await expect(detail).toContainText(text);
    for (const tag of [...WELFARE, ...INTERVIEW, ...WORK_TAGS])
      await expect(detail.locator('.ant-tag', { hasText: new RegExp(`^${tag}$`) })).toBeVisible();
    await expect(detail.getByRole('img', { name: '职位图片1' })).toHaveJSProperty('complete', true);
    await expect(detail).toContainText(`河南省 郑州市 新郑市 ${DETAIL_ADDRESS}`);
    await expect(detail).toContainText('037162581234');
    await expect(detail.getByTestId('map-canvas')).toBeVisible();
    await expect(detail.locator('.leaflet-marker-icon.hr-map-pin')).toBeVisible();
    // Its history: who did what, the operator's review included.
    await expect(detail.locator('.ant-timeline-item')).toHaveText([
      /^创建\s*李强/,
      /^编辑并提交\s*李强/,
      /^审核通过\s*王丽/,
      /^上线\s*李强/,
    ]);
    await shot(page, 'jobs-11-preview.png', true);
    await detail.getByText('审核通过').last().scrollIntoViewIfNeeded();
    await expect(detail.locator('.leaflet-tile-loaded, .leaflet-overlay-pane path').first()).toBeAttached();
    await page.waitForTimeout(600); // the map's fly-to animation
    await shot(page, 'jobs-12-preview-map.png', true);

    // The job's copy of its application form, in the 380-wide popover.
    await detail.getByRole('button', { name: '预览表单' }).scrollIntoViewIfNeeded();
    await detail.getByRole('button', { name: '预览表单' }).click();
    const formPreview = page.getByTestId('job-form-preview');
    await expect(formPreview.getByText('意向工种')).toBeVisible();
    const popover = page.locator('.ant-popover', { has: formPreview });
    await animationsDone(popover);
    // The popover as it shows, padding included, is 380 wide.
    expect((await popover.locator('.ant-popover-container').boundingBox())!.width).toBeCloseTo(380, 0);
    await shot(page, 'jobs-13-preview-form.png', true);
    await page.keyboard.press('Escape');
    await preview.locator('.ant-drawer-close').click();
    await expect(preview).toBeHidden();
  });

  await test.step('7. offline, then copied into a new job for review', async () => {
    await button(row(page, NAME), '下线').click();
    const confirm = confirmBox(page, '请确认是否下线？');
    await expect(confirm).toBeVisible();
    await ok(page, confirm);
    await expect(message(page, '下线成功')).toBeVisible();
    await expectCounts(page, base, { 已下线: 1, 待审核: -1, 审核驳回: 1 });
    await openTab(page, '已下线');
    await expect(button(row(page, NAME), '上线')).toHaveCount(0);

    await button(row(page, NAME), '复制').click();
    const copy = page.getByRole('dialog', { name: '复制职位' });
    await expect(copy.locator('#jobForm_jobName')).toHaveValue(NAME);
    await expect(copy.locator('#jobForm_address')).toHaveValue(new RegExp(DETAIL_ADDRESS));
    await expect(copy.locator('#jobForm_jobWelfare .ant-tag')).toHaveText(WELFARE);
    await expect(copy.locator('#jobForm_interviewRequirements .ant-tag')).toHaveText(INTERVIEW);
    await expect(copy.getByPlaceholder('最低薪资')).toHaveValue('5500');
    await expect(copy.getByPlaceholder('=<65')).toHaveValue('45');
    await expect(copy.locator('.ant-form-item', { hasText: '报名表单' })).toContainText('就业意向登记表');
    await expect(radio(copy, 'jobForm_automaticalPublish', '否')).toBeChecked();
    await expect(copy.getByText('已选择 1/5')).toBeVisible();
    await expect(copy.getByTestId('job-form-incomplete')).toHaveCount(0);
    await copy.locator('#jobForm_jobName').fill(COPY_NAME);
    await animationsDone(copy.locator('xpath=..'));
    await shot(page, 'jobs-14-copy.png', true);
    await button(copy, '发布').click();
    await expect(message(page, '新增成功')).toBeVisible();
    await expect(copy).toBeHidden();
    await expectCounts(page, base, { 已下线: 1, 审核驳回: 1 });
    await openTab(page, '待审核');
    await expect(row(page, COPY_NAME)).toBeVisible();
  });

  await test.step('8. the offline job is deleted after a cancelled first try', async () => {
    await openTab(page, '已下线');
    const job = row(page, NAME);
    await button(job, '删除').click();
    const confirm = confirmBox(page, '此操作将删除当前招聘信息, 是否继续?');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('提示');
    await button(confirm, '取消').click();
    await expect(message(page, '已取消删除')).toBeVisible();
    await expect(job).toBeVisible();
    await button(job, '删除').click();
    await ok(page, confirm);
    await expect(message(page, '删除成功')).toBeVisible();
    await expect(job).toHaveCount(0);
    await expectCounts(page, base, { 审核驳回: 1 });
    await shot(page, 'jobs-15-deleted.png');

    await openList(operator);
    await expectCounts(operator, operatorBase, { 审核驳回: 1 });
  });

  // The company's library back as it was for the tests that count its materials (the copied job keeps
  // its picture: a material is removed softly).
  await page.goto('/recruit/material/list');
  const card = page.locator('.ant-row .ant-card', { hasText: PICTURE });
  await button(card, '删除').click();
  await ok(page, confirmBox(page, PICTURE));
  await expect(message(page, '删除成功')).toBeVisible();
  await expect(card).toHaveCount(0);
  await operatorContext.close();
});
