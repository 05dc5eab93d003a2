import { Empty, Timeline, Typography } from 'antd';

export interface StateHistoryEntry {
  actionName: string;
  operator: string | null;
  remark: string | null;
  time: string | null;
}

/** A record's lifecycle history: what was done, by whom, when, and why. */
export default function StateHistory({ items }: { items: readonly StateHistoryEntry[] }) {
  if (items.length === 0) return <Empty description="暂无记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={items.map((item, index) => ({
        key: index,
        content: (
          <div>
            <Typography.Text strong>{item.actionName}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {item.operator ?? '系统'} · {item.time ?? '-'}
            </Typography.Text>
            {item.remark ? <div>原因：{item.remark}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
