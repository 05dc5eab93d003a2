import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './Providers.tsx';

/** A system setting the test can change: matchMedia answers the reduced-motion query from it. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  let current = reduce;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && current;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }),
  });
  restore = () =>
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
  return {
    set(next: boolean) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
let restore = () => {};
afterEach(() => restore());

function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? '动画开' : '动画关'}</output>;
}

describe('Providers', () => {
  it('turns antd motion off while the system asks for reduced motion, and back on when it stops', () => {
    const setting = systemSetting(true);
    render(
      <Providers>
        <Motion />
      </Providers>,
    );
    expect(screen.getByRole('status').textContent).toBe('动画关');
    act(() => setting.set(false));
    expect(screen.getByRole('status').textContent).toBe('动画开');
  });

  it('keeps antd motion when the system does not ask', () => {
    systemSetting(false);
    render(
      <Providers>
        <Motion />
      </Providers>,
    );
    expect(screen.getByRole('status').textContent).toBe('动画开');
  });
});
