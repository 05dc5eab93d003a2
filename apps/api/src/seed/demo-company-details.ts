import { creditCodeCheckChar } from '@hr/contract';
import { and, eq, isNull } from 'drizzle-orm';
import gcoord from 'gcoord';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import type { DbOrTx } from '../platform/db.ts';

/** A credit code from its first 17 characters (registering authority and type, division, organisation code). */
const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

interface CompanyDetails {
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  province: [code: string, name: string];
  city: [code: string, name: string];
  county: [code: string, name: string];
  address: string;
  /** GCJ-02, as the address picker gives it. */
  gcj02: [lng: number, lat: number];
}

const HENAN: [string, string] = ['41', '河南省'];
const ZHENGZHOU: [string, string] = ['4101', '郑州市'];
const XINZHENG: [string, string] = ['410184', '新郑市'];

/**
 * What a certified company's record holds (统一社会信用代码 with a right check character, 法定代表人, 联系人,
 * 电话, 所在地区 and address), for every demo company and training school: fictional people, real places of
 * 新郑市 and 郑州市.
 */
export const DEMO_COMPANY_DETAILS: Record<string, CompanyDetails> = {
  C_HENGDA: {
    creditCode: creditCode('91410184MA3X7K2P5'),
    legalPerson: '陈国栋',
    contactName: '李强',
    contactPhone: '15037134403',
    province: HENAN,
    city: ZHENGZHOU,
    county: XINZHENG,
    address: '新郑市龙湖镇工业园区祥和路18号',
    gcj02: [113.7412, 34.4773],
  },
  C_YUNFAN: {
    creditCode: creditCode('91410105MA44QD8R2'),
    legalPerson: '刘云帆',
    contactName: '张敏',
    contactPhone: '18637156605',
    province: HENAN,
    city: ZHENGZHOU,
    county: ['410104', '管城回族区'],
    address: '郑州市管城回族区航海东路1356号物流园B区',
    gcj02: [113.7351, 34.7239],
  },
  C_ZHONGYUAN: {
    creditCode: creditCode('91410184MA47UF3N6'),
    legalPerson: '黄志明',
    contactName: '马晓丽',
    contactPhone: '13598012368',
    province: HENAN,
    city: ZHENGZHOU,
    county: XINZHENG,
    address: '新郑市薛店镇食品工业园区纬三路6号',
    gcj02: [113.7089, 34.5516],
  },
  C_ANJU: {
    creditCode: creditCode('92410184MA9GKT4X1'),
    legalPerson: '杨秀兰',
    contactName: '杨秀兰',
    contactPhone: '13783562147',
    province: HENAN,
    city: ZHENGZHOU,
    county: XINZHENG,
    address: '新郑市新建路与文化路交叉口东50米',
    gcj02: [113.7398, 34.3967],
  },
  C_HUAXIN: {
    creditCode: creditCode('52410184MJ1734605'),
    legalPerson: '周华信',
    contactName: '周文静',
    contactPhone: '13703710601',
    province: HENAN,
    city: ZHENGZHOU,
    county: XINZHENG,
    address: '新郑市中华北路268号华信大厦3楼',
    gcj02: [113.7364, 34.4052],
  },
  C_JINQIAO: {
    creditCode: creditCode('91410184MA40BW9C3'),
    legalPerson: '郭金桥',
    contactName: '郭志远',
    contactPhone: '13503710702',
    province: HENAN,
    city: ZHENGZHOU,
    county: XINZHENG,
    address: '新郑市轩辕路与黄水路交叉口金桥培训中心',
    gcj02: [113.7276, 34.3921],
  },
};

/**
 * Fills the record of each demo company that has none yet (no credit code): a new demo database at once,
 * and one made before the details were seeded at its next start. A company someone has since given a credit
 * code keeps what it has.
 */
export async function seedDemoCompanyDetails(tx: DbOrTx): Promise<void> {
  for (const [cmpyCode, d] of Object.entries(DEMO_COMPANY_DETAILS)) {
    const [bd09Lng, bd09Lat] = gcoord.transform(d.gcj02, gcoord.GCJ02, gcoord.BD09) as [number, number];
    await tx
      .update(cmpy)
      .set({
        creditCode: d.creditCode,
        legalPerson: d.legalPerson,
        contactName: d.contactName,
        contactPhone: d.contactPhone,
        provinceCode: d.province[0],
        provinceName: d.province[1],
        cityCode: d.city[0],
        cityName: d.city[1],
        countyCode: d.county[0],
        countyName: d.county[1],
        address: d.address,
        gcj02Lng: d.gcj02[0],
        gcj02Lat: d.gcj02[1],
        bd09Lng,
        bd09Lat,
      })
      .where(and(eq(cmpy.cmpyCode, cmpyCode), isNull(cmpy.creditCode)));
  }
}
