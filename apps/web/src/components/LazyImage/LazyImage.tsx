import type { ImageProps } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';

const Image = lazy(() => import('antd/es/image'));
const PreviewGroup = lazy(() =>
  import('antd/es/image').then((module) => ({ default: module.default.PreviewGroup })),
);

/**
 * antd's Image (with its preview viewer, about 8 KB brotli) fetched when a table first shows a picture; a
 * plain <img> of the same size and alt text stands in meanwhile, so a list's rows do not wait for it.
 */
export function LazyImage(props: ImageProps) {
  const { src, alt, width, height, style } = props;
  return (
    <Suspense fallback={<img src={src} alt={alt} width={width} height={height} style={style} />}>
      <Image {...props} />
    </Suspense>
  );
}

/** Image.PreviewGroup for LazyImage: its pictures show alone until the viewer has loaded. */
export function LazyImagePreviewGroup({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <PreviewGroup>{children}</PreviewGroup>
    </Suspense>
  );
}
