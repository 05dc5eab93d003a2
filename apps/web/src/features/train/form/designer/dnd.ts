import type { CollisionDetection, DataRef } from '@dnd-kit/core';
import { pointerWithin } from '@dnd-kit/core';
import { type DropTarget, isInside, parentPath, type RulePath } from './tree.ts';

/**
 * Drag and drop in the designer. Draggables are palette items (a type to add) and canvas items (a rule to
 * move); droppables are canvas items (drop before or after one) and lists (the canvas, each col, each tab
 * pane: drop at the end). Where droppables nest, the innermost one under the pointer wins.
 */

export type DragData = { kind: 'palette'; type: string } | { kind: 'item'; path: RulePath };
export type DropData = { kind: 'item'; path: RulePath } | { kind: 'list'; path: RulePath; length: number };

export const paletteDragId = (type: string) => `palette:${type}`;
export const itemDropId = (path: RulePath) => `item:${path.join('.')}`;
export const listDropId = (path: RulePath) => `list:${path.join('.')}`;

const dataOf = <T>(ref: DataRef | undefined) => ref?.current as T | undefined;

/** A droppable that is the dragged rule itself or lies inside it cannot take it. */
function insideDragged(drag: DragData | undefined, drop: DropData | undefined): boolean {
  return drag?.kind === 'item' && !!drop && isInside(drop.path, drag.path);
}

/** The smallest droppable under the pointer, leaving out the dragged rule and what it holds. */
export const innermostUnderPointer: CollisionDetection = (args) => {
  const drag = dataOf<DragData>(args.active.data);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return pointerWithin(args)
    .filter((hit) => !insideDragged(drag, dataOf<DropData>(hit.data?.droppableContainer?.data)))
    .sort((a, b) => area(a.id) - area(b.id))
    .slice(0, 1);
};

/**
 * Where a drop lands: the end of a list, or before or after an item depending on which half of it the
 * pointer is in.
 */
export function dropTargetOf(
  drop: DropData | undefined,
  overRect: { top: number; height: number } | undefined,
  pointerY: number | null,
): DropTarget | null {
  if (!drop) return null;
  if (drop.kind === 'list') return { container: drop.path, index: drop.length };
  const index = drop.path[drop.path.length - 1]!;
  const after = !!overRect && pointerY !== null && pointerY > overRect.top + overRect.height / 2;
  return { container: parentPath(drop.path), index: after ? index + 1 : index };
}
