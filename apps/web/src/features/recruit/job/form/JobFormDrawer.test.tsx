import { JOB_MESSAGES as M } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge } from '../../../../components';
import { JobFormDrawer, type JobFormDrawerProps } from './JobFormDrawer.tsx';
import { demoJob } from './jobForm.test-helper.ts';

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});
const json = (body: unknown) => new Response(JSON.stringify(body));

const WORK_LABELS = ['数控', '车床', '看图纸', '两班倒', '包装', '质检', '叉车', '焊接', '装配', '仓储'];
const labels = {
  1: WORK_LABELS.map((labelName, i) => ({
    labelCode: `JL1${i}`,
    labelName,
    labelSort: 1,
    welfareType: null,
    contentKey: 1,
    createTime: null,
  })),
  2: [],
  3: [],
  4: [],
  5: [],
};

const operator = { userCode: 'U1', username: 'admin', realName: '管理员', cmpyCode: null, cmpyName: null };
const staff = {
  userCode: 'U2',
  username: 'hengda01',
  realName: '恒达',
  cmpyCode: 'C_HENGDA',
  cmpyName: '恒达精密',
};

describe('JobFormDrawer', () => {
  let user: typeof operator | typeof staff = operator;
  let saveAnswer = envelope({ jobCode: 'J_NEW' });
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/pclogin/userauth/currentUser'))
      return json(envelope({ ...user, roleNames: [], permissions: ['*:*:*'], menus: [] }));
    if (url.startsWith('/api/recruit/job-label/queryJobLabel')) return json(envelope(labels));
    if (url.startsWith('/api/recruit/job-info/queryJobInfoDetail/')) return json(envelope(demoJob));
    if (url === '/api/recruit/job-info/saveJobInfo' || url === '/api/recruit/job-info/editJobInfo')
      return json(saveAnswer);
    if (url.startsWith('/api/recruit/job-categories/queryJobCategories'))
      return json(
        envelope([
          {
            categorieCode: 'JC07',
            categorieName: '行政文员',
            categorieParentCode: null,
            categorieSort: 1,
            children: [
              {
                categorieCode: 'JC0701',
                categorieName: '仓库文员',
                categorieParentCode: 'JC07',
                categorieSort: 1,
                children: [],
              },
            ],
          },
        ]),
      );
    if (url.startsWith('/api/cmpy/list'))
      return json(
        envelope({
          records: [
            { cmpyCode: 'C_HENGDA', cmpyName: '恒达精密' },
            { cmpyCode: 'C_YUNFAN', cmpyName: '郑州云帆物流有限公司' },
          ],
          total: 2,
        }),
      );
    if (url.startsWith('/api/train/train-form-info/list'))
      return json(envelope([{ id: 3, bizCode: 'F_JOB_INTENT', formName: '就业意向登记表' }]));
    return json(envelope(null));
  });
  const sent = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => url === `/api/recruit/job-info/${path}`)
      .map(([, init]) => JSON.parse(String(init?.body)));

  beforeEach(() => {
    user = operator;
    saveAnswer = envelope({ jobCode: 'J_NEW' });
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderDrawer = (open: JobFormDrawerProps['open']) => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <JobFormDrawer open={open} onClose={onClose} onSaved={onSaved} />
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
    return { onClose, onSaved };
  };
  const field = (name: string) => document.getElementById(`jobForm_${name}`) as HTMLInputElement;
  const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
  const publish = () => button(/^发\s*布$/);
  const draft = () => button(/^保存草稿$/);
  const type = (name: string, text: string) => fireEvent.change(field(name), { target: { value: text } });
  const byPlaceholder = (text: string) => screen.getByPlaceholderText(text) as HTMLInputElement;
  const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
  const closeDrawer = () => fireEvent.click(document.querySelector('.ant-drawer-close')!);

  it('add: titled 发布职位, both saves disabled while empty; 查看 shows every required message', async () => {
    renderDrawer({ mode: 'add' });
    expect(await screen.findByText('发布职位')).toBeTruthy();
    await screen.findByText(/项未填写或不符合要求/);
    expect(publish().disabled).toBe(true);
    expect(draft().disabled).toBe(true);
    await userEvent.click(button(/^查\s*看$/));
    const shown = () =>
      [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() => expect(shown()).toContain(M.contactPhoneRequired));
    for (const message of [
      M.nameRequired,
      M.introductionRequired,
      M.categoryRequired,
      M.companyRequired,
      M.addressRequired,
      M.headcountRequired,
      M.flagRequired,
      M.minSalaryRequired,
      M.payCycleRequired,
      M.welfareRequired,
      M.ageMinRequired,
      M.workYearsRequired,
      M.genderRequired,
      M.educationRequired,
      M.recruitmentTypeRequired,
      M.workTypeRequired,
      M.contactNameRequired,
      M.contactPhoneRequired,
    ])
      expect(shown()).toContain(message);
  });

  it('保存草稿 needs only the name and company; what is filled is still checked; 发布 keeps the full rules', async () => {
    user = staff;
    const { onSaved } = renderDrawer({ mode: 'add' });
    expect(await screen.findByDisplayValue('恒达精密')).toBeTruthy();
    expect(draft().disabled).toBe(true);
    type('jobName', '仓库文员（草稿）');
    await waitFor(() => expect(draft().disabled).toBe(false));
    expect(publish().disabled).toBe(true);
    type('contactPhone', '123');
    await waitFor(() => expect(draft().disabled).toBe(true));
    type('contactPhone', '');
    await waitFor(() => expect(draft().disabled).toBe(false));
    await userEvent.click(draft());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = sent('saveJobInfo');
    expect(body).toMatchObject({ jobName: '仓库文员（草稿）', cmpyCode: 'C_HENGDA', approveType: 6 });
    expect(body.jobIntroduction).toBeUndefined();
    expect(body.contactPhone).toBeUndefined();
  });

  it('shows the messages of bad input, pair rules included', async () => {
    renderDrawer({ mode: 'add' });
    await screen.findByText(/项未填写或不符合要求/);
    type('applicationNumber', '0');
    expect(await screen.findByText(M.positiveInteger)).toBeTruthy();
    type('contactPhone', '12a');
    expect(await screen.findByText(M.contactPhoneInvalid)).toBeTruthy();
    fireEvent.change(byPlaceholder('最低薪资'), { target: { value: '8000' } });
    fireEvent.change(byPlaceholder('最高薪资'), { target: { value: '5000' } });
    expect(await screen.findByText(M.salaryOrder)).toBeTruthy();
    fireEvent.change(byPlaceholder('>=16'), { target: { value: '15' } });
    fireEvent.change(byPlaceholder('=<65'), { target: { value: '40' } });
    expect(await screen.findByText(M.ageMinTooLow)).toBeTruthy();
    fireEvent.change(byPlaceholder('>=16'), { target: { value: '20' } });
    fireEvent.change(byPlaceholder('=<65'), { target: { value: '70' } });
    expect(await screen.findByText(M.ageMaxTooHigh)).toBeTruthy();
    fireEvent.change(byPlaceholder('=<65'), { target: { value: '20' } });
    expect(await screen.findByText(M.ageOrder)).toBeTruthy();
    type('entryRebate', '300');
    expect(await screen.findByText(M.ruleRequired)).toBeTruthy();
    type('entryRebate', '');
    type('rebateRule', '入职满月发放');
    expect(await screen.findByText(M.rebateRequired)).toBeTruthy();
    // 其他 asks for the free text instead of the range.
    await userEvent.click(screen.getByLabelText('其他'));
    expect(screen.queryByPlaceholderText('最低薪资')).toBeNull();
    type('salaryDescribe', '');
    await userEvent.click(button(/^查\s*看$/));
    expect(await screen.findByText(M.salaryTextRequired)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('面议'));
    await waitFor(() => expect(screen.queryByText(M.salaryTextRequired)).toBeNull());
    expect(screen.queryByPlaceholderText('请输入薪资')).toBeNull();
  });

  it('takes at most 8 work-description tags from the introduction on blur', async () => {
    renderDrawer({ mode: 'add' });
    await screen.findByText(/项未填写或不符合要求/);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u.includes('queryJobLabel'))).toBe(true));
    const text = `会${WORK_LABELS.join('、')}`;
    type('jobIntroduction', text);
    expect(screen.queryByText('数控', { selector: '.ant-tag *, .ant-tag' })).toBeNull();
    fireEvent.blur(field('jobIntroduction'));
    await waitFor(() =>
      expect(document.querySelectorAll('#jobForm_workDescription .ant-tag')).toHaveLength(8),
    );
    const tags = [...document.querySelectorAll('#jobForm_workDescription .ant-tag')].map(
      (t) => t.textContent,
    );
    expect(tags).toEqual(WORK_LABELS.slice(0, 8));
    // A removed tag stays removed while the text is unchanged.
    fireEvent.click(document.querySelector('#jobForm_workDescription .ant-tag .ant-tag-close-icon')!);
    fireEvent.blur(field('jobIntroduction'));
    await waitFor(() =>
      expect(document.querySelectorAll('#jobForm_workDescription .ant-tag')).toHaveLength(7),
    );
  });

  it('closes an untouched new form at once', async () => {
    const first = renderDrawer({ mode: 'add' });
    await screen.findByText(/项未填写或不符合要求/);
    closeDrawer();
    expect(first.onClose).toHaveBeenCalledOnce();
  });

  it('closes a loaded job at once while nothing changed', async () => {
    const { onClose } = renderDrawer({ mode: 'edit', jobCode: 'J_DEMO_08' });
    await waitFor(() => expect(field('jobName').value).toBe('仓库文员'));
    await screen.findByText('就业意向登记表');
    closeDrawer();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(M.unsavedChanges)).toBeNull();
  });

  it('asks before closing with unsaved changes: 取消 keeps the form, 确定 closes', async () => {
    const { onClose } = renderDrawer({ mode: 'add' });
    await screen.findByText(/项未填写或不符合要求/);
    type('jobName', '质检员');
    closeDrawer();
    expect(await screen.findByText(M.unsavedChanges)).toBeTruthy();
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /^取\s*消$/ }));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('jobName').value).toBe('质检员');
    closeDrawer();
    await waitFor(() => expect(confirmDialog()).toBeTruthy());
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it.each([
    ['edit', '编辑职位'],
    ['editDraft', '编辑草稿'],
    ['editRefuse', '编辑驳回职位'],
  ] as const)('%s: loads the job; 发布 resubmits it (approveType 0, 提交成功)', async (mode, title) => {
    const { onSaved, onClose } = renderDrawer({ mode, jobCode: 'J_DEMO_08' });
    expect(await screen.findByText(title)).toBeTruthy();
    await waitFor(() => expect(field('jobName').value).toBe('仓库文员'));
    await waitFor(() => expect(publish().disabled).toBe(false));
    await userEvent.click(publish());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(sent('editJobInfo')[0]).toMatchObject({
      jobCode: 'J_DEMO_08',
      approveType: 0,
      jobMinSalary: 400000,
      jobMaxSalary: 550000,
      ageRequirement: '20-40',
      jobPictureCodes: ['M1', 'M2'],
    });
    expect(sent('saveJobInfo')).toHaveLength(0);
  });

  it('edit: 保存草稿 keeps the job a draft (approveType 6, 更新成功)', async () => {
    const { onSaved } = renderDrawer({ mode: 'editDraft', jobCode: 'J_DEMO_08' });
    await waitFor(() => expect(draft().disabled).toBe(false));
    await userEvent.click(draft());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(sent('editJobInfo')[0]).toMatchObject({ jobCode: 'J_DEMO_08', approveType: 6 });
  });

  it('copy: saves a new job naming its source (sourceJobCode, 新增成功), salary typed in yuan sent in cents', async () => {
    const { onSaved } = renderDrawer({ mode: 'copy', jobCode: 'J_DEMO_08' });
    expect(await screen.findByText('复制职位')).toBeTruthy();
    await waitFor(() => expect(publish().disabled).toBe(false));
    fireEvent.change(byPlaceholder('最高薪资'), { target: { value: '6000' } });
    await userEvent.click(draft());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const [body] = sent('saveJobInfo');
    expect(body).toMatchObject({ sourceJobCode: 'J_DEMO_08', approveType: 6, jobMaxSalary: 600000 });
    expect(body).not.toHaveProperty('jobCode');
    expect(sent('editJobInfo')).toHaveLength(0);
  });

  it('shows the server’s message and stays open when a save is refused', async () => {
    saveAnswer = envelope(null, 400, M.companyNotCertified);
    const { onSaved, onClose } = renderDrawer({ mode: 'copy', jobCode: 'J_DEMO_08' });
    await waitFor(() => expect(publish().disabled).toBe(false));
    await userEvent.click(publish());
    expect(await screen.findByText(M.companyNotCertified)).toBeTruthy();
    expect(sent('saveJobInfo')[0]).toMatchObject({ approveType: 0, sourceJobCode: 'J_DEMO_08' });
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('jobName').value).toBe('仓库文员');
    await waitFor(() => expect(publish().disabled).toBe(false));
  });

  it('drops the pictures, video and form of the previous company when another company is chosen', async () => {
    const { onSaved } = renderDrawer({ mode: 'editDraft', jobCode: 'J_DEMO_08' });
    await waitFor(() => expect(draft().disabled).toBe(false));
    fireEvent.mouseDown(document.querySelector('#jobForm_cmpyCode')!.closest('.ant-select')!);
    fireEvent.click(
      await screen.findByText('郑州云帆物流有限公司', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(draft());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [body] = sent('editJobInfo');
    // A draft leaves empty lists out (the server stores none).
    expect(body).toMatchObject({ cmpyCode: 'C_YUNFAN' });
    expect(body.jobPictureCodes ?? []).toEqual([]);
    expect(body.jobVideoCodes ?? []).toEqual([]);
    expect(body.formId).toBeUndefined();
  });

  it('keeps a loaded job’s pictures, video and form while its company stays', async () => {
    const { onSaved } = renderDrawer({ mode: 'editDraft', jobCode: 'J_DEMO_08' });
    await waitFor(() => expect(draft().disabled).toBe(false));
    await userEvent.click(draft());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent('editJobInfo')[0]).toMatchObject({
      cmpyCode: 'C_HENGDA',
      jobPictureCodes: ['M1', 'M2'],
      jobVideoCodes: ['V1'],
      formId: 3,
    });
  });

  it('company staff: their company is fixed, no picker', async () => {
    user = staff;
    renderDrawer({ mode: 'add' });
    expect(await screen.findByDisplayValue('恒达精密')).toBeTruthy();
    expect(field('cmpyCode')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/cmpy/list'))).toBe(false);
  });
});
