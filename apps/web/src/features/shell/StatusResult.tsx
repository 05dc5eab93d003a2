import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { LazyResult } from '../../components/LazyResult/index.ts';

const STATUSES = {
  /** A page the user's menus do not include. */
  forbidden: { status: '403', subTitle: '抱歉，您没有权限访问此页面。如需使用，请联系管理员分配权限。' },
  /** An address no page answers. */
  notFound: { status: '404', subTitle: '抱歉，您访问的页面不存在。' },
} as const;

/** A 403 or 404 page with a way back home. */
export function StatusResult({ kind, home }: { kind: keyof typeof STATUSES; home: string }) {
  const navigate = useNavigate();
  const { status, subTitle } = STATUSES[kind];
  return (
    <LazyResult
      status={status}
      title={status}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          返回首页
        </Button>
      }
    />
  );
}
