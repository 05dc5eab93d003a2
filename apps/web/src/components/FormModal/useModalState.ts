import { useState } from 'react';

/**
 * A modal's open flag and the data it shows. Closing keeps the data, so the modal does not change
 * content while it fades out.
 */
export function useModalState<T>(initial: T) {
  const [state, setState] = useState({ open: false, data: initial });
  return {
    open: state.open,
    data: state.data,
    show: (data: T) => setState({ open: true, data }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
