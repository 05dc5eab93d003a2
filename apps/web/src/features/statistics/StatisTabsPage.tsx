import type { RouteDef } from '@hr/contract';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { StatisBoard, type StatisSection } from './StatisBoard.tsx';
import { defaultRange, StatisFilterBar, type StatisRange } from './StatisFilterBar.tsx';

/** A statistics page: one filter over tabs of sections (a tab's calls run when it is first opened). */
export function StatisTabsPage({
  tabs,
  exportDef,
  failure,
}: {
  tabs: { key: string; label: string; sections: StatisSection[] }[];
  exportDef: RouteDef;
  failure: string;
}) {
  const [range, setRange] = useState<StatisRange>(defaultRange);
  return (
    <Card>
      <StatisFilterBar value={range} onChange={setRange} />
      <Tabs
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: (
            <StatisBoard sections={tab.sections} range={range} exportDef={exportDef} failure={failure} />
          ),
        }))}
      />
    </Card>
  );
}
