import { ReadOutlined, SettingOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@hr/contract';
import { Card, Col, Empty, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  AREA_TABS,
  type AreaSegment,
  areaEntry,
  areaMenus,
  buildMenuTree,
  hasPermission,
} from '../../app/menus.ts';

const icons: Record<AreaSegment, ReactNode> = {
  recruit: <TeamOutlined />,
  train: <ReadOutlined />,
  oddjobMarket: <ShoppingOutlined />,
  setup: <SettingOutlined />,
};

/** /platformList: a card for each of the four areas the user may open, listing what it holds for them. */
export function PlatformList({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const tree = buildMenuTree(user.menus);
  const areas = AREA_TABS.filter((tab) => hasPermission(user.permissions, tab.code));
  if (areas.length === 0) return <Empty description="暂无可进入的系统，请联系管理员分配权限" />;
  return (
    <div style={{ maxWidth: 1100, margin: '24px auto' }}>
      <Typography.Title level={4} style={{ marginBottom: 24 }}>
        请选择要进入的系统
      </Typography.Title>
      <Row gutter={[24, 24]}>
        {areas.map((area) => {
          const names = areaMenus(tree, area.segment).map((node) => node.name);
          return (
            <Col key={area.segment} xs={24} sm={12} xl={6}>
              <Card
                hoverable
                onClick={() => navigate(areaEntry(area.segment, user.menus))}
                style={{ height: '100%' }}
              >
                <div style={{ fontSize: 36, color: 'var(--ant-color-primary)', marginBottom: 12 }}>
                  {icons[area.segment]}
                </div>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {area.name}
                </Typography.Title>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
                  {names.length > 0 ? names.join('、') : '暂无可用菜单'}
                </Typography.Paragraph>
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
