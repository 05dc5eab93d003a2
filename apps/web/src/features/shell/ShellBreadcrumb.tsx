import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { Resolution } from '../../app/routing.ts';

const labels: Record<Exclude<Resolution['kind'], 'page'>, string[]> = {
  redirect: [],
  platformList: ['平台选择'],
  forbidden: ['无权访问'],
  notFound: ['页面不存在'],
};

/** Area › directory › menu of the current page (from the user's menus). */
export function ShellBreadcrumb({ resolution, home }: { resolution: Resolution; home: string }) {
  const trail = resolution.kind === 'page' ? resolution.trail : labels[resolution.kind];
  return (
    <Breadcrumb
      items={[
        {
          title: (
            <Link to={home} aria-label="首页">
              <HomeOutlined />
            </Link>
          ),
        },
        ...trail.map((title, index) => ({ key: `${index}-${title}`, title })),
      ]}
    />
  );
}
