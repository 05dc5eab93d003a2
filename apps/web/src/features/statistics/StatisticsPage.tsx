import { api } from '@hr/contract';
import { StatisTabsPage } from './StatisTabsPage.tsx';

const s = api.statistics;
const section = (key: keyof typeof s & string, title: string) => ({ key, title, def: s[key] });

/** 统计分析 (/oddjobMarket/statistics): the company view and the government view, each chart exportable. */
export default function StatisticsPage() {
  return (
    <StatisTabsPage
      exportDef={s.statisticsExport}
      failure="获取统计数据失败"
      tabs={[
        {
          key: 'cmpy',
          label: '企业视角',
          sections: [
            section('queryCmpyStatistics', '企业与招聘概况'),
            section('queryStatisticsApplyDay', '每日报名、录用与入职'),
            section('queryCmpyDayStatistics', '每日新增企业'),
            section('queryStatisticsJobApplyDay', '热门职位每日报名'),
            section('queryStatisticsRecruit', '招聘漏斗'),
            section('queryStatisticsCourse', '培训情况'),
          ],
        },
        {
          key: 'zf',
          label: '政府视角',
          sections: [
            section('queryCmpyCount', '企业数量'),
            section('queryIndustryCmpyCount', '企业行业分布'),
            section('querySpecialtyIndustryCmpyCount', '企业细分工种'),
            section('queryProvideNeedCount', '供需对比'),
            section('queryCmpyStaffIndustryCount', '入职人员分布'),
            section('queryZfStaffIndustryCount', '求职人员画像'),
            section('queryStudentAndTalents', '培训学员与人才'),
          ],
        },
      ]}
    />
  );
}
