import { useDraggable } from '@dnd-kit/core';
import { type FieldTypeSpec, paletteGroups } from '@hr/contract';
import { Typography } from 'antd';
import styles from './designer.module.css';
import { type DragData, paletteDragId } from './dnd.ts';

const groups = paletteGroups();

function PaletteItem({ spec, onAdd }: { spec: FieldTypeSpec; onAdd: (type: string) => void }) {
  const data: DragData = { kind: 'palette', type: spec.type };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: paletteDragId(spec.type),
    data,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={styles.paletteItem}
      data-testid={`palette-${spec.type}`}
      data-dragging={isDragging || undefined}
      {...attributes}
      {...listeners}
      // A click adds the component at the end of the form (the keyboard way in, too).
      onClick={() => onAdd(spec.type)}
    >
      {spec.label}
    </button>
  );
}

/** The component palette: the catalog's three groups; drag an item onto the canvas, or click to append it. */
export function Palette({ onAdd }: { onAdd: (type: string) => void }) {
  return (
    <div className={styles.palette} data-testid="designer-palette">
      {groups.map((group) => (
        <section key={group.key}>
          <Typography.Text strong className={styles.groupTitle}>
            {group.label}
          </Typography.Text>
          <div className={styles.paletteGrid}>
            {group.types.map((spec) => (
              <PaletteItem key={spec.type} spec={spec} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
