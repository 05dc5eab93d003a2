import type { ComponentType } from 'react';
import * as icons from './icons.ts';

/** Icon name → component, for the sidebar and resource management alike. */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = icons;

/** The names resource management offers, in alphabetical order. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).sort();

/** A menu icon given by its @ant-design/icons name; nothing for an empty name or one outside MENU_ICONS. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
