import type { AriaAttributes } from 'react';

/**
 * What antd's Form.Item hands its control besides `id`: whether it is required, invalid, and which help
 * text describes it. A custom control passes these on to the element that takes focus.
 */
export type FieldAria = Pick<AriaAttributes, 'aria-required' | 'aria-invalid' | 'aria-describedby'>;

/** Only the FieldAria props of `props`. */
export const fieldAria = (props: FieldAria): FieldAria => ({
  'aria-required': props['aria-required'],
  'aria-invalid': props['aria-invalid'],
  'aria-describedby': props['aria-describedby'],
});
