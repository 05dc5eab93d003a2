import type { RouteDef, StatisResult } from '@hr/contract';
import { useQueries } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { call } from '../../app/request.ts';
import { errorText } from '../../components';
import { ChartCard } from './ChartCard.tsx';
import type { StatisRange } from './StatisFilterBar.tsx';

export interface StatisSection {
  /** The route's key in the contract (what the export names). */
  key: string;
  title: string;
  def: RouteDef;
}

/** Runs each section's call with the range (a GET as query, a POST as body) and shows figures and charts. */
export function StatisBoard({
  sections,
  range,
  exportDef,
  failure,
}: {
  sections: StatisSection[];
  range: StatisRange;
  exportDef: RouteDef;
  /** Message when a call fails (spec §8, e.g. 获取课程统计失败！). */
  failure: string;
}) {
  const answers = useQueries({
    queries: sections.map((s) => ({
      queryKey: ['statistics', s.def.path, range],
      queryFn: () =>
        call(
          s.def,
          (s.def.method === 'GET' ? { query: range } : { body: range }) as never,
        ) as Promise<StatisResult>,
    })),
  });
  return (
    <>
      {sections.map((s, i) => {
        const answer = answers[i]!;
        return (
          <section key={s.key} aria-labelledby={`statis-${s.key}`} style={{ marginBottom: 24 }}>
            <Typography.Title level={5} id={`statis-${s.key}`}>
              {s.title}
            </Typography.Title>
            {answer.isError ? (
              <Alert type="error" showIcon title={errorText(answer.error, failure)} />
            ) : !answer.data ? (
              <Spin />
            ) : (
              <>
                <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
                  {answer.data.figures.map((f) => (
                    <Col key={f.key} xs={12} md={8} xl={4}>
                      <Card size="small">
                        <Statistic title={f.label} value={f.value} suffix={f.unit} />
                      </Card>
                    </Col>
                  ))}
                </Row>
                <Row gutter={[12, 12]}>
                  {answer.data.charts.map((chart) => (
                    <Col key={chart.key} xs={24} xl={answer.data.charts.length > 1 ? 12 : 24}>
                      <ChartCard chart={chart} exportAs={{ def: exportDef, call: s.key, range }} />
                    </Col>
                  ))}
                </Row>
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
