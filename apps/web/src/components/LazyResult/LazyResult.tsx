import type { ResultProps } from 'antd';
import { Component, lazy, type ReactNode, Suspense } from 'react';

// antd's Result carries its 403/404/500 drawings (about 5 KB compressed): fetched when a result shows.
const Result = lazy(() => import('antd/es/result'));

/** The same words and actions without the drawing: while Result loads, or if it cannot (offline). */
function PlainResult({ title, subTitle, extra }: ResultProps) {
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, marginBottom: 8 }}>{title}</div>
      <div style={{ color: 'var(--ant-color-text-description)', marginBottom: 24 }}>{subTitle}</div>
      {extra}
    </div>
  );
}

class PlainOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * antd's Result, fetched on first use: results (403, 404, errors, 建设中) are rare, and the app shell and the
 * page error boundary are on every page.
 */
export function LazyResult(props: ResultProps) {
  const plain = <PlainResult {...props} />;
  return (
    <PlainOnError fallback={plain}>
      <Suspense fallback={plain}>
        <Result {...props} />
      </Suspense>
    </PlainOnError>
  );
}
