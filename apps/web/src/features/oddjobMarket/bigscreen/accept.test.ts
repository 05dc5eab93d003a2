import { bigscreenMessages } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { accept, acceptWeather } from './accept.ts';
import { nextOffset, pushNext, startWindow, visibleRows } from './rolling.ts';

const ok = <T>(data: T, msg = '操作成功') => ({ code: 200, success: true, msg, data });
const cast = {
  date: '2026-11-26',
  week: '4',
  dayweather: '晴',
  nightweather: '晴',
  daytemp: '10',
  nighttemp: '1',
  daywind: '北',
  nightwind: '北',
  daypower: '≤3',
  nightpower: '≤3',
};
const forecast = {
  city: '新郑市',
  adcode: '410184',
  province: '河南',
  reporttime: '2026-11-26 11:00:00',
  casts: [cast],
};

describe('big screen acceptance rule (code 200, success, data present)', () => {
  it('accepts an answer with code 200, success true and data', () => {
    expect(accept(ok({ cmpyTotal: 3 }))).toEqual({ cmpyTotal: 3 });
    expect(accept(ok([{ areaName: '新郑市', userNum: 2 }]))).toHaveLength(1);
    expect(accept(ok({ recruitConNum: 0 }))).toEqual({ recruitConNum: 0 });
  });

  it.each([
    ['another code', { code: 500, success: false, msg: '系统繁忙', data: { a: 1 } }],
    ['code 200 without success', { code: 200, success: false, msg: '操作成功', data: { a: 1 } }],
    ['success as a string', { code: 200, success: 'true', msg: '操作成功', data: { a: 1 } }],
    ['code as a string', { code: '200', success: true, msg: '操作成功', data: { a: 1 } }],
    ['null data (a month not imported)', ok(null)],
    ['an empty list', ok([])],
    ['an empty object', ok({})],
    ['no answer', null],
  ])('ignores %s', (_, envelope) => {
    expect(accept(envelope as never)).toBeNull();
  });

  it('accepts the weather only with 操作成功 and a forecast', () => {
    expect(acceptWeather(ok(forecast))).toEqual(forecast);
    expect(acceptWeather(ok(forecast, '成功'))).toBeNull();
    expect(acceptWeather(ok({ ...forecast, casts: [] }))).toBeNull();
    expect(acceptWeather(ok({ ...forecast, casts: undefined } as never))).toBeNull();
    expect(
      acceptWeather({ code: 400, success: false, msg: bigscreenMessages.weatherNotConfigured, data: null }),
    ).toBeNull();
  });
});

describe('moving lists', () => {
  const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('shows 6 rows, moving on by one and wrapping round', () => {
    expect(visibleRows(rows, 0)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(visibleRows(rows, 5)).toEqual(['f', 'g', 'h', 'a', 'b', 'c']);
    expect(nextOffset(rows.length, 7)).toBe(0);
    expect(visibleRows(rows.slice(0, 4), 3)).toEqual(['a', 'b', 'c', 'd']);
    expect(nextOffset(4, 3)).toBe(0);
  });

  it('pushes entries in from index 5, dropping the first', () => {
    let window = startWindow(rows);
    expect(window).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], pushIndex: 5 });
    window = pushNext(rows, window);
    expect(window).toEqual({ shown: ['b', 'c', 'd', 'e', 'f'], pushIndex: 6 });
    window = pushNext(rows, pushNext(rows, pushNext(rows, window)));
    expect(window).toEqual({ shown: ['e', 'f', 'g', 'h', 'a'], pushIndex: 1 });
    const few = startWindow(['x', 'y']);
    expect(pushNext(['x', 'y'], few)).toBe(few);
  });
});
