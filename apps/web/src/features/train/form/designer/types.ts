import type { FormOptions, FormRule } from '@hr/contract';
import type { ReactNode } from 'react';

/** What the designer edits: the stored form's rules and options, in form-create's shape. */
export interface DesignerValue {
  rules: FormRule[];
  options: FormOptions;
}

/**
 * A controlled designer: it shows `value` and reports every edit through `onChange` (the parent stores the
 * new value and passes it back). Undo and redo are kept inside over the values it reported; a `value` that
 * did not come from the designer (another form loaded) starts a new history.
 */
export interface FormDesignerProps {
  value: DesignerValue;
  onChange: (value: DesignerValue) => void;
  /** Shown at the right end of the designer's toolbar (e.g. the page's 保存). */
  extra?: ReactNode;
  /** The designer's height; default fills its parent (`100%`). */
  height?: number | string;
}
