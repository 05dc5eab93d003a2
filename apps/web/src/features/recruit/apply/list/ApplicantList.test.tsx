import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicantList } from './ApplicantList.tsx';
import { applyRow, callsTo, type MockApi, mockApi, renderWithApp } from './applicantList.test-helper.tsx';

let api: MockApi;
let fetchMock: ReturnType<typeof mockApi>['fetchMock'];

beforeEach(() => {
  ({ api, fetchMock } = mockApi());
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const buttonNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/\s/g, ''));

describe('ApplicantList rows', () => {
  it("shows the state's pipeline buttons (buttonsForState) and the tab's stage columns", async () => {
    api.counts = { 0: 1, 4: 2 };
    api.rows = {
      0: [applyRow('A1', '张伟', 0, { formValue: { f1: '郑州' } })],
      4: [
        applyRow('A2', '李娜', 4, { stateName: '待入职' }),
        applyRow('A3', '王强', 10, { stateName: '已入职', stationName: '新建路服务站' }),
      ],
    };
    renderWithApp(<ApplicantList mode="all" variant="applications" />);
    expect(buttonNames(await rowOf('张伟'))).toEqual([
      '详情',
      '通过初筛',
      '邀约面试',
      '录用',
      '不合适',
      '查看表单',
      '疫情打卡',
    ]);
    expect(screen.getByRole('tab', { name: '新简历(1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '通过初筛(0)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '录用(2)' }));
    expect(buttonNames(await rowOf('李娜'))).toEqual(['详情', '未入职', '入职', '疫情打卡']);
    const joined = await rowOf('王强');
    expect(buttonNames(joined)).toEqual(['详情', '离职', '疫情打卡']);
    expect(within(joined).getByText('新建路服务站')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '处理时间' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '入职状态' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '报名职位' })).toBeTruthy();
  });

  it('shows only the buttons whose permission the user holds; 疫情打卡 has no gate', async () => {
    api.rows = { 0: [applyRow('A1', '张伟', 0)] };
    renderWithApp(<ApplicantList mode="all" variant="applications" />, [
      'plateform:recruit',
      'recruit:resumeList',
      'recruit:resumePass',
      'recruit:resumeBatchEdit',
    ]);
    expect(buttonNames(await rowOf('张伟'))).toEqual(['通过初筛', '疫情打卡']);
    // Batch: only the actions held; no export without checkResume:export.
    expect(screen.getByRole('button', { name: '批量通过初筛' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批量录用' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('confirms a row action, calls updateState with its operateType and reloads rows and counts', async () => {
    api.rows = { 0: [applyRow('A1', '张伟', 0)] };
    renderWithApp(<ApplicantList mode="all" variant="applications" />);
    await userEvent.click(within(await rowOf('张伟')).getByRole('button', { name: '通过初筛' }));
    expect((await screen.findAllByText('请确认是否通过初筛？')).length).toBeGreaterThan(0);
    const listCalls = callsTo(fetchMock, '/queryPageJobApplyInfo').length;
    const countCalls = callsTo(fetchMock, '/queryStateCount').length;
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    const [url] = callsTo(fetchMock, '/updateState')[0]!;
    expect(url).toContain('applyCode=A1');
    expect(url).toContain('operateType=3');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/queryPageJobApplyInfo').length).toBeGreaterThan(listCalls),
    );
    expect(callsTo(fetchMock, '/queryStateCount').length).toBeGreaterThan(countCalls);
  });
});

