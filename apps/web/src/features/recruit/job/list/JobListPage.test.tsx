import { JOB_MESSAGES, JOB_TABS, type JobRow, type JobTabState } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../../components';
import type { JobFormDrawerProps } from '../form/JobFormDrawer.tsx';
import JobListPage from './JobListPage.tsx';
import { jobButtonsOf } from './jobActions.tsx';

// The form drawer belongs to another screen: here it only shows how it was opened.
vi.mock('../form/JobFormDrawer.tsx', () => ({
  JobFormDrawer: ({ open }: JobFormDrawerProps) =>
    open ? <div data-testid="job-form">{`${open.mode}:${open.jobCode ?? ''}`}</div> : null,
}));

// The applicant list belongs to the applications screens: here it only shows which job it lists.
vi.mock('../../apply/list/index.ts', () => ({
  ApplicantList: (props: { mode: string; jobCode?: string; embedded?: boolean }) => (
    <div data-testid="applicant-list">{`${props.mode}:${props.jobCode}:${props.embedded ? 'embedded' : ''}`}</div>
  ),
}));

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});

const job = (jobCode: string, jobName: string, approveType: number, extra: Partial<JobRow> = {}): JobRow => ({
  jobCode,
  jobName,
  jobCategory: 'JC0107',
  jobCategoryParent: 'JC01',
  jobCategoryName: '数控操作工',
  cmpyCode: 'C_HENGDA',
  cmpyName: '新郑市恒达机械制造有限公司',
  flag: 2,
  jobMinSalary: 600000,
  jobMaxSalary: 900049,
  salaryDescribe: null,
  payCycle: 3,
  applicationNumber: 10,
  workType: 1,
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  jobAddress: '新建路88号',
  approveType,
  automaticalPublish: 0,
  deliverCount: 4,
  collectCount: 2,
  transpondCount: 1,
  remark: null,
  submitTime: '2026-11-13 15:48:33',
  checkTime: '2026-11-14 10:00:00',
  onlineTime: '2026-11-14 10:00:00',
  downTime: null,
  refreshTime: '2026-11-15 09:00:00',
  updateTime: '2026-11-15 09:00:00',
  ...extra,
});

/** One job per tab, named after it. */
const rowOf = (tab: number) =>
  job(`J${tab}`, `职位${tab}`, tab, tab === 1 ? { remark: '薪资范围不合理' } : {});

const ALL = ['*:*:*'];

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

