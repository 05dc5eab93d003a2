import useStyle from 'antd/es/date-picker/style';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { DateTimeRangePickerProps } from './DateTimeRangePicker';

type Picker = ComponentType<DateTimeRangePickerProps>;

let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;
/** Fetches the real picker (antd's RangePicker with its panels, about 25 KB brotli) once per page. */
export function loadDateTimeRangePicker(): Promise<Picker> {
  loading ??= import('./DateTimeRangePicker').then((module) => {
    loaded = module.DateTimeRangePicker;
    return loaded;
  });
  return loading;
}

/** The calendar icon antd's RangePicker shows at its end (antd's own outline, same path and box). */
const CALENDAR =
  'M880 184H712v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H384v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H144c-17.7 0-32 14.3-32 32v664c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V216c0-17.7-14.3-32-32-32zm-40 656H184V460h656v380zM184 392V256h128v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h256v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h128v136H184z';
const SWAP_RIGHT =
  'M873.1 596.2l-164-208A32 32 0 00684 376h-64.8c-6.7 0-10.4 7.7-6.3 13l144.3 183H152c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h695.9c26.8 0 41.7-30.8 25.2-51.8z';

const icon = (name: string, viewBox: string, d: string) => (
  <span aria-hidden="true" className={`anticon anticon-${name}`}>
    <svg viewBox={viewBox} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  </span>
);

/**
 * The date-time range field of the filters and forms (props as DateTimeRangePicker's). Until the pointer
 * comes over it or it takes focus, it is antd's RangePicker markup without the picker's code: the same
 * classes of the prebuilt antd.css, so it looks the same, its two ends read-only and showing the value as
 * written. Then the real picker is fetched and takes its place, focus staying on the end that had it. A
 * list page thus shows its first rows without the picker's code (docs/decisions.md, "Page weight").
 */
export function DateTimeRangePicker(props: DateTimeRangePickerProps) {
  const [Real, setReal] = useState<Picker | null>(() => loaded);
  const focused = useRef<0 | 1 | null>(null);
  /** The stand-in's element: the real picker takes its place among its parent's children. */
  const standIn = useRef<HTMLDivElement | null>(null);
  const place = useRef<{ parent: HTMLElement; index: number } | null>(null);
  // As antd's picker does: registers the picker's CSS variables (our theme's values) and gives the classes
  // that scope them; without them the prebuilt rules have no padding or colours.
  const [hashId, cssVarCls] = useStyle('ant-picker', 'ant-picker-css-var');
  const swapping = useRef(false);

  useEffect(() => {
    // The end that had focus while the code loaded gets it back in the real picker.
    const index = focused.current;
    if (!Real || index === null) return;
    focused.current = null;
    // Only when focus left with the stand-in (it is on the body now): a user who moved on between the code's
    // arrival and this swap (Tab under load) keeps the focus where they put it.
    if (document.activeElement && document.activeElement !== document.body) return;
    const at = place.current;
    at?.parent.children[at.index]?.querySelectorAll('input')[index]?.focus();
  }, [Real]);

  if (Real) return <Real {...props} />;

  const wake = () => {
    void loadDateTimeRangePicker().then((picker) => {
      // Chromium blurs the stand-in's field as it leaves the page: that blur is not the user's.
      swapping.current = true;
      const parent = standIn.current?.parentElement;
      if (parent && standIn.current)
        place.current = { parent, index: Array.prototype.indexOf.call(parent.children, standIn.current) };
      setReal(() => picker);
    });
  };
  const { value, placeholder = ['开始时间', '结束时间'], style, className } = props;
  // RangePicker takes one id (the start field's, as Form.Item gives it) or one per end; disabled likewise.
  const ids = typeof props.id === 'object' ? [props.id.start, props.id.end] : [props.id, undefined];
  const disabled = (index: 0 | 1) => (Array.isArray(props.disabled) ? props.disabled[index] : props.disabled);
  const end = (index: 0 | 1) => (
    <div className={`ant-picker-input ant-picker-input-${index === 0 ? 'start' : 'end'}`}>
      <input
        id={ids[index]}
        aria-label={props['aria-label']}
        aria-required={props['aria-required']}
        aria-invalid={props['aria-invalid'] ?? false}
        aria-describedby={props['aria-describedby']}
        autoComplete="off"
        size={21}
        readOnly
        disabled={disabled(index)}
        placeholder={placeholder[index]}
        value={value?.[index] ?? ''}
        onFocus={() => {
          focused.current = index;
          wake();
        }}
        onBlur={() => {
          if (!swapping.current && focused.current === index) focused.current = null;
        }}
      />
    </div>
  );
  return (
    <div
      className={[
        'ant-picker ant-picker-range ant-picker-outlined',
        hashId,
        cssVarCls,
        'ant-picker-css-var',
        disabled(0) && disabled(1) ? 'ant-picker-disabled' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      ref={standIn}
      style={style}
      onPointerEnter={wake}
    >
      {end(0)}
      <div className="ant-picker-range-separator">
        <span aria-hidden="true" className="ant-picker-separator">
          {icon('swap-right', '0 0 1024 1024', SWAP_RIGHT)}
        </span>
      </div>
      {end(1)}
      <div className="ant-picker-active-bar" style={{ position: 'absolute', width: 0 }} />
      <span className="ant-picker-suffix">{icon('calendar', '64 64 896 896', CALENDAR)}</span>
    </div>
  );
}
