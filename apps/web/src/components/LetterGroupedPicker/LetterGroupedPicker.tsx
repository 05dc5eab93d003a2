import { FireFilled } from '@ant-design/icons';
import { labelMessages } from '@hr/contract';
import { Empty, Segmented, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

export interface PickerItem {
  value: string;
  label: string;
  /** Marked with a flame. */
  hot?: boolean;
}

export interface LetterGroup {
  /** A–Z, or `#` for the rest. */
  letter: string;
  items: readonly PickerItem[];
}

export interface LetterGroupedPickerProps {
  /** Groups in index order; letters without a group show disabled in the index. */
  groups: readonly LetterGroup[];
  /** A hot list shown first (热门); omitted: no hot entry. */
  hot?: readonly PickerItem[];
  /** Chosen values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Several may be chosen (up to `limit`); otherwise a click chooses one and a second click clears. */
  multiple?: boolean;
  limit?: number;
  /** Told when a choice is refused because `limit` is reached (message 可选标签最多{limit}个). */
  onLimit?: (message: string) => void;
  empty?: ReactNode;
}

export const ALL_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ#'.split('');
const ALL = '全部';
const HOT = '热门';

/**
 * Initial-letter grouped picker (platform §2): an index of 全部, 热门 and A–Z (#) above the items grouped
 * by initial. Choosing an index entry shows that section only.
 */
export function LetterGroupedPicker({
  groups,
  hot,
  value,
  onChange,
  multiple = false,
  limit,
  onLimit,
  empty = '暂无数据',
}: LetterGroupedPickerProps) {
  const [section, setSection] = useState(ALL);
  const present = new Set(groups.map((g) => g.letter));
  const shownSection = section === HOT ? (hot?.length ? HOT : ALL) : present.has(section) ? section : ALL;

  const choose = (item: PickerItem) => {
    const chosen = value.includes(item.value);
    if (!multiple) return onChange(chosen ? [] : [item.value]);
    if (chosen) return onChange(value.filter((v) => v !== item.value));
    if (limit !== undefined && value.length >= limit) return onLimit?.(labelMessages.limit(limit));
    onChange([...value, item.value]);
  };

  const renderItems = (items: readonly PickerItem[]) =>
    items.map((item) => (
      <Tag.CheckableTag
        key={item.value}
        checked={value.includes(item.value)}
        onChange={() => choose(item)}
        style={{ margin: 0, border: '1px solid #d9d9d9', padding: '2px 10px' }}
      >
        {item.hot ? <FireFilled style={{ color: '#fa541c', marginRight: 4 }} aria-label="热门" /> : null}
        {item.label}
      </Tag.CheckableTag>
    ));

  const renderSection = (title: string, items: readonly PickerItem[]) => (
    <section key={title} aria-label={title} style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
      <Typography.Text strong style={{ flex: 'none', width: 36, lineHeight: '26px', textAlign: 'center' }}>
        {title}
      </Typography.Text>
      <div style={{ flex: 1, display: 'flex', flexWrap: 'wrap', gap: 8 }}>{renderItems(items)}</div>
    </section>
  );

  const indexOptions = [
    { value: ALL, label: ALL },
    ...(hot ? [{ value: HOT, label: HOT, disabled: !hot.length }] : []),
    ...ALL_LETTERS.filter((l) => l !== '#' || present.has('#')).map((letter) => ({
      value: letter,
      label: letter,
      disabled: !present.has(letter),
    })),
  ];

  const sections =
    shownSection === ALL
      ? [
          ...(hot?.length ? [renderSection(HOT, hot)] : []),
          ...groups.map((g) => renderSection(g.letter, g.items)),
        ]
      : shownSection === HOT
        ? [renderSection(HOT, hot ?? [])]
        : groups.filter((g) => g.letter === shownSection).map((g) => renderSection(g.letter, g.items));

  return (
    <div>
      <Segmented
        size="small"
        aria-label="首字母索引"
        options={indexOptions}
        value={shownSection}
        onChange={(next) => setSection(String(next))}
        style={{ marginBottom: 16, flexWrap: 'wrap' }}
      />
      {groups.length || hot?.length ? (
        sections
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </div>
  );
}
