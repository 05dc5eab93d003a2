import { describe, expect, it } from 'vitest';
import { countsByType, toJobFilters } from './jobList.ts';

describe('toJobFilters', () => {
  it('sends the last code of each path, the trimmed name, the time range and the source', () => {
    expect(
      toJobFilters({
        category: ['JC01', 'JC0107'],
        jobName: '  焊工 ',
        time: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'],
        workType: 0,
        region: ['41', '4101'],
      }),
    ).toEqual({
      source: '2',
      jobCategoryCode: 'JC0107',
      jobName: '焊工',
      beginTime: '2026-11-01 00:00:00',
      endTime: '2026-11-30 23:59:59',
      workType: 0,
      regionCode: '4101',
    });
  });

  it('sends nothing for blank controls and for 全部', () => {
    expect(toJobFilters({ category: [''], jobName: '  ', time: null, region: [] })).toEqual({
      source: '2',
      jobCategoryCode: undefined,
      jobName: undefined,
      beginTime: undefined,
      endTime: undefined,
      workType: undefined,
      regionCode: undefined,
    });
  });
});

describe('countsByType', () => {
  it('keys the counts by approveType', () => {
    expect(
      countsByType([
        { approveType: 3, num: 7 },
        { approveType: 0, num: 2 },
      ]),
    ).toEqual({ 3: 7, 0: 2 });
    expect(countsByType(undefined)).toBeUndefined();
  });
});
