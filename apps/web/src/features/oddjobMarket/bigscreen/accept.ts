import { defaultMessages, type Envelope, ResultCode, type WeatherForecast } from '@hr/contract';

/**
 * The big screen's acceptance rule (platform.md §8): an answer counts only when its code is 200, success is
 * true and data is present and not empty; the weather also needs the message 操作成功 and a forecast. A
 * panel keeps what it last accepted and silently ignores anything else.
 */
export function hasData(data: unknown): boolean {
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') return Object.keys(data).length > 0;
  if (typeof data === 'string') return data.length > 0;
  return true;
}

export function accept<T>(envelope: Envelope<T> | null | undefined): NonNullable<T> | null {
  if (!envelope || envelope.code !== ResultCode.ok || envelope.success !== true) return null;
  return hasData(envelope.data) ? (envelope.data as NonNullable<T>) : null;
}

export function acceptWeather(envelope: Envelope<WeatherForecast | null> | null | undefined) {
  const data = accept(envelope);
  if (!data || envelope?.msg !== defaultMessages[ResultCode.ok]) return null;
  return Array.isArray(data.casts) && data.casts.length > 0 ? data : null;
}
