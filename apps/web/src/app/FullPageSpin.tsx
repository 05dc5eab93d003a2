import { Spin } from 'antd';

/** Centered spinner while a route's code or the signed-in user loads. */
export function FullPageSpin() {
  return (
    <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
