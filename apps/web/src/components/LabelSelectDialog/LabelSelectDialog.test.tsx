import type { JobLabel, JobLabelContents } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinLabels, LabelSelectDialog, splitLabels } from './index.ts';

const label = (contentKey: number, labelName: string, i: number): JobLabel => ({
  labelCode: `JL${contentKey}0${i}`,
  labelName,
  labelSort: Math.min(contentKey, 3),
  welfareType: contentKey >= 3 ? contentKey : null,
  contentKey,
  createTime: '2026-11-22 10:00:00',
});
const lists: Record<string, string[]> = {
  1: ['普工', '流水线', '长白班', '两班倒'],
  2: ['身体健康', '无纹身'],
  3: ['包吃', '餐补'],
  4: ['包住', '住房补贴'],
  5: ['五险一金', '年终奖'],
};
const contents = Object.fromEntries(
  Object.entries(lists).map(([key, names]) => [key, names.map((n, i) => label(Number(key), n, i + 1))]),
) as JobLabelContents;

const fetchMock = vi.fn(
  async (_url: string) =>
    new Response(JSON.stringify({ code: 200, msg: '操作成功', data: contents, success: true })),
);
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(props: { value?: string[]; limit?: number; groups?: (1 | 2 | 3 | 4 | 5)[] } = {}) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LabelSelectDialog open value={props.value ?? []} onOk={onOk} onCancel={onCancel} {...props} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return { onOk, onCancel };
}

const tag = async (name: string) => {
  const group = await screen.findAllByText(name);
  // The last match is the checkable tag in its group (the first may be the chosen tag above).
  return group[group.length - 1]!;
};
const chosen = () =>
  within(screen.getByRole('region', { name: '已选标签' }))
    .queryAllByText(/./, { selector: '.ant-tag' })
    .map((el) => el.textContent);
const input = () => screen.getByLabelText('自定义标签') as HTMLInputElement;
const alertText = () => screen.getByRole('alert').textContent;
const addCustom = async (text: string) => {
  await userEvent.clear(input());
  await userEvent.type(input(), text);
  await userEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
};
const ok = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('LabelSelectDialog', () => {
  it('shows the five groups of job labels from queryJobLabel', async () => {
    renderDialog();
    for (const name of ['工作描述', '面试要求', '餐饮', '住宿', '其他福利'])
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '住宿' })).getByText('住房补贴')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/recruit/job-label/queryJobLabel');
  });

  it('offers only the groups asked for', async () => {
    renderDialog({ groups: [3, 4, 5] });
    expect(await screen.findByRole('region', { name: '餐饮' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '工作描述' })).toBeNull();
  });

  it('checks and unchecks tags and gives the chosen ones on 确定', async () => {
    const { onOk } = renderDialog({ value: ['包吃'] });
    await userEvent.click(await tag('五险一金'));
    await userEvent.click(await tag('普工'));
    await userEvent.click(await tag('包吃'));
    expect(chosen()).toEqual(['五险一金', '普工']);
    await ok();
    expect(onOk).toHaveBeenCalledWith(['五险一金', '普工']);
  });

  it('adds a custom tag of up to six characters, trimmed, with Enter or 添加', async () => {
    const { onOk } = renderDialog({ value: ['包住'] });
    await userEvent.type(input(), ' 六个字的标签 {Enter}');
    expect(input().value).toBe('');
    await addCustom('周末双休');
    await ok();
    expect(onOk).toHaveBeenCalledWith(['包住', '六个字的标签', '周末双休']);
  });

  it('refuses a custom tag of more than six characters: 最多六个字符', async () => {
    renderDialog();
    await addCustom('七个字的长标签');
    expect(alertText()).toBe('最多六个字符');
    expect(input().value).toBe('七个字的长标签');
    expect(chosen()).toEqual([]);
    // Typing again clears the message.
    await userEvent.type(input(), '{Backspace}');
    expect(alertText()).toBe('');
  });

  it('refuses Chinese and English commas: 标签不能包含中英文逗号', async () => {
    renderDialog();
    await addCustom('包吃,包住');
    expect(alertText()).toBe('标签不能包含中英文逗号');
    await addCustom('包吃，包住');
    expect(alertText()).toBe('标签不能包含中英文逗号');
    expect(chosen()).toEqual([]);
  });

  it('refuses a tag already chosen: 已选择此标签', async () => {
    renderDialog({ value: ['包吃'] });
    await addCustom('包吃');
    expect(alertText()).toBe('已选择此标签');
    expect(chosen()).toEqual(['包吃']);
  });

  it('stops at 8 tags by default: 可选标签最多8个, by click and by custom input', async () => {
    renderDialog({ value: ['普工', '流水线', '长白班', '两班倒', '身体健康', '无纹身', '包吃'] });
    await userEvent.click(await tag('餐补'));
    expect(chosen()).toHaveLength(8);
    await userEvent.click(await tag('包住'));
    expect(alertText()).toBe('可选标签最多8个');
    await addCustom('加班费');
    expect(alertText()).toBe('可选标签最多8个');
    expect(chosen()).toHaveLength(8);
    // Unchecking one makes room again.
    await userEvent.click(await tag('普工'));
    await userEvent.click(await tag('包住'));
    expect(chosen()).toContain('包住');
  });

  it('marks the custom input as wrong only when its own text was refused', async () => {
    renderDialog({ value: ['包吃', '包住'], limit: 2 });
    const refused = () =>
      input().closest('.ant-input-affix-wrapper')!.classList.contains('ant-input-status-error');
    await userEvent.click(await tag('五险一金'));
    expect(alertText()).toBe('可选标签最多2个');
    expect(refused()).toBe(false);
    await addCustom('加班费');
    expect(alertText()).toBe('可选标签最多2个');
    expect(refused()).toBe(true);
    await userEvent.click(await tag('包吃'));
    expect(alertText()).toBe('');
    expect(refused()).toBe(false);
  });

  it('takes another limit', async () => {
    renderDialog({ value: ['包吃', '包住'], limit: 2 });
    expect(screen.getByText('已选标签（2/2）：')).toBeTruthy();
    await userEvent.click(await tag('五险一金'));
    expect(alertText()).toBe('可选标签最多2个');
  });

  it('removes a chosen tag with its close icon, and cancel gives nothing', async () => {
    const { onOk, onCancel } = renderDialog({ value: ['包吃', '自定义'] });
    const region = screen.getByRole('region', { name: '已选标签' });
    await userEvent.click(within(region).getAllByRole('button', { name: '关闭' })[1]!);
    expect(chosen()).toEqual(['包吃']);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOk).not.toHaveBeenCalled();
  });
});

describe('stored form', () => {
  it('joins the chosen tags with commas and splits them back', () => {
    expect(joinLabels(['包吃', '包住'])).toBe('包吃,包住');
    expect(splitLabels('包吃,包住')).toEqual(['包吃', '包住']);
  });
});
