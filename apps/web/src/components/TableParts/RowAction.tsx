import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Permission } from '../Permission';

export interface RowActionProps {
  /** The permission that shows the action. */
  code: string;
  onClick: () => void;
  danger?: boolean;
  /** Why this row does not allow the action: the button is disabled and says why on hover. */
  blocked?: string | null | undefined;
  children: ReactNode;
}

/** A link button in a row's 操作 column, for holders of `code`. */
export function RowAction({ code, onClick, danger = false, blocked, children }: RowActionProps) {
  const button = (
    <Button type="link" size="small" danger={danger} disabled={Boolean(blocked)} onClick={onClick}>
      {children}
    </Button>
  );
  return (
    <Permission code={code}>{blocked ? <Tooltip title={blocked}>{button}</Tooltip> : button}</Permission>
  );
}
