import type { CSSProperties, ReactNode } from 'react';

export interface DetailRowProps {
  label: ReactNode;
  /** The value; null, undefined, false, blank text and [] show `-`; 0 shows as 0. */
  value?: ReactNode;
  /** Label column width; default 120 px, so the values of stacked rows line up. */
  labelWidth?: number | string;
  /** Appends `：` to the label; default true. */
  colon?: boolean;
  className?: string;
  style?: CSSProperties;
}

export const EMPTY_VALUE = '-';

const isEmpty = (value: ReactNode) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Read-only label/value row of detail pages and dialogs. */
export function DetailRow({
  label,
  value,
  labelWidth = 120,
  colon = true,
  className,
  style,
}: DetailRowProps) {
  return (
    <div
      className={className}
      style={{ display: 'flex', alignItems: 'flex-start', lineHeight: '32px', ...style }}
    >
      <div
        style={{
          flex: 'none',
          width: labelWidth,
          color: 'rgba(0, 0, 0, 0.65)',
          textAlign: 'right',
          paddingRight: 8,
        }}
      >
        {label}
        {colon ? '：' : null}
      </div>
      {/* Long unbroken text (codes, URLs) must wrap instead of widening the page; line breaks are kept. */}
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {isEmpty(value) ? EMPTY_VALUE : value}
      </div>
    </div>
  );
}