describe('JobListPage', () => {
  let calls: { url: string; body: unknown }[] = [];
  /** The list's total, when a test wants more pages than rows. */
  let total: number | null = null;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url.startsWith('/api/recruit/job-info/queryJobInfoType'))
      return new Response(
        JSON.stringify(envelope(JOB_TABS.map((t) => ({ approveType: t.key, num: t.key + 1 })))),
      );
    if (url === '/api/recruit/job-info/queryJobInfoList') {
      const rows = [rowOf(body.approveType)];
      return new Response(JSON.stringify(envelope({ records: rows, total: total ?? rows.length })));
    }
    if (url.startsWith('/api/recruit/job-categories') || url.startsWith('/api/train/district'))
      return new Response(JSON.stringify(envelope([])));
    return new Response(JSON.stringify(envelope(null)));
  });
  const callsTo = (path: string) => calls.filter((c) => c.url.startsWith(`/api/recruit/job-info/${path}`));

  beforeEach(() => {
    calls = [];
    total = null;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = (codes: string[] = ALL) =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={codes}>
              <MemoryRouter initialEntries={['/recruit/job/list']}>
                <JobListPage />
                <Where />
              </MemoryRouter>
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );

  const rowButtons = async (jobName: string) => {
    const row = (await screen.findByText(jobName)).closest('tr') as HTMLElement;
    return within(row)
      .getAllByRole('button')
      .map((button) => button.textContent);
  };
  const openTab = async (tab: JobTabState) => {
    const label = JOB_TABS.find((t) => t.key === tab)?.label ?? '';
    await userEvent.click(await screen.findByRole('tab', { name: `${label}(${tab + 1})` }));
  };

  it('shows the tabs in the contract order with counts, 已上线 first, and each tab the buttons of the contract', async () => {
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() =>
      expect(tabs.map((t) => t.textContent)).toEqual(JOB_TABS.map((t) => `${t.label}(${t.key + 1})`)),
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('已上线(4)');
    expect(callsTo('queryJobInfoList')[0]?.body).toMatchObject({
      approveType: 3,
      pageNum: 1,
      pageSize: 10,
      source: '2',
    });
    for (const { key } of JOB_TABS) {
      await openTab(key);
      expect(await rowButtons(`职位${key}`)).toEqual(jobButtonsOf(key).map((b) => b.label));
      // The rejected tab shows the reason.
      if (key === 1) expect(screen.getByText('薪资范围不合理')).toBeTruthy();
    }
    expect(jobButtonsOf(3).map((b) => b.label)).toEqual([
      '刷新',
      '查看简历',
      '预览',
      '下线',
      '结束招聘',
      '强制下线',
      '发送招聘通知',
    ]);
    expect(jobButtonsOf(0).map((b) => b.label)).toEqual(['预览', '审核']);
  });

  it('shows only the buttons whose permission the user holds', async () => {
    renderPage(['plateform:recruit', 'recruit:list', 'recruit:refresh', 'recruit:queryResume']);
    expect(await rowButtons('职位3')).toEqual(['刷新', '查看简历', '预览']);
    expect(screen.queryByRole('button', { name: /发布职位/ })).toBeNull();
    await openTab(1);
    expect(await rowButtons('职位1')).toEqual(['预览']);
  });

  it('asks before going offline, says 下线成功 and reloads the rows and the counts', async () => {
    renderPage();
    await screen.findByText('职位3');
    await waitFor(() => expect(callsTo('queryJobInfoType')).toHaveLength(1));
    const lists = callsTo('queryJobInfoList').length;
    await userEvent.click(screen.getByRole('button', { name: '下线' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('请确认是否下线？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('下线成功')).toBeTruthy();
    expect(callsTo('onOrOffLineJobInfo').map((c) => c.body)).toEqual([{ onlineType: 0, jobInfoCode: 'J3' }]);
    await waitFor(() => expect(callsTo('queryJobInfoType')).toHaveLength(2));
    await waitFor(() => expect(callsTo('queryJobInfoList').length).toBeGreaterThan(lists));
  });

  it('refreshes without asking; a cancelled delete says 已取消删除 and deletes nothing', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '刷新' }));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
    expect(callsTo('refreshJobInfo/J3')).toHaveLength(1);

    await openTab(4);
    await screen.findByText('职位4');
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(JOB_MESSAGES.deleteConfirm).length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeTruthy();
    expect(callsTo('deleteJobInfo')).toHaveLength(0);
  });

  it('a confirmed delete of the last row of a later page says 删除成功 and steps back a page', async () => {
    total = 11;
    renderPage();
    await openTab(4);
    await screen.findByText('职位4');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo('queryJobInfoList').at(-1)?.body).toMatchObject({ pageNum: 2 }));
    await userEvent.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(callsTo('deleteJobInfo/J4')).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo('queryJobInfoList').at(-1)?.body).toMatchObject({ approveType: 4, pageNum: 1 }),
    );
  });

  it('reviews a pending job: a rejection sends approveType 1 with its reason', async () => {
    renderPage();
    await openTab(0);
    await userEvent.click(await screen.findByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('审核驳回'));
    await userEvent.type(await within(dialog).findByPlaceholderText('请输入驳回原因'), '信息不全');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(callsTo('checkJobInfo').map((c) => c.body)).toEqual([
      { jobCode: 'J0', approveType: 1, remark: '信息不全' },
    ]);
  });

  it('opens the form drawer to add, edit in the tab mode and copy', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /发布职位/ }));
    // Its code arrives on first open (lazyDialog).
    expect((await screen.findByTestId('job-form')).textContent).toBe('add:');
    await openTab(1);
    await screen.findByText('职位1');
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(screen.getByTestId('job-form').textContent).toBe('editRefuse:J1');
    await openTab(5);
    await screen.findByText('职位5');
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(screen.getByTestId('job-form').textContent).toBe('copy:J5');
  });

  it("查看简历 opens the applicants drawer with the job's applicant list", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '查看简历' }));
    // Its code arrives on first open (lazyDialog).
    const list = await screen.findByTestId('applicant-list');
    expect(list.closest('[role="dialog"]')).not.toBeNull();
    expect(list.textContent).toBe('single:J3:embedded');
  });
});
