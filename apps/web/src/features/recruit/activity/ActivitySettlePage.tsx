import { ActivityList } from './ActivityList.tsx';

/** 结算审批 (/recruit/activity/settle). */
export default function ActivitySettlePage() {
  return <ActivityList view="settle" />;
}
