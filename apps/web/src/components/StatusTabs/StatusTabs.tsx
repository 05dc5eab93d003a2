import { Tabs, type TabsProps } from 'antd';

export interface StatusTabItem<K extends string | number = string | number> {
  key: K;
  label: string;
}

export interface StatusTabsProps<K extends string | number = string | number>
  extends Omit<TabsProps, 'items' | 'activeKey' | 'onChange' | 'defaultActiveKey'> {
  items: readonly StatusTabItem<K>[];
  /** Count per state key, e.g. `{ 1: 3, 0: 5 }`; a missing key shows 0. */
  counts?: Readonly<Record<string, number>>;
  activeKey: K;
  /** Gets the item's own key back, a number stays a number. */
  onChange: (key: K) => void;
}

/** Tabs of states with counts, labelled `已上线(3)`. */
export function StatusTabs<K extends string | number>({
  items,
  counts,
  activeKey,
  onChange,
  ...tabsProps
}: StatusTabsProps<K>) {
  return (
    <Tabs
      {...tabsProps}
      activeKey={String(activeKey)}
      items={items.map((item) => ({
        key: String(item.key),
        label: `${item.label}(${counts?.[String(item.key)] ?? 0})`,
      }))}
      onChange={(key) => {
        // antd speaks string keys; hand back the caller's key with its own type.
        const item = items.find((candidate) => String(candidate.key) === key);
        if (item) onChange(item.key);
      }}
    />
  );
}
