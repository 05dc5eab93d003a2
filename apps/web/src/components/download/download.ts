import { getFeedback } from '../feedback';

export const SELECT_ROWS_FIRST = '请先选择数据行';

/** Some browsers start the download after click() returns; revoking at once can cancel it. */
const REVOKE_DELAY_MS = 1000;

/** Saves a blob (an export answer) under `fileName` through a temporary <a download>. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/**
 * Export works on the selected rows only (spec §5): false, with a warning, when none is selected.
 * Usage: `if (!requireSelection(selectedRows)) return;`
 */
export function requireSelection(
  rows: readonly unknown[] | null | undefined,
  message = SELECT_ROWS_FIRST,
): boolean {
  if (rows && rows.length > 0) return true;
  getFeedback().message.warning(message);
  return false;
}
