import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useCombinedRefs } from '@dnd-kit/utilities';
import { type FormRule, fieldTypeSpec } from '@hr/contract';
import { Button, Tabs } from 'antd';
import { createContext, Fragment, type MouseEvent, type ReactNode, use } from 'react';
import styles from './designer.module.css';
import { type DragData, type DropData, itemDropId, listDropId } from './dnd.ts';
import { RuleSketch } from './RuleSketch.tsx';
import { type DropTarget, pathKey, type RuleNode, type RulePath, samePath } from './tree.ts';
import type { DesignerState } from './useDesigner.ts';

/** The designer's state and the drop target of the drag under way, for every canvas piece. */
export const CanvasContext = createContext<{ state: DesignerState; target: DropTarget | null } | null>(null);
const useCanvas = () => use(CanvasContext)!;

/** 复制 and 删除 of a selected piece. */
function ItemActions({ path }: { path: RulePath }) {
  const { state } = useCanvas();
  const act = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        icon={<CopyOutlined />}
        aria-label="复制"
        title="复制"
        onClick={act(() => state.copy(path))}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label="删除"
        title="删除"
        onClick={act(() => state.remove(path))}
      />
    </div>
  );
}

interface FrameProps {
  rule: FormRule;
  path: RulePath;
  className?: string | undefined;
  /** A canvas item's drag and drop wiring. */
  nodeRef?: (element: HTMLElement | null) => void;
  dragProps?: object;
  dragging?: boolean;
  children: ReactNode;
}

/** A selectable frame: click selects, the selected one shows its actions. */
function Frame({ rule, path, className, nodeRef, dragProps, dragging, children }: FrameProps) {
  const { state } = useCanvas();
  const selected = !!state.selected && samePath(state.selected, path);
  return (
    // biome-ignore lint/a11y/useSemanticElements: it holds other items and buttons, which a <button> cannot
    <div
      ref={nodeRef}
      {...dragProps}
      data-dragging={dragging || undefined}
      className={`${styles.item} ${className ?? ''}`}
      data-testid={`canvas-item-${rule.field ?? rule.type}`}
      data-path={pathKey(path)}
      data-selected={selected || undefined}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${fieldTypeSpec(rule.type)?.label ?? rule.type}${rule.title ? `：${rule.title}` : ''}`}
      onClick={(event) => {
        event.stopPropagation();
        state.select(path);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        state.select(path);
      }}
    >
      {children}
      {selected ? <ItemActions path={path} /> : null}
    </div>
  );
}

/** A list rules can be dropped into: the canvas itself, a col, a tab pane. */
export function CanvasList({ container, nodes }: { container: RulePath; nodes: readonly RuleNode[] }) {
  const { target } = useCanvas();
  const data: DropData = { kind: 'list', path: container, length: nodes.length };
  const { setNodeRef, isOver } = useDroppable({ id: listDropId(container), data });
  const here = !!target && samePath(target.container, container);
  const marker = (index: number) =>
    here && target.index === index ? <div className={styles.marker} /> : null;
  return (
    <div
      ref={setNodeRef}
      className={container.length ? styles.slotList : styles.canvasList}
      data-testid={container.length ? 'canvas-drop' : 'designer-canvas'}
      data-path={pathKey(container)}
      data-over={isOver || undefined}
    >
      {nodes.map((node, index) => (
        // Positions are the rules' identity here: the tree is edited by path.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {marker(index)}
          {typeof node === 'string' ? (
            <div className={styles.plainText}>{node}</div>
          ) : (
            <CanvasItem rule={node} path={[...container, index]} />
          )}
        </Fragment>
      ))}
      {marker(nodes.length)}
      {nodes.length === 0 ? (
        <div className={styles.empty}>
          {container.length ? '拖拽组件到这里' : '从左侧拖拽或点击组件，添加到表单'}
        </div>
      ) : null}
    </div>
  );
}

/** A row's cols side by side, or a tabs' panes, each a frame of its own around a drop list. */
function LayoutChildren({ rule, path }: { rule: FormRule; path: RulePath }) {
  const children = rule.children ?? [];
  const slot = (child: RuleNode, index: number) =>
    typeof child === 'string' ? null : (
      <Frame rule={child} path={[...path, index]} className={styles.slot}>
        <CanvasList container={[...path, index]} nodes={child.children ?? []} />
      </Frame>
    );
  if (rule.type === 'tabs')
    return (
      <Tabs
        size="small"
        items={children.map((pane, index) => ({
          key: String(index),
          label: typeof pane === 'string' ? pane : String(pane.props?.label ?? `标签页${index + 1}`),
          children: slot(pane, index),
        }))}
      />
    );
  return (
    <div className={styles.row}>
      {children.map((col, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: cols are addressed by position
          key={index}
          style={{ flex: `0 0 ${(Number((col as FormRule).props?.span) || 24) * (100 / 24)}%` }}
          className={styles.colCell}
        >
          {slot(col, index)}
        </div>
      ))}
    </div>
  );
}

/** A rule on the canvas: dragged to move, a drop target for rules dropped before or after it. */
function CanvasItem({ rule, path }: { rule: FormRule; path: RulePath }) {
  const id = itemDropId(path);
  const data: DragData & DropData = { kind: 'item', path };
  const drag = useDraggable({ id, data });
  const drop = useDroppable({ id, data });
  const ref = useCombinedRefs(drag.setNodeRef, drop.setNodeRef);
  const layout = fieldTypeSpec(rule.type)?.role === 'layout';
  return (
    <Frame
      rule={rule}
      path={path}
      nodeRef={ref}
      className={layout ? styles.layout : undefined}
      dragging={drag.isDragging}
      dragProps={{ ...drag.attributes, ...drag.listeners }}
    >
      {!layout ? (
        <RuleSketch rule={rule} />
      ) : fieldTypeSpec(rule.type)?.child ? (
        <LayoutChildren rule={rule} path={path} />
      ) : (
        // A col or tab pane out of its parent (an older form): its rules still show.
        <CanvasList container={path} nodes={rule.children ?? []} />
      )}
    </Frame>
  );
}
