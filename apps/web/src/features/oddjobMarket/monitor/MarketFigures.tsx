import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { call } from '../../../app/request.ts';
import { errorText } from '../../../components';
import { ChartCard } from '../../statistics/ChartCard.tsx';

/** Today's gig market: figures (each a link to the list it counts) and this month's charts. */
export function MarketFigures() {
  const market = useQuery({
    queryKey: ['statistics', 'monitor'],
    queryFn: () => call(api.statistics.monitorFigures, {}),
    refetchInterval: 60_000,
  });
  if (market.isError)
    return <Alert type="error" showIcon title={errorText(market.error, '获取零工监测数据失败')} />;
  const data = market.data;
  return (
    <section aria-labelledby="market-title" style={{ marginBottom: 16 }}>
      <Typography.Title level={4} id="market-title" style={{ marginTop: 0 }}>
        今日零工市场{data ? `（本月 ${data.beginDate} 至 ${data.endDate}）` : ''}
      </Typography.Title>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {(data?.figures ?? []).map((f) => (
          <Col key={f.key} xs={12} md={8} xl={4}>
            <Card size="small">
              {f.link ? (
                <Link to={f.link} aria-label={`${f.label}：${f.value}${f.unit}，查看列表`}>
                  <Statistic title={f.label} value={f.value} suffix={f.unit} />
                </Link>
              ) : (
                <Statistic title={f.label} value={f.value} suffix={f.unit} />
              )}
            </Card>
          </Col>
        ))}
        {!data && (
          <Col span={24}>
            <Card loading size="small" />
          </Col>
        )}
      </Row>
      <Row gutter={[12, 12]}>
        {(data?.charts ?? []).map((chart) => (
          <Col key={chart.key} xs={24} xl={chart.kind === 'line' ? 24 : 12}>
            <ChartCard chart={chart} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
