import { NotificationOutlined } from '@ant-design/icons';
import { api, ResourceType, SUPER_PERMISSION } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { AREA_TABS, areaEntry, hasPermission } from '../../../app/menus.ts';
import { call } from '../../../app/request.ts';
import { useCurrentUser } from '../../../app/session.ts';
import { MarketFigures } from './MarketFigures.tsx';

const NOTICE_PAGE_SIZE = 8;

/**
 * 零工监测, the landing page: today's gig market (MarketFigures, SQL over the live rows), then the signed-in
 * user, what they may open, and the latest announcements.
 */
export default function MonitorPage() {
  const user = useCurrentUser().data;
  const notices = useQuery({
    queryKey: ['msg', 'queryPageMsg', { pageNum: 1, pageSize: NOTICE_PAGE_SIZE }],
    queryFn: () => call(api.msg.queryPageMsg, { query: { pageNum: 1, pageSize: NOTICE_PAGE_SIZE } }),
  });
  if (!user) return null;

  const superAdmin = user.permissions.includes(SUPER_PERMISSION);
  const pageCount = user.menus.filter((menu) => menu.type === ResourceType.menu && menu.path).length;
  const areas = AREA_TABS.filter((tab) => hasPermission(user.permissions, tab.code));

  return (
    <div>
      <MarketFigures />
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          您好，{user.realName || user.username}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="账号">{user.username}</Descriptions.Item>
          <Descriptions.Item label="角色">
            {user.roleNames.length > 0
              ? user.roleNames.map((name) => <Tag key={name}>{name}</Tag>)
              : '未分配角色'}
          </Descriptions.Item>
          <Descriptions.Item label="所属企业">{user.cmpyName ?? '平台用户（不属于企业）'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title="可进入的系统" value={areas.length} suffix="/ 4" />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title="可用功能页面" value={pageCount} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title="权限码" value={superAdmin ? '全部权限' : user.permissions.length} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title="公告总数" value={notices.data?.total ?? '-'} loading={notices.isPending} />
          </Card>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card
            title={
              <span>
                <NotificationOutlined /> 最新公告
              </span>
            }
            style={{ marginBottom: 16 }}
          >
            {notices.isError ? (
              <Alert type="error" showIcon title="公告加载失败" description={notices.error.message} />
            ) : (
              <List
                loading={notices.isPending}
                dataSource={notices.data?.records ?? []}
                locale={{ emptyText: <Empty description="暂无公告" /> }}
                renderItem={(notice) => (
                  <List.Item
                    extra={<Typography.Text type="secondary">{notice.publishTime ?? ''}</Typography.Text>}
                  >
                    <Link to={`/notice?annoCode=${encodeURIComponent(notice.annoCode)}`}>
                      {notice.annoTitle}
                    </Link>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="快捷入口">
            {areas.length === 0 ? (
              <Empty description="暂无可进入的系统" />
            ) : (
              <List
                dataSource={areas}
                renderItem={(area) => (
                  <List.Item>
                    <Link to={areaEntry(area.segment, user.menus)}>{area.name}</Link>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
