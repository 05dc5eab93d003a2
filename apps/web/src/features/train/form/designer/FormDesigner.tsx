import { ClearOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { type FormRule, fieldTypeSpec } from '@hr/contract';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { FormPreviewModal } from '../preview/FormPreviewModal.tsx';
import { CanvasContext, CanvasList } from './Canvas.tsx';
import styles from './designer.module.css';
import { type DragData, type DropData, dropTargetOf, innermostUnderPointer } from './dnd.ts';
import { createRule } from './newRule.ts';
import { Palette } from './Palette.tsx';
import { PropertyPanel } from './panel/PropertyPanel.tsx';
import { canPlace, type DropTarget, moveRule, ruleAt, samePath } from './tree.ts';
import type { FormDesignerProps } from './types.ts';
import { useDesigner } from './useDesigner.ts';

const sameTarget = (a: DropTarget | null, b: DropTarget | null) =>
  a === b || (!!a && !!b && a.index === b.index && samePath(a.container, b.container));

/**
 * The form designer: the palette (drag or click a component to add it), the canvas (drag to reorder or
 * into cols and tab panes; click to select; 复制 and 删除 on the selected one) and the property panel of
 * the selected rule and of the whole form, with 撤销, 重做, 清空 and 预览 above. See `FormDesignerProps`.
 */
export function FormDesigner({ value, onChange, extra, height = '100%' }: FormDesignerProps) {
  const state = useDesigner(value, onChange);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const [dragging, setDragging] = useState<{ label: string; rule: FormRule } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const dragRef = useRef<DragData | null>(null);

  const start = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData;
    dragRef.current = data;
    const rule = data.kind === 'palette' ? createRule(data.type, new Set()) : ruleAt(state.rules, data.path);
    if (rule) setDragging({ label: fieldTypeSpec(rule.type)?.label ?? rule.type, rule });
  };

  /** The drop target under the pointer, when the dragged rule may go there. */
  const targetOf = ({ over, activatorEvent, delta }: DragMoveEvent): DropTarget | null => {
    const origin = getEventCoordinates(activatorEvent);
    const found = dropTargetOf(
      over?.data.current as DropData | undefined,
      over?.rect,
      origin && origin.y + delta.y,
    );
    const drag = dragRef.current;
    if (!found || !drag || !dragging) return null;
    const allowed =
      drag.kind === 'palette'
        ? canPlace(state.rules, found.container, dragging.rule)
        : moveRule(state.rules, drag.path, found) !== null;
    return allowed ? found : null;
  };

  const end = (event: DragEndEvent) => {
    const found = targetOf(event);
    const drag = dragRef.current;
    if (found && drag?.kind === 'palette') state.add(drag.type, found);
    else if (found && drag?.kind === 'item') state.move(drag.path, found);
    cancel();
  };

  const cancel = () => {
    dragRef.current = null;
    setDragging(null);
    setTarget(null);
  };

  return (
    <div className={styles.designer} style={{ height }} data-testid="form-designer">
      <div className={styles.toolbar}>
        <Space>
          <Button icon={<UndoOutlined />} disabled={!state.canUndo} onClick={state.undo}>
            撤销
          </Button>
          <Button icon={<RedoOutlined />} disabled={!state.canRedo} onClick={state.redo}>
            重做
          </Button>
          <Button icon={<ClearOutlined />} disabled={state.rules.length === 0} onClick={state.clear}>
            清空
          </Button>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
            预览
          </Button>
        </Space>
        <div className={styles.toolbarExtra}>{extra}</div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={innermostUnderPointer}
        onDragStart={start}
        onDragMove={(event) => {
          const next = targetOf(event);
          setTarget((current) => (sameTarget(current, next) ? current : next));
        }}
        onDragEnd={end}
        onDragCancel={cancel}
      >
        <div className={styles.panels}>
          <Palette onAdd={(type) => state.add(type)} />
          <CanvasContext value={{ state, target }}>
            <div className={styles.canvasScroll}>
              <CanvasList container={[]} nodes={state.rules} />
            </div>
          </CanvasContext>
          <PropertyPanel state={state} />
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? <div className={styles.overlay}>{dragging.label}</div> : null}
        </DragOverlay>
      </DndContext>
      <FormPreviewModal
        open={previewing}
        rules={state.value.rules}
        options={state.value.options}
        onClose={() => setPreviewing(false)}
      />
    </div>
  );
}
