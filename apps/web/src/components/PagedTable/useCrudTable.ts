import { useRef } from 'react';
import { confirmDelete } from '../confirmAction';
import { useModalState } from '../FormModal';
import { useFeedback } from '../feedback';
import type { PagedTableHandle } from './PagedTable';

/**
 * A paged list with an add/edit modal and row deletes. A save closes the modal and reloads the page; a
 * confirmed delete says 删除成功 and steps back from a page it empties. `onChange` runs after either.
 */
export function useCrudTable<Row>(onChange?: () => void) {
  const { message } = useFeedback();
  const tableRef = useRef<PagedTableHandle>(null);
  const modal = useModalState<Row | null>(null);
  return {
    /** For the PagedTable's ref. */
    tableRef,
    /** The add/edit modal; its data is the row to edit, null to add one. */
    modal,
    /** For the modal's onSaved. */
    saved: () => {
      modal.close();
      tableRef.current?.reload();
      onChange?.();
    },
    /** Asks `question`, then runs `remove`. */
    remove: (question: string, remove: () => Promise<unknown>) =>
      confirmDelete(async () => {
        await remove();
        message.success('删除成功');
        tableRef.current?.afterDelete();
        onChange?.();
      }, question),
  };
}
