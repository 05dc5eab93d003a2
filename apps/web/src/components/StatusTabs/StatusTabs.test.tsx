import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusTabs } from './StatusTabs';

// Service station tabs (spec §2): 1 running, 0 pending review, 3 review rejected.
const items = [
  { key: 1, label: '运行中' },
  { key: 0, label: '待审核' },
  { key: 3, label: '审核驳回' },
];

const tabTexts = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('StatusTabs', () => {
  it('labels each tab with its count and shows 0 for a missing count', () => {
    render(<StatusTabs items={items} counts={{ 1: 3, 3: 12 }} activeKey={1} onChange={() => {}} />);
    expect(tabTexts()).toEqual(['运行中(3)', '待审核(0)', '审核驳回(12)']);
  });

  it('shows 0 everywhere before the counts arrive', () => {
    render(<StatusTabs items={items} activeKey={1} onChange={() => {}} />);
    expect(tabTexts()).toEqual(['运行中(0)', '待审核(0)', '审核驳回(0)']);
  });

  it('marks the active tab', () => {
    render(<StatusTabs items={items} counts={{}} activeKey={0} onChange={() => {}} />);
    const selected = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected.map((tab) => tab.textContent)).toEqual(['待审核(0)']);
  });

  it('hands back the numeric key of the clicked tab', async () => {
    const onChange = vi.fn();
    render(<StatusTabs items={items} counts={{ 0: 2 }} activeKey={1} onChange={onChange} />);
    await userEvent.click(screen.getByText('待审核(2)'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('hands back string keys unchanged', async () => {
    const onChange = vi.fn();
    const tabs = [
      { key: 'a', label: '全部' },
      { key: 'b', label: '已上线' },
    ];
    render(<StatusTabs items={tabs} counts={{ b: 3 }} activeKey="a" onChange={onChange} />);
    await userEvent.click(screen.getByText('已上线(3)'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
  });
});
