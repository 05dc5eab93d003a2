export { type StatusTabItem, StatusTabs, type StatusTabsProps } from './StatusTabs';
