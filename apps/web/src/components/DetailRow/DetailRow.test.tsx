import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailRow } from './DetailRow';

const shownValue = (value: ReactNode) => {
  const { container } = render(<DetailRow label="联系人" value={value} />);
  return container.firstElementChild!.lastElementChild!.textContent;
};

describe('DetailRow', () => {
  it('shows the label with a colon and the value', () => {
    const { container } = render(<DetailRow label="联系人" value="张三" />);
    const row = container.firstElementChild!;
    expect(row.firstElementChild!.textContent).toBe('联系人：');
    expect(row.lastElementChild!.textContent).toBe('张三');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['blank text', '  '],
    ['an empty list', []],
  ])('shows - for %s', (_name, value) => {
    expect(shownValue(value)).toBe('-');
  });

  it('keeps 0 and rich values', () => {
    expect(shownValue(0)).toBe('0');
    expect(shownValue(<a href="/x">附件</a>)).toBe('附件');
  });

  it('gives the label a fixed width and lets the value wrap', () => {
    const { container } = render(
      <DetailRow label="备注" value="很长的说明" labelWidth={160} colon={false} />,
    );
    const [label, value] = Array.from(container.firstElementChild!.children) as HTMLElement[];
    expect(label!.textContent).toBe('备注');
    expect(label!.style.width).toBe('160px');
    expect(label!.style.flexShrink).toBe('0');
    expect(value!.style.whiteSpace).toBe('pre-wrap');
    expect(value!.style.overflowWrap).toBe('anywhere');
  });
});
