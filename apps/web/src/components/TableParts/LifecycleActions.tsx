import { actionsFrom, type Lifecycle } from '@hr/contract';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { RowAction } from './RowAction';

export interface LifecycleActionsProps<A extends string> {
  lifecycle: Lifecycle<number, A>;
  /** The row's state: only the actions the lifecycle allows from it are offered. */
  state: number;
  /** What each action does; pass and reject open the same review, so reject has no button of its own. */
  run: Record<A, () => void>;
  /** Actions shown as dangerous (red). */
  danger?: readonly A[];
  /** Buttons before the lifecycle's, e.g. 详情. */
  leading?: ReactNode;
}

/**
 * A reviewed row's buttons: each action its lifecycle allows from the row's state, in table order, with the
 * action's permission; pass reads 审核 (it opens the review that passes or rejects). The server enforces the
 * same table.
 */
export function LifecycleActions<A extends string>({
  lifecycle,
  state,
  run,
  danger = [],
  leading,
}: LifecycleActionsProps<A>) {
  return (
    <Space size={0} wrap>
      {leading}
      {actionsFrom(lifecycle, state)
        .filter((action) => action !== 'reject')
        .map((action) => (
          <RowAction
            key={action}
            code={lifecycle.actions[action].permission}
            danger={danger.includes(action)}
            onClick={run[action]}
          >
            {action === 'pass' ? '审核' : lifecycle.actions[action].label}
          </RowAction>
        ))}
    </Space>
  );
}
