import { describe, expect, it } from 'vitest';
import { AnyRegionCode, CountyCode, ProvinceCode, regionChainCodes, regionLevelOf } from './region.ts';

describe('region codes', () => {
  it('tells the level from the length', () => {
    expect(['41', '4101', '410184', '410184001', '410184001001'].map(regionLevelOf)).toEqual([1, 2, 3, 4, 5]);
    expect(['4', '41018', '4101840', '41a1', ''].map(regionLevelOf)).toEqual([null, null, null, null, null]);
  });

  it('gives the chain of ancestors, province first', () => {
    expect(regionChainCodes('410184001001')).toEqual(['41', '4101', '410184', '410184001', '410184001001']);
    expect(regionChainCodes('410184')).toEqual(['41', '4101', '410184']);
    expect(regionChainCodes('41018')).toEqual([]);
  });

  it('validates level codes with Chinese messages', () => {
    expect(ProvinceCode.safeParse(' 41 ').data).toBe('41');
    expect(ProvinceCode.safeParse('').error?.issues[0]?.message).toBe('请选择省份');
    expect(ProvinceCode.safeParse(undefined).error?.issues[0]?.message).toBe('请选择省份');
    expect(CountyCode.safeParse('4101').error?.issues[0]?.message).toBe('区县代码应为6位数字');
    expect(AnyRegionCode.safeParse('410184001').success).toBe(true);
    expect(AnyRegionCode.safeParse('4101840').error?.issues[0]?.message).toBe(
      '行政区划代码应为2、4、6、9或12位数字',
    );
  });
});
