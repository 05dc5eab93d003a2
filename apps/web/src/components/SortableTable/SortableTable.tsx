import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { createContext, type HTMLAttributes, useContext, useEffect, useMemo, useState } from 'react';

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<(HandleProps & { disabled: boolean }) | null>(null);

/** The grip a row is dragged by (pointer), or moved with Space and the arrow keys (keyboard). */
function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...handle.listeners}
      disabled={handle.disabled}
      aria-label={`拖动排序：${label}`}
      style={{ cursor: handle.disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
    />
  );
}

/** Rows may not be dragged (the caller may not reorder). */
const ReadOnlyContext = createContext(false);

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const disabled = useContext(ReadOnlyContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: props['data-row-key'],
      disabled,
    });
  const style = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative' as const, zIndex: 10, background: '#e6f4ff' } : {}),
  };
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, disabled }),
    [attributes, listeners, setActivatorNodeRef, disabled],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

const components = { body: { row: SortableRow } };

export interface SortableTableProps<T>
  extends Omit<TableProps<T>, 'rowKey' | 'dataSource' | 'columns' | 'pagination'> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** What the grip of a row calls the row, for screen readers. */
  rowLabel: (row: T) => string;
  columns: ColumnsType<T>;
  /** Persists the whole new order (keys first to last); a rejection puts the rows back. */
  onReorder: (keys: string[]) => Promise<unknown>;
  /** No grip to drag (the caller may not reorder). */
  readOnly?: boolean;
}

/**
 * A table whose rows are put in order by dragging them by their grip (dnd-kit, antd's sortable-row
 * pattern). The new order shows at once and is saved through `onReorder`; a failed save reverts it.
 */
export function SortableTable<T extends object>({
  rows,
  rowKey,
  rowLabel,
  columns,
  onReorder,
  readOnly = false,
  ...table
}: SortableTableProps<T>) {
  const [order, setOrder] = useState<T[]>([...rows]);
  useEffect(() => setOrder([...rows]), [rows]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = order.map(rowKey);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const before = order;
    const next = arrayMove(order, keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
    setOrder(next);
    try {
      await onReorder(next.map(rowKey));
    } catch {
      setOrder(before);
    }
  };

  const grip: ColumnsType<T>[number] = {
    key: 'sort',
    title: '排序',
    width: 64,
    align: 'center',
    render: (_: unknown, row: T) => <DragHandle label={rowLabel(row)} />,
  };

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Table<T>
            {...table}
            rowKey={rowKey}
            dataSource={order}
            pagination={false}
            columns={[grip, ...columns]}
            components={components}
          />
        </SortableContext>
      </DndContext>
    </ReadOnlyContext.Provider>
  );
}
