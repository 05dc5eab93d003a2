import { describe, expect, it } from 'vitest';
import { bd09ToGcj02, fromDisplay, gcj02ToBd09, toDisplay, wgs84ToGcj02 } from './coords.ts';
import { graticuleStep } from './graticule.ts';

describe('coordinate conversion', () => {
  it('converts GCJ-02 to BD-09 and back', () => {
    const bd = gcj02ToBd09({ lng: 113.74, lat: 34.4 });
    expect(bd.lng).toBeCloseTo(113.7465, 3);
    expect(bd.lat).toBeCloseTo(34.4061, 3);
    const back = bd09ToGcj02(bd);
    expect(back.lng).toBeCloseTo(113.74, 5);
    expect(back.lat).toBeCloseTo(34.4, 5);
  });

  it('shifts WGS-84 (browser geolocation) into GCJ-02 inside China', () => {
    const gcj = wgs84ToGcj02({ lng: 113.734, lat: 34.401 });
    expect(gcj.lng - 113.734).toBeGreaterThan(0.004);
    expect(gcj.lat - 34.401).toBeLessThan(0);
  });

  it('draws GCJ-02 as is on GCJ-02 tiles and converts for WGS-84 tiles', () => {
    const p = { lng: 113.74, lat: 34.4 };
    expect(toDisplay(p, 'gcj02')).toEqual(p);
    const shown = toDisplay(p, 'wgs84');
    expect(shown.lng).toBeLessThan(113.74);
    const clicked = fromDisplay(shown, 'wgs84');
    expect(clicked.lng).toBeCloseTo(113.74, 5);
    expect(clicked.lat).toBeCloseTo(34.4, 5);
  });
});

describe('graticule', () => {
  it('uses coarser lines when zoomed out', () => {
    expect(graticuleStep(4)).toBe(10);
    expect(graticuleStep(10)).toBe(0.2);
    expect(graticuleStep(30)).toBe(0.0005);
    expect(graticuleStep(-1)).toBe(20);
  });
});
