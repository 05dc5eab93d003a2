import { type Jobfair, JobfairSaveBody } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { formValuesOf, regionAfterPlace, saveBodyOf } from './jobfairForm.ts';

const fair: Jobfair = {
  jobfairCode: 'JF1',
  jobfairName: '春季综合招聘会',
  jobfairType: 1,
  jobfairTypeName: '综合招聘会',
  beginTime: '2026-03-01 09:00:00',
  endTime: '2026-03-01 17:00:00',
  posterUrl: '/api/backend-common/fileManage/object?objectKey=a',
  posterCode: 'M1',
  address: '人民路88号',
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  streetCode: '410184001',
  streetName: '新建路街道',
  committeeCode: null,
  committeeName: null,
  lng: 113.7338,
  lat: 34.3958,
  onlineState: 0,
  onlineStateName: '未上线',
  approveState: 2,
  approveStateName: '审核驳回',
  approveRemark: '海报不清晰',
  state: 2,
  stateName: '审核驳回',
  cmpyCode: null,
  createTime: null,
  updateTime: null,
};

describe('job fair form values', () => {
  it('round-trips a saved fair into a valid save body', () => {
    const values = formValuesOf(fair);
    expect(values.region).toEqual(['41', '4101', '410184', '410184001']);
    expect(values.place?.country).toEqual({ value: '410184', label: '新郑市' });
    const body = saveBodyOf(values, 'JF1');
    expect(JobfairSaveBody.parse(body)).toMatchObject({
      jobfairCode: 'JF1',
      posterCode: 'M1',
      streetCode: '410184001',
      committeeCode: undefined,
      address: '人民路88号',
      lng: 113.7338,
    });
  });

  it('keeps street and community only while the county stays', () => {
    const place = formValuesOf(fair).place!;
    expect(regionAfterPlace(place, ['41', '4101', '410184', '410184001', '410184001001'])).toHaveLength(5);
    expect(regionAfterPlace(place, ['41', '4101', '410102', '410102001'])).toEqual(['41', '4101', '410184']);
  });

  it('leaves an empty form for the server to refuse field by field', () => {
    const body = saveBodyOf({ jobfairName: '', poster: [], place: null, region: [] });
    const issues = JobfairSaveBody.safeParse(JSON.parse(JSON.stringify(body))).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain('请上传招聘会海报');
    expect(issues.map((issue) => issue.message)).toContain('请选择坐标位置');
  });
});
