import { APPLY_MESSAGES, INTERVIEW_LIMITS } from '@hr/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonName, envelope, renderWithApp, stubApi } from '../detail/fixtures.test-helper.tsx';
import { InterviewDialog } from './InterviewDialog.tsx';

// 2026-05-10 09:00:30 in Shanghai.
const NOW = new Date('2026-05-10T01:00:30Z');

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api = stubApi({
    '/api/recruit/applyInfo/inviteInterview': () => envelope({ state: 5 }),
    '/api/recruit/applyInfo/batchInviteInterview': () =>
      envelope({ succeeded: ['AP1'], failed: [{ applyCode: 'AP2', usrName: '李四', reason: '已录用' }] }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(applyCodes: string[] = ['AP1'], batch = false) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<InterviewDialog applyCodes={applyCodes} batch={batch} onClose={onClose} onDone={onDone} />);
  const dialog = screen.getByRole('dialog');
  const ok = () => userEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
  const fill = async () => {
    await userEvent.type(screen.getByLabelText('联系人'), ' 王经理 ');
    await userEvent.type(screen.getByLabelText('联系电话'), '0371-66668888');
    await userEvent.type(screen.getByLabelText('面试地点'), '新郑市新建路88号');
  };
  return { onDone, onClose, dialog, ok, fill };
}

describe('InterviewDialog', () => {
  it('proposes a time 12 minutes ahead, whole minutes, and sends it with seconds 00', async () => {
    const { ok, fill, onDone } = setup();
    expect((screen.getByLabelText('面试时间') as HTMLInputElement).value).toBe('2026-05-10 09:12');
    await fill();
    await ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(api.query('/api/recruit/applyInfo/inviteInterview')).toEqual({
      applyCode: 'AP1',
      auditionTime: '2026-05-10 09:12:00',
      auditionContactPerson: '王经理',
      auditionTel: '0371-66668888',
      auditionAddress: '新郑市新建路88号',
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('computes the default time at each opening, not when the list rendered', async () => {
    const element = (codes: string[] | null) => (
      <InterviewDialog applyCodes={codes} onClose={() => {}} onDone={() => {}} />
    );
    const view = renderWithApp(element(null));
    const time = () => (screen.getByLabelText('面试时间') as HTMLInputElement).value;
    // The list rendered at 09:00:30; the operator opens the dialog five minutes later.
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000));
    view.rerender(element(['AP1']));
    await waitFor(() => expect(time()).toBe('2026-05-10 09:17'));
    // Closed, then opened again twenty minutes after that: the default moves with the clock.
    view.rerender(element(null));
    vi.setSystemTime(new Date(NOW.getTime() + 25 * 60_000));
    view.rerender(element(['AP1']));
    await waitFor(() => expect(time()).toBe('2026-05-10 09:37'));
  });

  it('requires the contact person, the phone and the place, with the contract’s messages', async () => {
    const { ok } = setup();
    await ok();
    // Each field's message renders once its own validation settles.
    for (const message of [
      APPLY_MESSAGES.contactPersonRequired,
      APPLY_MESSAGES.telRequired,
      APPLY_MESSAGES.addressRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls('/api/recruit/applyInfo/')).toHaveLength(0);
    // Spaces only are empty too.
    await userEvent.type(screen.getByLabelText('面试地点'), '   ');
    await ok();
    expect(await screen.findByText(APPLY_MESSAGES.addressRequired)).toBeTruthy();
  });

  it('requires a time (请输入面试时间)', async () => {
    const { ok, fill, dialog } = setup();
    await fill();
    const clear = dialog.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect((screen.getByLabelText('面试时间') as HTMLInputElement).value).toBe(''));
    await ok();
    expect(await screen.findByText(APPLY_MESSAGES.timeRequired)).toBeTruthy();
    expect(api.calls('/api/recruit/applyInfo/')).toHaveLength(0);
  });

  it('refuses a time less than ten minutes ahead (面试时间需晚于当前时间十分钟)', async () => {
    const { ok, fill } = setup();
    await fill();
    // The dialog stayed open for five minutes: its 09:12 is now only seven minutes ahead.
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000));
    await ok();
    expect(await screen.findByText(APPLY_MESSAGES.timeTooSoon)).toBeTruthy();
    expect(api.calls('/api/recruit/applyInfo/')).toHaveLength(0);
  });

  it('disables the days before yesterday in the picker', async () => {
    setup();
    fireEvent.mouseDown(screen.getByLabelText('面试时间'));
    fireEvent.click(screen.getByLabelText('面试时间'));
    const cell = async (day: string) =>
      (await waitFor(() => document.querySelector(`td[title="${day}"]`) as HTMLElement)).className;
    expect(await cell('2026-05-08')).toContain('ant-picker-cell-disabled');
    expect(await cell('2026-05-09')).not.toContain('ant-picker-cell-disabled');
    expect(await cell('2026-05-20')).not.toContain('ant-picker-cell-disabled');
  });

  it('caps the lengths the contract allows', () => {
    setup();
    const max = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(max('联系人')).toBe(String(INTERVIEW_LIMITS.contactPersonMax));
    expect(max('联系电话')).toBe(String(INTERVIEW_LIMITS.telMax));
    expect(max('注意事项')).toBe(String(INTERVIEW_LIMITS.precautionsMax));
    expect(max('备注')).toBe(String(INTERVIEW_LIMITS.remarkMax));
  });

  it('invites a batch and hands its outcome back without a message of its own', async () => {
    const { ok, fill, onDone } = setup(['AP1', 'AP2'], true);
    expect(screen.getByText('批量邀约面试（2人）')).toBeTruthy();
    await fill();
    await userEvent.type(screen.getByLabelText('注意事项'), '请携带身份证');
    await ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone.mock.calls[0]![0]).toEqual({
      succeeded: ['AP1'],
      failed: [{ applyCode: 'AP2', usrName: '李四', reason: '已录用' }],
    });
    expect(api.body('/api/recruit/applyInfo/batchInviteInterview')).toEqual({
      applyCodes: ['AP1', 'AP2'],
      auditionTime: '2026-05-10 09:12:00',
      auditionContactPerson: '王经理',
      auditionTel: '0371-66668888',
      auditionAddress: '新郑市新建路88号',
      auditionPrecautions: '请携带身份证',
    });
    expect(screen.queryByText('操作成功')).toBeNull();
  });

  it('shows the server’s refusal and stays open', async () => {
    api = stubApi({
      '/api/recruit/applyInfo/inviteInterview': () => envelope(null, 409, '当前状态为“待入职”，不能邀约面试'),
    });
    const { ok, fill, onDone } = setup();
    await fill();
    await ok();
    expect(await screen.findByText('当前状态为“待入职”，不能邀约面试')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
