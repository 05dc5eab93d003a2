import { ActivityList } from './ActivityList.tsx';

/** 活动审批 (/recruit/activity/approve). */
export default function ActivityApprovePage() {
  return <ActivityList view="approve" />;
}
