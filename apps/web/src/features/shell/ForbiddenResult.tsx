import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A page the user's menus do not include. */
export function ForbiddenResult({ home }: { home: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="抱歉，您没有权限访问此页面。如需使用，请联系管理员分配权限。"
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          返回首页
        </Button>
      }
    />
  );
}
