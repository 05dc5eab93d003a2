import { render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EChart, type EChartHandle } from './EChart.tsx';

const made: { setOption: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> }[] = [];
vi.mock('./echarts-setup.ts', () => ({
  echarts: {
    init: () => {
      const instance = {
        setOption: vi.fn(),
        dispose: vi.fn(),
        resize: vi.fn(),
        getDataURL: () => 'data:image/png;base64,AAAA',
      };
      made.push(instance);
      return instance;
    },
  },
}));

afterEach(() => {
  made.length = 0;
});

describe('EChart', () => {
  it('draws once, replaces the option in the same instance, disposes it on unmount', async () => {
    const drawn = vi.fn();
    const first = { series: [{ type: 'bar', data: [1] }] };
    const second = { series: [{ type: 'bar', data: [2] }] };
    const ref = createRef<EChartHandle>();
    const view = render(<EChart ref={ref} option={first} label="每月人数" onDrawn={drawn} />);
    expect(view.getByRole('img', { name: '每月人数' })).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    expect(made).toHaveLength(1);
    expect(made[0]!.setOption).toHaveBeenCalledWith(first);
    expect(ref.current?.toPng()).toBe('data:image/png;base64,AAAA');

    view.rerender(<EChart ref={ref} option={second} label="每月人数" onDrawn={drawn} />);
    expect(made).toHaveLength(1);
    expect(made[0]!.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });

    view.unmount();
    expect(made[0]!.dispose).toHaveBeenCalledTimes(1);
  });
});
