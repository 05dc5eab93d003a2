import type { WeatherForecast } from '@hr/contract';
import styles from './BigScreen.module.css';
import { Empty, Panel } from './panels.tsx';

const WEEK = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** 天气: today large, the next days small; says so when no weather service is configured. */
export function WeatherPanel({
  forecast,
  notConfigured,
}: {
  forecast?: WeatherForecast;
  notConfigured: boolean;
}) {
  const [today, ...later] = forecast?.casts ?? [];
  return (
    <Panel
      title="天气"
      extra={forecast ? `${forecast.province} ${forecast.city}` : undefined}
      style={{ height: 200 }}
    >
      {today ? (
        <div className={styles.weather}>
          <div className={styles.weatherToday}>
            <div className={styles.warningValue}>
              {today.nighttemp}~{today.daytemp}℃
            </div>
            <div>
              {today.dayweather}
              {today.nightweather !== today.dayweather ? `转${today.nightweather}` : ''} · {today.daywind}风{' '}
              {today.daypower}级
            </div>
            <div className={styles.muted}>发布于 {forecast?.reporttime}</div>
          </div>
          <ul className={styles.weatherLater}>
            {later.map((c) => (
              <li key={c.date}>
                <span>{WEEK[Number(c.week)] ?? c.date}</span>
                <span>{c.dayweather}</span>
                <span>
                  {c.nighttemp}~{c.daytemp}℃
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Empty text={notConfigured ? '天气服务未配置' : undefined} />
      )}
    </Panel>
  );
}
