import { APPLY_MESSAGES, INTERVIEW_LIMITS } from '@hr/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonName, envelope, renderWithApp, stubApi } from '../detail/fixtures.test-helper.tsx';
import { LeaveDialog } from './LeaveDialog.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ '/api/recruit/applyInfo/updateState': () => envelope({ state: 11 }) });
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onDone = vi.fn();
  renderWithApp(<LeaveDialog applyCode="AP1" onClose={vi.fn()} onDone={onDone} />);
  const dialog = screen.getByRole('dialog');
  const ok = () => userEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
  return { onDone, dialog, ok };
}

describe('LeaveDialog', () => {
  it('is titled 员工离职 and requires the evaluation (请输入员工评价), spaces counting as empty', async () => {
    const { dialog, ok } = setup();
    expect(within(dialog).getByText('员工离职')).toBeTruthy();
    await ok();
    expect(await screen.findByText(APPLY_MESSAGES.evaluateRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('员工评价'), '   ');
    await ok();
    expect(await screen.findByText(APPLY_MESSAGES.evaluateRequired)).toBeTruthy();
    expect(api.calls('/api/recruit/applyInfo/updateState')).toHaveLength(0);
    expect(screen.getByLabelText('员工评价').getAttribute('maxlength')).toBe(
      String(INTERVIEW_LIMITS.evaluateMax),
    );
  });

  it('sends operateType 11 with the trimmed evaluation and says 操作成功', async () => {
    const { ok, onDone } = setup();
    await userEvent.type(screen.getByLabelText('员工评价'), ' 工作认真，按期交接 ');
    await ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.query('/api/recruit/applyInfo/updateState')).toEqual({
      applyCode: 'AP1',
      operateType: '11',
      evaluate: '工作认真，按期交接',
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('is closed without an application', () => {
    renderWithApp(<LeaveDialog applyCode={null} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
