import { ActivityList } from './ActivityList.tsx';

/** 活动管理 (/recruit/activity/manage). */
export default function ActivityManagePage() {
  return <ActivityList view="manage" />;
}
