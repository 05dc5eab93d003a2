import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// TipTap and ProseMirror weigh about 130 KB gzipped: loaded with the first editor shown, not with the app.
const Editor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor as screens use it: the same props, its code fetched on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { width = 720, height = 360 } = props;
  return (
    <Suspense
      fallback={
        <div style={{ width, maxWidth: '100%', height, display: 'grid', placeItems: 'center' }}>
          <Spin description="编辑器加载中">
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