describe('ApplicantList batch bar', () => {
  const batchLabels = () =>
    screen
      .queryAllByRole('button')
      .map((button) => button.textContent?.replace(/\s/g, '') ?? '')
      .filter((text) => text.startsWith('批量'));

  it("shows each tab's batch buttons (batchButtonsForTab)", async () => {
    renderWithApp(<ApplicantList mode="all" variant="resumes" />);
    await screen.findByRole('tab', { name: '新简历(0)' });
    expect(batchLabels()).toEqual(['批量通过初筛', '批量邀约面试', '批量录用', '批量不合适']);
    await userEvent.click(screen.getByRole('tab', { name: '通过初筛(0)' }));
    expect(batchLabels()).toEqual(['批量邀约面试', '批量录用', '批量不合适']);
    await userEvent.click(screen.getByRole('tab', { name: '不合适(0)' }));
    expect(batchLabels()).toEqual(['批量通过初筛', '批量邀约面试', '批量录用']);
    await userEvent.click(screen.getByRole('tab', { name: '录用(0)' }));
    expect(batchLabels()).toEqual([]);
  });

  it('asks for a selection first (请先勾选数据)', async () => {
    api.rows = { 0: [applyRow('A1', '张伟', 0)] };
    renderWithApp(<ApplicantList mode="all" variant="applications" />);
    await rowOf('张伟');
    await userEvent.click(screen.getByRole('button', { name: '批量录用' }));
    expect(await screen.findByText('请先勾选数据')).toBeTruthy();
    expect(callsTo(fetchMock, '/batchEmployment')).toEqual([]);
  });

  it('lists the applicants a batch could not move, with the reasons', async () => {
    api.rows = { 0: [applyRow('A1', '张伟', 0), applyRow('A2', '李娜', 0)] };
    api.batch = {
      succeeded: ['A1'],
      failed: [{ applyCode: 'A2', usrName: '李娜', reason: '当前状态为“不合适”，不能通过初筛' }],
    };
    renderWithApp(<ApplicantList mode="all" variant="applications" />);
    await userEvent.click(within(await rowOf('张伟')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('李娜')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量通过初筛' }));
    expect((await screen.findAllByText('请确认是否通过初筛？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const dialog = (await screen.findByText('批量处理结果')).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByTestId('batch-summary').textContent).toContain('成功处理 1 条，失败 1 条');
    expect(within(dialog).getByText('李娜')).toBeTruthy();
    expect(within(dialog).getByText('当前状态为“不合适”，不能通过初筛')).toBeTruthy();
    const [url] = callsTo(fetchMock, '/batchThroughFirst')[0]!;
    expect(decodeURIComponent(url)).toContain('applyCodes=A1,A2');
  });
});

describe('ApplicantList batch invitation', () => {
  it('opens the interview dialog in batch mode for the selected rows', async () => {
    api.rows = { 0: [applyRow('A1', '张伟', 0), applyRow('A2', '李娜', 0)] };
    renderWithApp(<ApplicantList mode="all" variant="applications" />);
    await userEvent.click(within(await rowOf('张伟')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('李娜')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量邀约面试' }));
    expect(await screen.findByText('批量邀约面试（2人）')).toBeTruthy();
  });
});

describe('ApplicantList export', () => {
  it('needs a selection: 请先勾选数据 on the application list, 请先选择数据行 on the resume list', async () => {
    const first = renderWithApp(<ApplicantList mode="all" variant="applications" />);
    await userEvent.click(await screen.findByRole('button', { name: /导出报名/ }));
    expect(await screen.findByText('请先勾选数据')).toBeTruthy();
    first.unmount();
    renderWithApp(<ApplicantList mode="all" variant="resumes" />);
    await userEvent.click(await screen.findByRole('button', { name: /导出简历/ }));
    expect(await screen.findByText('请先选择数据行')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出全部/ })).toBeNull();
    expect(callsTo(fetchMock, '/dataExport')).toEqual([]);
    expect(callsTo(fetchMock, '/resumeDetailExport')).toEqual([]);
  });

  it("exports the selected resumes by the rows' resumeCodes", async () => {
    api.rows = { 0: [applyRow('A1', '张伟', 0)] };
    renderWithApp(<ApplicantList mode="all" variant="resumes" />);
    await userEvent.click(within(await rowOf('张伟')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /导出简历/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/resumeDetailExport').length).toBe(1));
    expect(callsTo(fetchMock, '/resumeDetailExport')[0]![0]).toContain('resumeCodes=R_A1');
  });
});

describe('ApplicantList single mode', () => {
  it("filters on the job's custom fields through the ByForm calls", async () => {
    api.formContent = JSON.stringify([{ type: 'input', field: 'city', title: '现居城市' }]);
    api.rows = { 0: [applyRow('A1', '张伟', 0, { formValue: { city: '郑州' } })] };
    renderWithApp(<ApplicantList mode="single" jobCode="J1" onBack={() => {}} />);
    expect(await screen.findByText('郑州')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '现居城市' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '报名职位' })).toBeNull();
    expect(callsTo(fetchMock, '/queryPageJobApplyInfo')[0]![0]).toContain('jobCode=J1');

    await userEvent.click(screen.getByRole('button', { name: /更多筛选/ }));
    await userEvent.type(await screen.findByPlaceholderText('请输入现居城市'), '郑州');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/queryPageJobApplyInfoByForm').length).toBe(1));
    const [, init] = callsTo(fetchMock, '/queryPageJobApplyInfoByForm')[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      jobCode: 'J1',
      state: 0,
      queryMap: { city: '郑州' },
    });
    await waitFor(() => expect(callsTo(fetchMock, '/queryStateCountByForm').length).toBe(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/queryStateCountByForm')[0]![1]?.body))).toMatchObject({
      queryMap: { city: '郑州' },
    });
  });

  it('goes back with 返回', async () => {
    const onBack = vi.fn();
    renderWithApp(<ApplicantList mode="single" jobCode="J1" onBack={onBack} />);
    await userEvent.click(await screen.findByRole('button', { name: /返\s*回/ }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(await screen.findByText('普工（长白班）')).toBeTruthy();
  });
});
