import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, List, Progress, Row, Statistic, Table, Tag, Typography } from 'antd';
import { call } from '../../../app/request.ts';
import { namedPageItems, PagedTable } from '../../../components';
import { pct, todayText } from './rental-text.ts';

const monthsBack = (n: number) => {
  const [y, m] = todayText().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};

/** 公寓概览 (/oddjobMarket/rental/home): occupancy, free beds, expiring contracts, communities, by month. */
export default function RentalHomePage() {
  const summary = useQuery({
    queryKey: ['rental', 'summary'],
    queryFn: () => call(api.rental.getCommunitySummary, { body: {} }),
  });
  const beginMonth = monthsBack(5);
  const endMonth = monthsBack(0);
  const report = useQuery({
    queryKey: ['rental', 'report', beginMonth, endMonth],
    queryFn: () => call(api.rental.report, { query: { beginMonth, endMonth } }),
  });
  const s = summary.data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[16, 16]}>
        {[
          { title: '小区', value: s?.communityCount, suffix: '个' },
          { title: '房屋总数', value: s?.houseTotal, suffix: '套' },
          { title: '已入住', value: s?.occupiedCount, suffix: '套' },
          { title: '已分配未入住', value: s?.allocatedCount, suffix: '套' },
          { title: '空闲', value: s?.freeCount, suffix: '套' },
          { title: '空床位', value: s?.freeBeds, suffix: `/${s?.bedTotal ?? 0}` },
        ].map((x) => (
          <Col key={x.title} xs={12} md={8} xl={4}>
            <Card variant="borderless" loading={summary.isLoading}>
              <Statistic title={x.title} value={x.value ?? 0} suffix={x.suffix} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title="入住率" style={{ height: '100%' }}>
            <Typography.Text>房屋使用率（已分配与已入住）</Typography.Text>
            <Progress percent={s?.houseRate ?? 0} aria-label="房屋使用率" />
            <Typography.Text>床位入住率（在住 {s?.livingCount ?? 0} 人）</Typography.Text>
            <Progress percent={s?.bedRate ?? 0} aria-label="床位入住率" strokeColor="#d46b08" />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            variant="borderless"
            title={`即将到期（30天内）：合同 ${s?.expiringContracts.length ?? 0} 家，房屋分配 ${s?.expiringAllocations ?? 0} 套`}
            style={{ height: '100%' }}
          >
            {s?.expiringContracts.length ? (
              <List
                size="small"
                dataSource={s.expiringContracts}
                renderItem={(c) => (
                  <List.Item>
                    <span>{c.cmpyName}</span>
                    <span>
                      合同至 {c.contractEnd}{' '}
                      <Tag color={c.daysLeft <= 7 ? 'red' : 'orange'}>剩余{c.daysLeft}天</Tag>
                    </span>
                  </List.Item>
                )}
              />
            ) : (
              <Empty description="暂无即将到期的合同" />
            )}
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" title="各小区入住情况">
        <PagedTable
          rowKey="communityCode"
          queryKey={['rental', 'summaryCommunities']}
          fetcher={(page) => call(api.rental.queryCommunityList, { body: page })}
          columns={[
            { title: '小区', dataIndex: 'communityName' },
            { title: '街道', key: 'street', render: (_, c) => `${c.countyName} ${c.streetName}` },
            { title: '房屋', dataIndex: 'houseTotal' },
            { title: '已入住', dataIndex: 'occupiedCount' },
            { title: '已分配', dataIndex: 'allocatedCount' },
            { title: '空闲', dataIndex: 'freeCount' },
            { title: '空床位', dataIndex: 'freeBeds' },
            { title: '房屋使用率', dataIndex: 'houseRate', render: (v: number) => pct(v) },
            { title: '床位入住率', dataIndex: 'bedRate', render: (v: number) => pct(v) },
          ]}
        />
      </Card>
      <Card variant="borderless" title={`月度入住报表（${beginMonth} 至 ${endMonth}）`}>
        <Table
          size="small"
          rowKey={(r) => `${r.month}/${r.communityCode}`}
          loading={report.isLoading}
          dataSource={report.data ?? []}
          pagination={{ pageSize: 12, itemRender: namedPageItems }}
          columns={[
            { title: '月份', dataIndex: 'month' },
            { title: '小区', dataIndex: 'communityName' },
            { title: '房屋', dataIndex: 'houseTotal' },
            { title: '分配房屋', dataIndex: 'allocatedHouses' },
            { title: '入住房屋', dataIndex: 'occupiedHouses' },
            { title: '入住人数', dataIndex: 'residentCount' },
            { title: '分配率', dataIndex: 'allocationRate', render: (v: number) => pct(v) },
            { title: '床位入住率', dataIndex: 'bedRate', render: (v: number) => pct(v) },
          ]}
        />
      </Card>
    </div>
  );
}
