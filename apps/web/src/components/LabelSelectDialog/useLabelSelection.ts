import { addLabelError, LABEL_DEFAULT_LIMIT, labelMessages } from '@hr/contract';
import { useState } from 'react';

/**
 * The tags being chosen in a label dialog, with the spec's rules (platform §5): at most `limit`, no tag
 * twice, custom tags of at most six characters without commas. `error` is the last refusal's message.
 */
export function useLabelSelection(initial: readonly string[], limit: number = LABEL_DEFAULT_LIMIT) {
  const [selected, setSelected] = useState<string[]>(() => [...initial]);
  const [refusal, setRefusal] = useState<{ message: string; ofCustom: boolean } | null>(null);

  const refuse = (message: string, ofCustom: boolean) => {
    setRefusal({ message, ofCustom });
    return false;
  };
  const accept = (next: string[]) => {
    setSelected(next);
    setRefusal(null);
    return true;
  };

  return {
    selected,
    error: refusal?.message ?? null,
    /** True when `error` refused the custom input's text (not a click on a listed tag). */
    customRefused: refusal?.ofCustom ?? false,
    clearError: () => setRefusal(null),
    /** Starts again from `value` (when the dialog opens). */
    reset: (value: readonly string[]) => {
      setSelected([...value]);
      setRefusal(null);
    },
    /** A listed tag clicked: chosen if it was not (within the limit), unchosen if it was. */
    toggle: (name: string) => {
      if (selected.includes(name)) return accept(selected.filter((s) => s !== name));
      if (selected.length >= limit) return refuse(labelMessages.limit(limit), false);
      return accept([...selected, name]);
    },
    remove: (name: string) => accept(selected.filter((s) => s !== name)),
    /** The custom input's text: true when taken, false with `error` set when refused. */
    addCustom: (text: string) => {
      const message = addLabelError(text, selected, limit);
      return message ? refuse(message, true) : accept([...selected, text.trim()]);
    },
  };
}
