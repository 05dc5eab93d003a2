import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';

dayjs.extend(customParseFormat);
dayjs.extend(weekOfYear);
dayjs.extend(weekYear);

/** How a date picker kind shows and stores its value (the stored texts are the contract's formats). */
export interface DateKind {
  picker: 'date' | 'week' | 'month' | 'year';
  showTime: boolean;
  toText: (d: Dayjs) => string;
  fromText: (text: string) => Dayjs | null;
}

const byFormat = (format: string, picker: DateKind['picker'], showTime = false): DateKind => ({
  picker,
  showTime,
  toText: (d) => d.format(format),
  fromText: (text) => {
    const d = dayjs(text, format, true);
    return d.isValid() ? d : null;
  },
});

/** Weeks are stored as `YYYY-W` (week-numbering year and week). */
const week: DateKind = {
  picker: 'week',
  showTime: false,
  toText: (d) => `${d.weekYear()}-${d.week()}`,
  fromText: (text) => {
    const match = /^(\d{4})-(\d{1,2})$/.exec(text);
    return match ? dayjs(`${match[1]}-07-01`).week(Number(match[2])).startOf('week') : null;
  },
};

const DATE_KINDS: Record<string, DateKind> = {
  date: byFormat('YYYY-MM-DD', 'date'),
  datetime: byFormat('YYYY-MM-DD HH:mm:ss', 'date', true),
  month: byFormat('YYYY-MM', 'month'),
  year: byFormat('YYYY', 'year'),
  week,
};

/** The kind of a datePicker's `props.type` (`daterange` → date); unknown kinds read as date. */
export const dateKind = (type: unknown): DateKind =>
  DATE_KINDS[String(type ?? 'date').replace(/range$/, '')] ?? DATE_KINDS.date!;

export const TIME_KIND: DateKind = byFormat('HH:mm:ss', 'date');

/** Reads a stored text; `HH:mm` also reads as a time. */
export const readTime = (text: unknown): Dayjs | null =>
  typeof text !== 'string'
    ? null
    : (TIME_KIND.fromText(text) ??
      (dayjs(text, 'HH:mm', true).isValid() ? dayjs(text, 'HH:mm', true) : null));
