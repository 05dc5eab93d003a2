import {
  api,
  bigscreenMessages,
  type Envelope,
  ResultCode,
  type RouteDef,
  type RouteOutput,
} from '@hr/contract';
import { useEffect, useRef, useState } from 'react';
import { callEnvelope } from '../../../app/request.ts';
import { accept, acceptWeather } from './accept.ts';

const b = api.bigscreen;
type Out<D extends RouteDef> = NonNullable<RouteOutput<D>>;

/** What each panel last accepted; a panel without an accepted answer shows 暂无数据. */
export interface Panels {
  cmpy?: Out<typeof b.cmpyInfo>;
  recruit?: Out<typeof b.recruitAnalysis>;
  shortage?: Out<typeof b.workerAnalysis>;
  users?: Out<typeof b.userCount>;
  weather?: Out<typeof b.weather>;
  total?: Out<typeof b.totalAnalysis>;
  trend?: Out<typeof b.socialSecurityAnalysis>;
  area?: Out<typeof b.userAnalysis>;
  education?: Out<typeof b.educationAnalysis>;
}

/** Default refresh: once a minute (the figures are counted live; the weather is cached for ten). */
export const REFRESH_MS = 60_000;

const settle = <T>(promise: Promise<Envelope<T>>) => promise.catch(() => null);

/** One round of the nine calls; each answer goes through the acceptance rule. */
async function loadAll(reportTime: string) {
  const q = { query: { reportTime } };
  const [cmpy, recruit, shortage, users, weather, total, trend, area, education] = await Promise.all([
    settle(callEnvelope(b.cmpyInfo, q)),
    settle(callEnvelope(b.recruitAnalysis, q)),
    settle(callEnvelope(b.workerAnalysis, q)),
    settle(callEnvelope(b.userCount, q)),
    settle(callEnvelope(b.weather, { query: {} })),
    settle(callEnvelope(b.totalAnalysis, q)),
    settle(callEnvelope(b.socialSecurityAnalysis, {})),
    settle(callEnvelope(b.userAnalysis, q)),
    settle(callEnvelope(b.educationAnalysis, q)),
  ]);
  const accepted: Panels = {
    cmpy: accept(cmpy) ?? undefined,
    recruit: accept(recruit) ?? undefined,
    shortage: accept(shortage) ?? undefined,
    users: accept(users) ?? undefined,
    weather: acceptWeather(weather) ?? undefined,
    total: accept(total) ?? undefined,
    trend: accept(trend) ?? undefined,
    area: accept(area) ?? undefined,
    education: accept(education) ?? undefined,
  };
  const weatherNotConfigured =
    weather?.code === ResultCode.badRequest && weather.msg === bigscreenMessages.weatherNotConfigured;
  return { accepted, weatherNotConfigured };
}

/**
 * Loads the panels now and then every `refreshMs` while the page is shown (`active`); one timer, re-armed
 * after each round, so rounds never overlap. Accepted answers replace the panel's data; refused ones are
 * ignored and the panel keeps what it had. A new month starts from empty panels.
 */
export function useBigScreenData(reportTime: string, refreshMs: number, active: boolean, reloadKey: number) {
  const [panels, setPanels] = useState<Panels>({});
  const [weatherNotConfigured, setWeatherNotConfigured] = useState(false);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const month = useRef(reportTime);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey starts a new round at once (after an import or new thresholds)
  useEffect(() => {
    if (!active) return;
    if (month.current !== reportTime) {
      month.current = reportTime;
      setPanels({});
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const round = async () => {
      const { accepted, weatherNotConfigured: notConfigured } = await loadAll(reportTime);
      if (stopped) return;
      setPanels((before) => {
        const next = { ...before };
        for (const key of Object.keys(accepted) as (keyof Panels)[]) {
          if (accepted[key] !== undefined) (next as Record<string, unknown>)[key] = accepted[key];
        }
        return next;
      });
      setWeatherNotConfigured(notConfigured);
      setLoadedAt(new Date());
      timer = setTimeout(round, refreshMs);
    };
    void round();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reportTime, refreshMs, active, reloadKey]);

  return { panels, weatherNotConfigured, loadedAt };
}
