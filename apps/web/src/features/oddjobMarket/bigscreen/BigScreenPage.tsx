import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  ImportOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { reportMonthOf } from '@hr/contract';
import { Button, ConfigProvider, DatePicker, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTabActive } from '../../../app/tab-active.ts';
import { usePermission } from '../../../components';
import { EChart } from '../../../components/EChart';
import styles from './BigScreen.module.css';
import { SocialImportModal, ThresholdModal } from './BigScreenTools.tsx';
import { recruitOption, trendOption } from './chart-options.ts';
import { Empty, Figures, Panel, PushBars, ScrollTable } from './panels.tsx';
import { ScaledStage } from './ScaledStage.tsx';
import { REFRESH_MS, useBigScreenData } from './useBigScreenData.ts';
import { WeatherPanel } from './WeatherPanel.tsx';

/** `?refresh=N` refreshes every N seconds (at least 2), e.g. for a memory soak; else once a minute. */
function refreshMsOf(search: URLSearchParams) {
  const seconds = Number(search.get('refresh'));
  return Number.isFinite(seconds) && seconds >= 2 ? seconds * 1000 : REFRESH_MS;
}

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className={styles.clock}>{dayjs(now).format('YYYY-MM-DD HH:mm:ss')}</span>;
}

/** 数据大屏 (/oddjobMarket/bigScreen): a 1920×1080 dark dashboard scaled to the page or the whole screen. */
export default function BigScreenPage() {
  const active = useTabActive();
  const [search] = useSearchParams();
  const refreshMs = refreshMsOf(search);
  const may = usePermission();
  const box = useRef<HTMLDivElement>(null);
  const [month, setMonth] = useState(() => reportMonthOf(new Date()));
  const [reloadKey, setReloadKey] = useState(0);
  const [dialog, setDialog] = useState<'threshold' | 'import' | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const { panels, weatherNotConfigured, loadedAt } = useBigScreenData(month, refreshMs, active, reloadKey);
  const { cmpy, recruit, shortage, users, total, trend, area, education } = panels;

  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggleFullscreen = () =>
    document.fullscreenElement ? void document.exitFullscreen() : void box.current?.requestFullscreen();

  const recruitChart = useMemo(() => (recruit ? recruitOption(recruit) : null), [recruit]);
  const trendChart = useMemo(() => (trend ? trendOption(trend) : null), [trend]);
  const areaItems = useMemo(() => area?.map((a) => ({ name: a.areaName, value: a.userNum })) ?? [], [area]);
  const educationItems = useMemo(
    () => education?.map((e) => ({ name: e.educationName, value: e.userNum })) ?? [],
    [education],
  );
  const reload = () => setReloadKey((k) => k + 1);
  const running = active;
  const t = users?.thresholds;

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div className={styles.page}>
        <ScaledStage boxRef={box}>
          <header className={styles.header}>
            <div className={styles.headerSide}>
              <Clock />
              {loadedAt ? (
                <span className={styles.muted}>数据更新于 {dayjs(loadedAt).format('HH:mm:ss')}</span>
              ) : null}
            </div>
            <h1 className={styles.title}>零工就业数据大屏</h1>
            <div className={`${styles.headerSide} ${styles.headerTools}`}>
              <DatePicker
                picker="month"
                allowClear={false}
                value={dayjs(`${month}-01`)}
                disabledDate={(d) => d.isAfter(dayjs(), 'month')}
                onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
                aria-label="统计月份"
              />
              {may('bigscreen:setting') ? (
                <Button icon={<SettingOutlined />} onClick={() => setDialog('threshold')}>
                  预警设置
                </Button>
              ) : null}
              {may('bigscreen:import') ? (
                <Button icon={<ImportOutlined />} onClick={() => setDialog('import')}>
                  社保数据导入
                </Button>
              ) : null}
              <Button
                icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={toggleFullscreen}
              >
                {fullscreen ? '退出全屏' : '全屏'}
              </Button>
            </div>
          </header>
          <main className={styles.columns}>
            <div className={styles.column}>
              <Panel title="企业概况" style={{ height: 440 }}>
                <Figures
                  items={[
                    { label: '企业总数', value: cmpy?.cmpyTotal, unit: '家' },
                    { label: '已认证', value: cmpy?.certifiedNum, unit: '家' },
                    { label: '本月新增', value: cmpy?.newCmpyNum, unit: '家' },
                    { label: '在招企业', value: cmpy?.recruitingCmpyNum, unit: '家' },
                  ]}
                />
                <ScrollTable
                  caption="在招企业"
                  running={running}
                  rows={cmpy?.list ?? []}
                  rowKey={(r) => r.cmpyCode}
                  columns={[
                    { title: '企业名称', render: (r) => r.cmpyName },
                    { title: '区县', render: (r) => r.countyName ?? '—' },
                    { title: '职位', render: (r) => r.jobNum, align: 'right' },
                    { title: '需求人数', render: (r) => r.needNum, align: 'right' },
                  ]}
                />
              </Panel>
              <Panel title="招聘分析（投递与录用，今年与去年）" style={{ flex: 1 }}>
                {recruitChart ? (
                  <EChart option={recruitChart} label="每月投递与录用人数，今年与去年对比" />
                ) : (
                  <Empty />
                )}
              </Panel>
            </div>
            <div className={styles.column} style={{ width: 760 }}>
              <Figures
                items={[
                  { label: '求职者总数', value: users?.userNum, unit: '人' },
                  { label: '本月新增求职者', value: users?.newUserNum, unit: '人' },
                  { label: '在线职位', value: cmpy?.onlineJobNum, unit: '个' },
                  { label: '需求人数', value: cmpy?.needNum, unit: '人' },
                ]}
              />
              <Panel title="预警">
                <div className={styles.warnings}>
                  {[
                    {
                      label: '招聘预警',
                      value: users?.recruitConNum,
                      hint: t && `上线满${t.recruitDays}天投递少于${t.recruitMinApply}人的职位`,
                    },
                    {
                      label: '用工预警',
                      value: users?.userConNum,
                      hint: t && `当月离职达到${t.resignNum}人的企业`,
                    },
                    {
                      label: '空缺预警',
                      value: users?.vacancyConNum,
                      hint: t && `缺口达到${t.vacancyGap}人的工种`,
                    },
                  ].map((w) => (
                    <div key={w.label} className={styles.warning} data-figure={w.label}>
                      <div className={styles.warningValue}>{w.value ?? '—'}</div>
                      <div className={styles.figureLabel}>{w.label}</div>
                      <div className={styles.muted}>{w.hint ?? NO_HINT}</div>
                    </div>
                  ))}
                </div>
              </Panel>
              <Panel title="岗位紧缺榜" style={{ height: 330 }}>
                <ScrollTable
                  caption="岗位紧缺榜"
                  running={running}
                  rows={shortage?.list ?? []}
                  rowKey={(r) => r.jobCategory}
                  columns={[
                    { title: '工种', render: (r) => r.jobCategoryName },
                    { title: '职位数', render: (r) => r.jobNum, align: 'right' },
                    { title: '需求', render: (r) => r.needNum, align: 'right' },
                    { title: '投递', render: (r) => r.applyNum, align: 'right' },
                    { title: '录用', render: (r) => r.hireNum, align: 'right' },
                    {
                      title: '缺口',
                      render: (r) => <strong className={styles.gap}>{r.gapNum}</strong>,
                      align: 'right',
                    },
                  ]}
                />
              </Panel>
              <Panel title="求职者区域分布" style={{ flex: 1 }}>
                <PushBars
                  items={areaItems}
                  color="#2f9bff"
                  unit="人数"
                  label="求职者按区县分布"
                  running={running}
                />
              </Panel>
            </div>
            <div className={styles.column}>
              <WeatherPanel forecast={panels.weather} notConfigured={weatherNotConfigured} />
              <Panel title="社保与人员流动" extra={month}>
                {total ? (
                  <Figures
                    items={[
                      { label: '参保总人数', value: total.insuredNum },
                      { label: '养老保险', value: total.pensionNum },
                      { label: '医疗保险', value: total.medicalNum },
                      { label: '失业保险', value: total.unemploymentNum },
                      { label: '工伤保险', value: total.injuryNum },
                      { label: '本月新增参保', value: total.newInsuredNum },
                      { label: '流入人数', value: total.inflowNum },
                      { label: '流出人数', value: total.outflowNum },
                    ]}
                  />
                ) : (
                  <Empty text={`暂无数据（${month}未导入）`} />
                )}
              </Panel>
              <Panel title="社保趋势" style={{ flex: 1 }}>
                {trendChart ? <EChart option={trendChart} label="各月参保总人数与流入流出" /> : <Empty />}
              </Panel>
              <Panel title="求职者学历分布" style={{ height: 250 }}>
                <PushBars
                  items={educationItems}
                  color="#36cfc9"
                  unit="人数"
                  label="求职者按学历分布"
                  running={running}
                />
              </Panel>
            </div>
          </main>
        </ScaledStage>
      </div>
      <ThresholdModal open={dialog === 'threshold'} onClose={() => setDialog(null)} onSaved={reload} />
      <SocialImportModal open={dialog === 'import'} onClose={() => setDialog(null)} onImported={reload} />
    </ConfigProvider>
  );
}

const NO_HINT = '阈值载入中';
