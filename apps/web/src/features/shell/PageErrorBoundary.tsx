import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { LazyResult } from '../../components/LazyResult/index.ts';

interface State {
  error: Error | null;
}

/** Keeps a failing page (or a chunk that did not load) inside its own tag instead of breaking the shell. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <LazyResult
        status="error"
        title="页面加载失败"
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
