import {
  actionsFrom,
  type FILING_TABS,
  type FilingAction,
  type Lifecycle,
  type RouteDef,
  type RouteInput,
  type StateHistoryItem,
} from '@hr/contract';
import { Descriptions, Drawer, Space, Tag, Timeline, Typography } from 'antd';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { call } from '../../../app/request.ts';
import { confirmAction, confirmDelete, RowAction, useFeedback } from '../../../components';

export type FilingTab = (typeof FILING_TABS)[number]['key'];

const COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
export const FilingStatusTag = ({ status, name }: { status: number; name: string }) => (
  <Tag color={COLORS[status]}>{name}</Tag>
);

type FilingRun = Exclude<FilingAction, 'edit'>;
/** `call` for a generic route D, whose argument list TypeScript cannot work out; the props tie `input` to D. */
const callAny = call as (def: RouteDef, input: object) => Promise<unknown>;

interface FilingActionsProps<A extends string, D extends RouteDef> {
  lifecycle: Lifecycle<number, A>;
  status: number;
  /** Permission prefix of the buttons (`policy:organ`). */
  prefix: string;
  /** What the row is called in the confirmations, e.g. 技能机构“…”. */
  name: string;
  onDetail: () => void;
  onEdit: () => void;
  /** The call of each action; all three take the row's path parameters, `input`. */
  calls: Record<FilingRun, D>;
  input: RouteInput<D>;
  onDone: (action: FilingRun) => void;
}

/** A filing row's buttons: 详情 always, the others only where the lifecycle table allows them. */
export function FilingActions<A extends string, D extends RouteDef>(p: FilingActionsProps<A, D>) {
  const { message } = useFeedback();
  const allowed = actionsFrom(p.lifecycle, p.status) as string[];
  const act = async (action: FilingRun, title: string) => {
    const run = () => callAny(p.calls[action], p.input);
    const done =
      action === 'remove'
        ? await confirmDelete(run, `此操作将删除${p.name}, 是否继续?`)
        : await confirmAction({ title, content: p.name, onOk: run });
    if (!done) return;
    message.success((p.lifecycle.actions as Record<string, { success: string }>)[action]!.success);
    p.onDone(action);
  };
  return (
    <Space size={0}>
      <RowAction code={`${p.prefix}:list`} onClick={p.onDetail}>
        详情
      </RowAction>
      {allowed.includes('edit') ? (
        <RowAction code={`${p.prefix}:edit`} onClick={p.onEdit}>
          编辑
        </RowAction>
      ) : null}
      {allowed.includes('submit') ? (
        <RowAction code={`${p.prefix}:submit`} onClick={() => void act('submit', '请确认是否提交？')}>
          提交
        </RowAction>
      ) : null}
      {allowed.includes('cancel') ? (
        <RowAction code={`${p.prefix}:cancel`} onClick={() => void act('cancel', '请确认是否撤销？')}>
          撤销
        </RowAction>
      ) : null}
      {allowed.includes('remove') ? (
        <RowAction code={`${p.prefix}:remove`} danger onClick={() => void act('remove', '')}>
          删除
        </RowAction>
      ) : null}
    </Space>
  );
}

type History = z.infer<typeof StateHistoryItem>[];

/** A filing's attachments as links (opened in a new tab), one a line; '-' without any. */
export function AttachmentLinks({
  files,
}: {
  files: { objectKey: string; url: string; materialName: string }[];
}) {
  return files.length ? (
    <Space direction="vertical" size={0}>
      {files.map((a) => (
        <Typography.Link key={a.objectKey} href={a.url} target="_blank" rel="noreferrer">
          {a.materialName}
        </Typography.Link>
      ))}
    </Space>
  ) : (
    '-'
  );
}

/** A filing's fields and its history (who did what, when), oldest first. */
export function FilingDetailDrawer({
  title,
  open,
  onClose,
  items,
  history,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  items: { label: string; value: ReactNode }[];
  history: History | undefined;
  children?: ReactNode;
}) {
  return (
    <Drawer title={title} open={open} onClose={onClose} size={640} destroyOnHidden>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={items.map((i) => ({ label: i.label, children: i.value }))}
      />
      {children}
      <h3 style={{ marginTop: 24 }}>备案记录</h3>
      <Timeline
        items={(history ?? []).map((h) => ({
          children: `${h.time ?? ''} ${h.operator ?? ''} ${h.actionName}${h.remark ? `：${h.remark}` : ''}`,
        }))}
      />
    </Drawer>
  );
}

/** A filing's or event's stored rich text (sanitised by the server when saved, and again here). */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="rich-text-view"
      data-testid={testId}
      style={{ marginTop: 16 }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is HTML by design; sanitised by the server on save and again by DOMPurify here.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
