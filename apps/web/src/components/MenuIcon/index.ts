export { MENU_ICON_NAMES, MENU_ICONS, MenuIcon } from './MenuIcon';
