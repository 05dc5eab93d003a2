import { bigscreenMessages, ResultCode, type WeatherForecast } from '@hr/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../platform/config.ts';
import { ApiError, badRequest } from '../../../platform/errors.ts';

/**
 * Weather of the big screen from 高德开放平台's weather API (Web 服务 `v3/weather/weatherInfo`, forecast
 * `extensions=all`, the city given by its 6-digit adcode), configured by `WEATHER_AMAP_KEY`. Forecasts
 * change a few times a day, so an answer is kept for ten minutes per city: screens refreshing every minute
 * on many API nodes stay far inside the key's daily quota.
 */

const TTL_MS = 10 * 60_000;
const TIMEOUT_MS = 5000;
const MAX_CITIES = 200;
const cache = new Map<string, { at: number; data: WeatherForecast }>();

/** Forgets cached forecasts (tests). */
export const clearWeatherCache = () => cache.clear();

interface AmapAnswer {
  status?: string;
  info?: string;
  forecasts?: { city?: string; adcode?: string; province?: string; reporttime?: string; casts?: unknown[] }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export async function cityWeather(
  config: Config,
  cityCode: string,
  log: FastifyBaseLogger,
): Promise<WeatherForecast> {
  const { amapKey, amapUrl } = config.weather;
  if (!amapKey) throw badRequest(bigscreenMessages.weatherNotConfigured);
  const hit = cache.get(cityCode);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.data;

  const url = new URL(amapUrl);
  url.search = new URLSearchParams({
    key: amapKey,
    city: cityCode,
    extensions: 'all',
    output: 'JSON',
  }).toString();
  let answer: AmapAnswer;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    answer = (await response.json()) as AmapAnswer;
  } catch (error) {
    log.warn({ err: error, cityCode }, 'weather provider unreachable');
    throw new ApiError(ResultCode.serverError, bigscreenMessages.weatherUnavailable);
  }
  const forecast = answer.forecasts?.[0];
  if (answer.status !== '1' || !forecast?.casts?.length) {
    log.warn({ cityCode, status: answer.status, info: answer.info }, 'weather provider refused');
    throw new ApiError(ResultCode.serverError, bigscreenMessages.weatherUnavailable);
  }
  const data: WeatherForecast = {
    city: text(forecast.city),
    adcode: text(forecast.adcode),
    province: text(forecast.province),
    reporttime: text(forecast.reporttime),
    casts: forecast.casts.map((c) => {
      const cast = c as Record<string, unknown>;
      return {
        date: text(cast.date),
        week: text(cast.week),
        dayweather: text(cast.dayweather),
        nightweather: text(cast.nightweather),
        daytemp: text(cast.daytemp),
        nighttemp: text(cast.nighttemp),
        daywind: text(cast.daywind),
        nightwind: text(cast.nightwind),
        daypower: text(cast.daypower),
        nightpower: text(cast.nightpower),
      };
    }),
  };
  if (cache.size >= MAX_CITIES) cache.clear();
  cache.set(cityCode, { at: Date.now(), data });
  return data;
}
