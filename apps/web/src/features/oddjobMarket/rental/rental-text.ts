import { formatCents } from '@hr/contract';

/** Colours of a house's state on the floor plan and in tags: free green, allocated blue, occupied orange. */
export const houseStateColors: Record<number, { tag: string; background: string; border: string }> = {
  0: { tag: 'green', background: '#f6ffed', border: '#52c41a' },
  1: { tag: 'blue', background: '#e6f4ff', border: '#1677ff' },
  2: { tag: 'orange', background: '#fff7e6', border: '#d46b08' },
};

export const yuan = (cents: number) => `¥${formatCents(cents)}`;
export const pct = (n: number) => `${n.toFixed(1)}%`;

/** Today in Asia/Shanghai, 'YYYY-MM-DD'. */
export const todayText = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
