import { CompanyAddressType } from '@hr/contract';
import type { DbOrTx } from '../../../platform/db.ts';
import { recordCompanyAddress } from './service.ts';

/** The region of every demo place: 新郑市 (郑州市, 河南省), names as the region tables hold them. */
export const XINZHENG_REGION = {
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
};

/** Work addresses the demo companies have used (fictional sites at real places; GCJ-02). */
export const DEMO_COMPANY_ADDRESSES = [
  {
    cmpyCode: 'C_HENGDA',
    ...XINZHENG_REGION,
    address: '新华路街道轩辕路与中华北路交叉口恒达机械一号厂区',
    gcj02Lng: 113.7395,
    gcj02Lat: 34.4027,
  },
  {
    cmpyCode: 'C_HENGDA',
    ...XINZHENG_REGION,
    address: '薛店镇工业园区恒达机械二号厂区',
    gcj02Lng: 113.8015,
    gcj02Lat: 34.5003,
  },
  {
    cmpyCode: 'C_HENGDA',
    ...XINZHENG_REGION,
    address: '龙湖镇双湖大道恒达售后服务中心',
    gcj02Lng: 113.7012,
    gcj02Lat: 34.5318,
  },
  {
    cmpyCode: 'C_HENGDA',
    ...XINZHENG_REGION,
    address: '新建路街道人民路88号人力资源市场一楼',
    gcj02Lng: 113.7338,
    gcj02Lat: 34.3958,
  },
  {
    cmpyCode: 'C_YUNFAN',
    provinceCode: '41',
    provinceName: '河南省',
    cityCode: '4101',
    cityName: '郑州市',
    countyCode: '410104',
    countyName: '管城回族区',
    address: '南三环与107辅道交叉口云帆物流园',
    gcj02Lng: 113.7015,
    gcj02Lat: 34.7002,
  },
];

/** Oldest first, so the list shows the last one on top. */
export async function seedDemoAddresses(tx: DbOrTx): Promise<void> {
  for (const address of DEMO_COMPANY_ADDRESSES)
    await recordCompanyAddress(tx, { ...address, type: CompanyAddressType.job });
}
