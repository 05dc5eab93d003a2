import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

describe('VideoPlayer', () => {
  it('shows 处理中 while the video has no URL', () => {
    render(<VideoPlayer src={null} />);
    expect(screen.getByText('处理中')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays a URL with the browser controls and the given size', () => {
    render(<VideoPlayer src="/api/v.mp4" width={400} height={225} />);
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/v.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.style.width).toBe('400px');
  });

  it('shows 加载失败 when the video cannot be loaded, and tries again for a new URL', () => {
    const { rerender } = render(<VideoPlayer src="/api/gone.mp4" />);
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByText('加载失败')).toBeTruthy();
    rerender(<VideoPlayer src="/api/other.mp4" />);
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/api/other.mp4');
  });
});
