import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './SignaturePad';

/*
 * happy-dom has no 2D canvas. A stand-in context records what is drawn: the arcs signature_pad paints
 * and the line width it would stroke; toDataURL answers a PNG data URL naming the drawing's arcs.
 */
let drawn: { arcs: number[][]; scale: number[] };
beforeEach(() => {
  drawn = { arcs: [], scale: [] };
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'arc') return (...args: number[]) => drawn.arcs.push(args);
      if (prop === 'clearRect') return () => (drawn.arcs = []);
      if (prop === 'scale') return (x: number) => drawn.scale.push(x);
      return () => {};
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
    (type = 'image/png') => `data:${type};base64,${btoa(`arcs:${drawn.arcs.length}`)}`,
  );
});
afterEach(() => vi.restoreAllMocks());

const canvas = () => screen.getByLabelText('签名区域，请在此处手写签名') as HTMLCanvasElement;

/** One stroke with the left button, as a mouse or pen does it. */
function drawStroke(from: [number, number], to: [number, number]) {
  const target = canvas();
  fireEvent.pointerDown(target, { pointerId: 1, buttons: 1, clientX: from[0], clientY: from[1] });
  for (let i = 1; i <= 5; i += 1) {
    const x = from[0] + ((to[0] - from[0]) * i) / 5;
    const y = from[1] + ((to[1] - from[1]) * i) / 5;
    fireEvent.pointerMove(window, { pointerId: 1, buttons: 1, clientX: x, clientY: y });
  }
  fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, clientX: to[0], clientY: to[1] });
}

describe('SignaturePad', () => {
  it('is a 500 × 300 canvas drawn with a 5 px brush', () => {
    render(<SignaturePad />);
    expect(canvas().style.width).toBe('500px');
    expect(canvas().style.height).toBe('300px');
    drawStroke([10, 10], [200, 120]);
    // signature_pad paints each stroke as discs: radius 2.5 means a 5 px wide line.
    expect(drawn.arcs.length).toBeGreaterThan(0);
    expect(new Set(drawn.arcs.map((arc) => arc[2]))).toEqual(new Set([2.5]));
  });

  it('reports each stroke as a PNG data URL, undoes the last stroke and clears to an empty value', async () => {
    const onChange = vi.fn();
    render(<SignaturePad onChange={onChange} />);
    expect((screen.getByRole('button', { name: /清\s?除/ }) as HTMLButtonElement).disabled).toBe(true);
    drawStroke([10, 10], [200, 120]);
    const first = onChange.mock.lastCall?.[0] as string;
    expect(first).toMatch(/^data:image\/png;base64,/);
    drawStroke([50, 200], [300, 220]);
    const second = onChange.mock.lastCall?.[0] as string;
    expect(second).not.toBe(first);

    // Undo redraws the strokes left: one stroke, then none.
    const undo = screen.getByRole('button', { name: /撤\s?销/ });
    await userEvent.click(undo);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^data:image\/png;base64,/);
    expect(onChange.mock.lastCall?.[0]).not.toBe(second);
    await userEvent.click(undo);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect((undo as HTMLButtonElement).disabled).toBe(true);

    drawStroke([10, 10], [200, 120]);
    expect(onChange.mock.lastCall?.[0]).toMatch(/^data:image\/png;base64,/);

    await userEvent.click(screen.getByRole('button', { name: /清\s?除/ }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByText('请在上方区域手写签名')).toBeTruthy();
  });

  it('works as a form field: required until signed', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="signature" label="签名" rules={[{ required: true, message: '请签名' }]}>
          <SignaturePad />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请签名', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    drawStroke([20, 20], [120, 80]);
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ signature: expect.stringMatching(/^data:image\/png;base64,/) }),
    );
  });

  it('shows the signature as an image when read-only, and 暂无签名 without one', () => {
    const url = 'data:image/png;base64,iVBORw0KGgo=';
    const { rerender } = render(<SignaturePad value={url} readOnly />);
    const image = screen.getByRole('img', { name: '签名' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(url);
    expect(image.getAttribute('width')).toBe('500');
    expect(screen.queryByLabelText('签名区域，请在此处手写签名')).toBeNull();
    rerender(<SignaturePad value="" readOnly />);
    expect(screen.getByText('暂无签名')).toBeTruthy();
  });
});
