import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy-page.ts';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      计数 {count}
    </button>
  );
}

/** A loader the test resolves by hand, counting its calls. */
function manualLoader() {
  let resolve: (module: { default: typeof Counter }) => void = () => {};
  const promise = new Promise<{ default: typeof Counter }>((r) => {
    resolve = r;
  });
  const loader = {
    calls: 0,
    load: () => {
      loader.calls++;
      return promise;
    },
    resolve: () => resolve({ default: Counter }),
  };
  return loader;
}

const inSuspense = (Page: ComponentType) => (
  <Suspense fallback={<span>加载中</span>}>
    <Page />
  </Suspense>
);

describe('lazy page', () => {
  it('renders a preloaded page at once, without its Suspense fallback', async () => {
    const loader = manualLoader();
    const Page = lazy(loader.load);
    const preloaded = Page.preload();
    loader.resolve();
    await act(() => preloaded);
    render(inSuspense(Page));
    // Synchronously after render: no fallback was committed.
    expect(screen.queryByText('加载中')).toBeNull();
    expect(screen.getByRole('button', { name: '计数 0' })).toBeTruthy();
  });

  it('suspends while its code loads, and keeps the instance (and its state) once it has arrived', async () => {
    const loader = manualLoader();
    const Page = lazy(loader.load);
    const view = render(inSuspense(Page));
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => loader.resolve());
    fireEvent.click(await screen.findByRole('button', { name: '计数 0' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeTruthy();
    // A re-render after the code is known must not swap the component type (that would remount it).
    view.rerender(inSuspense(Page));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeTruthy();
    expect(loader.calls).toBe(1);
  });
});
