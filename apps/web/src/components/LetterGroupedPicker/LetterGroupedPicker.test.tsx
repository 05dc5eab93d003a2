import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type LetterGroup, LetterGroupedPicker, type PickerItem } from './index.ts';

const item = (value: string, label: string, hot = false): PickerItem => ({ value, label, hot });
const groups: LetterGroup[] = [
  { letter: 'C', items: [item('c1', '叉车司机', true)] },
  { letter: 'D', items: [item('d1', '电工', true), item('d2', '电子商务师')] },
  { letter: 'H', items: [item('h1', '焊工')] },
  { letter: '#', items: [item('x1', '1+X证书')] },
];
const hot = [item('d1', '电工', true), item('c1', '叉车司机', true)];

function Harness(props: {
  multiple?: boolean;
  limit?: number;
  onLimit?: (m: string) => void;
  initial?: string[];
}) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <LetterGroupedPicker groups={groups} hot={hot} value={value} onChange={setValue} {...props} />
      <output>{value.join(',')}</output>
    </>
  );
}
const chosen = () => screen.getByRole('status').textContent;
const indexEntry = (label: string) => screen.getByTitle(label).closest('label')!;
const sectionNames = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));

describe('LetterGroupedPicker', () => {
  it('shows the hot list, then each initial in order, and the index with absent letters disabled', () => {
    render(<Harness />);
    expect(sectionNames()).toEqual(['热门', 'C', 'D', 'H', '#']);
    expect(within(screen.getByRole('region', { name: 'D' })).getByText('电子商务师')).toBeTruthy();
    expect(indexEntry('A').className).toContain('disabled');
    expect(indexEntry('D').className).not.toContain('disabled');
    expect(screen.getAllByLabelText('热门', { selector: '.anticon' })).toHaveLength(4);
  });

  it('shows one section when its index entry is chosen', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('D', { selector: '.ant-segmented-item-label' }));
    expect(sectionNames()).toEqual(['D']);
    await userEvent.click(screen.getByText('热门', { selector: '.ant-segmented-item-label' }));
    expect(sectionNames()).toEqual(['热门']);
    await userEvent.click(screen.getByText('全部', { selector: '.ant-segmented-item-label' }));
    expect(sectionNames()).toHaveLength(5);
  });

  it('chooses one item in single mode; a second click clears it', async () => {
    render(<Harness />);
    await userEvent.click(within(screen.getByRole('region', { name: 'H' })).getByText('焊工'));
    expect(chosen()).toBe('h1');
    await userEvent.click(within(screen.getByRole('region', { name: 'D' })).getByText('电工'));
    expect(chosen()).toBe('d1');
    await userEvent.click(within(screen.getByRole('region', { name: 'D' })).getByText('电工'));
    expect(chosen()).toBe('');
  });

  it('chooses several in multiple mode up to the limit and says 可选标签最多{limit}个', async () => {
    const onLimit = vi.fn();
    render(<Harness multiple limit={2} onLimit={onLimit} />);
    const pick = (region: string, name: string) =>
      userEvent.click(within(screen.getByRole('region', { name: region })).getByText(name));
    await pick('H', '焊工');
    await pick('D', '电子商务师');
    expect(chosen()).toBe('h1,d2');
    await pick('#', '1+X证书');
    expect(onLimit).toHaveBeenCalledWith('可选标签最多2个');
    expect(chosen()).toBe('h1,d2');
    await pick('H', '焊工');
    expect(chosen()).toBe('d2');
  });

  it('says when there is nothing to pick', () => {
    render(<LetterGroupedPicker groups={[]} value={[]} onChange={() => {}} empty="暂无标签" />);
    expect(screen.getByText('暂无标签')).toBeTruthy();
  });
});
