import type { ResumeDetail } from '@hr/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplyRef } from '../dialogs/contracts.ts';
import { buttonName, envelope, renderWithApp, resumeDetail, stubApi } from './fixtures.test-helper.tsx';
import { ResumeDetailDialog } from './ResumeDetailDialog.tsx';
import { PRINTING_CLASS } from './ResumePrint.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ref = (state: number): ApplyRef => ({
  applyCode: 'AP1',
  resumeCode: 'R1',
  jobCode: 'J1',
  usrCode: 'U1',
  usrName: '张三',
  state,
});

function setup({
  state,
  detail = resumeDetail(state),
  codes,
  stationFlag = '0',
  rowState = state,
}: {
  state: number;
  detail?: ResumeDetail;
  codes?: string[];
  stationFlag?: '0' | '1';
  rowState?: number;
}) {
  let current = detail;
  const api = stubApi({
    '/api/recruit/applyInfo/queryResumeDetail': () => envelope(current),
    '/api/recruit/applyInfo/updateState': (url) => {
      const to = Number(new URL(url, 'http://x').searchParams.get('operateType'));
      current = resumeDetail(to);
      return envelope({ state: to });
    },
    '/api/recruit/applyInfo/updateRemark': (_url, init) => {
      current = resumeDetail(state, { remark: JSON.parse(String(init?.body)).remark });
      return envelope(null);
    },
    '/api/recruit/station/getShowJoinStationFlag': () => envelope(stationFlag),
  });
  const onChanged = vi.fn();
  renderWithApp(<ResumeDetailDialog apply={ref(rowState)} onClose={vi.fn()} onChanged={onChanged} />, codes);
  return { api, onChanged };
}

/** The detail's buttons as read (antd spaces two-character labels). */
const buttons = async () => {
  const bar = await screen.findByTestId('apply-actions');
  return within(bar)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
};

describe('ResumeDetailDialog', () => {
  it('shows the resume, the applied job, the remark and the record', async () => {
    setup({ state: 3 });
    expect(await screen.findByRole('heading', { name: '张三' })).toBeTruthy();
    expect(screen.getByText('男 | 36岁 | 3年 | 本科')).toBeTruthy();
    for (const text of [
      '410184199001011234',
      '河南省 郑州市 新郑市',
      '统招',
      '全职',
      '叉车司机',
      '云帆仓储 · 理货员',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('2019-07 至 至今')).toBeTruthy();
    expect(screen.getByText('物流管理 | 本科 | 统招')).toBeTruthy();
    expect(screen.getByText('新郑职业培训中心')).toBeTruthy();
    expect(screen.getByAltText('叉车证1').getAttribute('src')).toBe('/signed/cert1.png');
    expect(screen.getByAltText('头像').getAttribute('src')).toBe('/signed/head.png');
    expect(screen.getByText('恒达物流')).toBeTruthy();
    expect(screen.getByText('5000-8000元/月')).toBeTruthy();
    expect(screen.getByText('薛店镇就业服务站')).toBeTruthy();
    expect(screen.getByTestId('current-remark').textContent).toBe('暂无备注');
    expect(within(screen.getByTestId('timeline-item')).getByText('已查看')).toBeTruthy();
    expect(screen.getByText('李经理 · 2026-05-01 11:00:00')).toBeTruthy();
  });

  it.each([
    [0, ['通过初筛', '邀约面试', '录用', '不合适', '查看表单']],
    [1, ['通过初筛', '邀约面试', '录用', '查看表单']],
    [3, ['邀约面试', '录用', '不合适', '查看表单']],
    [4, ['未入职', '入职', '查看表单']],
    [5, ['邀约面试', '录用', '不合适', '查看表单', '下载简历', '打印']],
    [9, ['不合适', '查看表单']],
    [10, ['离职', '查看表单']],
    [11, ['查看表单']],
  ])('state %i shows exactly its buttons', async (state, expected) => {
    setup({ state });
    await screen.findByRole('heading', { name: '张三' });
    expect(await buttons()).toEqual(expected);
  });

  it('gates each button by its permission and shows 加入服务站 when the job’s flag is "1"', async () => {
    const { api } = setup({
      state: 5,
      detail: resumeDetail(5, { hasForm: false }),
      stationFlag: '1',
      codes: ['plateform:recruit', 'recruit:resumeDetail', 'recruit:resumeInterview', 'recruit:joinStation'],
    });
    await waitFor(async () => expect(await buttons()).toEqual(['邀约面试', '加入服务站']));
    expect(api.query('/api/recruit/station/getShowJoinStationFlag')).toEqual({ jobCode: 'J1' });
  });

  it('hides 加入服务站 when the flag is "0"', async () => {
    const { api } = setup({ state: 10, stationFlag: '0' });
    await waitFor(() => expect(api.calls('/api/recruit/station/getShowJoinStationFlag')).toHaveLength(1));
    expect(await buttons()).toEqual(['离职', '查看表单']);
  });

  it('confirms an action, sends its operateType, reloads and reports the change', async () => {
    const { api, onChanged } = setup({ state: 0, rowState: 0, detail: resumeDetail(2) });
    // Opening a new resume marked it viewed: the list hears of it once.
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    await userEvent.click(await screen.findByRole('button', { name: '通过初筛' }));
    const confirm = (await screen.findAllByText('请确认是否通过初筛？'))[0]!.closest(
      '.ant-modal',
    ) as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: buttonName('确定') }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(api.query('/api/recruit/applyInfo/updateState')).toEqual({ applyCode: 'AP1', operateType: '3' });
    expect(await screen.findByText('操作成功')).toBeTruthy();
    // The detail reloaded in its new state: passed screening has no 通过初筛.
    await waitFor(async () => expect(await buttons()).toEqual(['邀约面试', '录用', '不合适', '查看表单']));
    expect(api.calls('/api/recruit/applyInfo/queryResumeDetail').length).toBeGreaterThanOrEqual(2);
  });

  it('says 已取消 when a confirmation is cancelled', async () => {
    const { api, onChanged } = setup({ state: 4 });
    await userEvent.click(await screen.findByRole('button', { name: buttonName('入职') }));
    const confirm = (await screen.findAllByText('请确认是否入职？'))[0]!.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: buttonName('取消') }));
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(api.calls('/api/recruit/applyInfo/updateState')).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('opens the leave dialog for 离职', async () => {
    setup({ state: 10 });
    await userEvent.click(await screen.findByRole('button', { name: buttonName('离职') }));
    expect(await screen.findByText('员工离职')).toBeTruthy();
  });

  it('adds a trimmed remark; the button is disabled while the box is blank', async () => {
    const { api, onChanged } = setup({ state: 3 });
    const box = await screen.findByLabelText('新备注');
    const add = screen.getByRole('button', { name: '添加备注' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.type(box, '   ');
    expect(add.disabled).toBe(true);
    await userEvent.type(box, '沟通顺畅，可安排复试  ');
    expect(add.disabled).toBe(false);
    expect(box.getAttribute('maxlength')).toBe('500');
    await userEvent.click(add);
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(api.body('/api/recruit/applyInfo/updateRemark')).toEqual({
      applyCode: 'AP1',
      remark: '沟通顺畅，可安排复试',
    });
    await waitFor(() =>
      expect(screen.getByTestId('current-remark').textContent).toBe('沟通顺畅，可安排复试'),
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    // platform.md §8 names 备注成功 for a saved remark.
    expect(await screen.findByText('备注成功')).toBeTruthy();
  });

  it('shows the interview info of an invitation and the evaluation of a departure', async () => {
    const detail = resumeDetail(11);
    detail.operationRecordList = [
      {
        operateType: 5,
        operateName: '邀约面试',
        operator: '李经理',
        createTime: '2026-05-02 09:00:00',
        remark: null,
        auditionInfo: {
          auditionTime: '2026-05-03 10:00:00',
          auditionAddress: '新郑市新建路88号',
          auditionContactPerson: '王经理',
          auditionTel: '13900000000',
          auditionPrecautions: '携带身份证',
          remark: null,
          createTime: '2026-05-02 09:00:00',
        },
      },
      {
        operateType: 8,
        operateName: '接受面试',
        operator: null,
        createTime: '2026-05-02 10:00:00',
        remark: null,
        auditionInfo: null,
      },
      {
        operateType: 11,
        operateName: '离职',
        operator: '李经理',
        createTime: '2026-05-20 10:00:00',
        remark: '工作认真',
        auditionInfo: null,
      },
    ];
    setup({ state: 11, detail });
    const items = await screen.findAllByTestId('timeline-item');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      '邀约面试',
      '接受面试',
      '离职',
    ]);
    expect(within(items[0]!).getByText('面试时间：2026-05-03 10:00:00')).toBeTruthy();
    expect(within(items[0]!).getByText('面试地点：新郑市新建路88号')).toBeTruthy();
    expect(within(items[0]!).getByText('注意事项：携带身份证')).toBeTruthy();
    expect(within(items[1]!).getByText('求职者 · 2026-05-02 10:00:00')).toBeTruthy();
    expect(within(items[2]!).getByText('员工评价：工作认真')).toBeTruthy();
  });

  it('prints a print view of the resume and cleans up afterwards', async () => {
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    setup({ state: 5 });
    await userEvent.click(await screen.findByRole('button', { name: buttonName('打印') }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const view = screen.getByTestId('resume-print');
    expect(view.parentElement).toBe(document.body);
    expect(within(view).getByText('个人简历')).toBeTruthy();
    expect(within(view).getByText('仓库管理员（恒达物流）')).toBeTruthy();
    expect(document.body.classList.contains(PRINTING_CLASS)).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('resume-print')).toBeNull());
    expect(document.body.classList.contains(PRINTING_CLASS)).toBe(false);
  });

  it('downloads the resume PDF', async () => {
    const { fetchMock } = setup({ state: 5 }).api;
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/recruit/applyInfo/downloadResume')
        ? new Response(new Blob(['%PDF']), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('张三-简历.pdf')}`,
            },
          })
        : new Response(JSON.stringify(envelope(resumeDetail(5))), {
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: '下载简历' }));
    await waitFor(() => expect(saved).toEqual(['张三-简历.pdf']));
    const url = fetchMock.mock.calls.find(([u]) => u.startsWith('/api/recruit/applyInfo/downloadResume'))![0];
    expect(url).toBe('/api/recruit/applyInfo/downloadResume?applyCode=AP1&resumeCode=R1');
  });
});
