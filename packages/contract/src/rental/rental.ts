/**
 * Workers' apartments (公寓): rental companies, communities, units, houses, allocations and residents.
 * The spec names the calls only; the model is ours (docs/decisions.md, Rentals).
 */

/** A house's state: 0 free (no live allocation), 1 allocated (to a rental company, nobody living), 2 occupied. */
export const HouseState = { free: 0, allocated: 1, occupied: 2 } as const;
export type HouseState = (typeof HouseState)[keyof typeof HouseState];
export const HOUSE_STATES = Object.values(HouseState);
export const houseStateNames: Record<number, string> = { 0: '空闲', 1: '已分配', 2: '已入住' };

/** An allocation: 1 live (holds its period), 2 vacated by toEmpty (kept as history, blocks nothing). */
export const AllocationState = { live: 1, vacated: 2 } as const;
export const allocationStateNames: Record<number, string> = { 1: '生效中', 2: '已清空' };

/** A resident: 1 living in the house, 2 moved out, 9 deleted (a wrong entry, delItemByCode). */
export const ResidentState = { living: 1, movedOut: 2, deleted: 9 } as const;
export const residentStateNames: Record<number, string> = { 1: '在住', 2: '已退宿', 9: '已删除' };

/** Layouts offered by the house form (free text is accepted too). */
export const HOUSE_LAYOUTS = ['单间', '一室一厅', '两室一厅', '两室两厅', '三室一厅', '三室两厅'] as const;

export const RENTAL_LIMITS = {
  nameMax: 50,
  addressMax: 100,
  remarkMax: 200,
  houseNumberMax: 20,
  layoutMax: 20,
  /** Square metres, two decimals. */
  areaMax: 1000,
  bedsMax: 20,
  floorMin: -5,
  floorMax: 120,
  /** Monthly rent of a house, cents (100,000 yuan). */
  rentMax: 10_000_000,
  photosMax: 9,
  /** Houses in one distribute call. */
  distributeMax: 200,
  /** Months in one occupancy report. */
  reportMonthsMax: 24,
  /** Days ahead a contract or allocation counts as expiring on the summary. */
  expiringDays: 30,
} as const;

export const rentalMessages = {
  companyNotFound: '入住企业不存在',
  companyNameTaken: '入住企业名称已存在',
  companyLinked: '该平台企业已登记为入住企业',
  platformCompanyMissing: '所选平台企业不存在',
  communityNotFound: '小区不存在',
  communityNameTaken: '小区名称已存在',
  unitNotFound: '单元不存在',
  unitTaken: '该小区已有同名楼栋单元',
  houseNotFound: '房屋不存在',
  houseNumberTaken: '该单元已有此房号',
  photoMissing: '小区照片不存在，请重新选择',
  regionMissing: '所选地区不存在',
  regionChain: '所选省、市、区县、街道、社区不属于同一地区',
  endBeforeBegin: '结束日期不能早于开始日期',
  periodOverlap: '所选房屋在该期间已分配给其他企业',
  outsideContract: '分配期间超出入住企业的合同期限',
  notAllocated: '房屋在入住日期未分配给企业，不能入住',
  bedsFull: '房屋床位已满',
  bedsBelowLiving: '床位数不能少于在住人数',
  notLiving: '该人员已退宿',
  moveOutBeforeIn: '退宿日期不能早于入住日期',
  alreadyLiving: '该身份证号人员已在住',
  nothingToEmpty: '房屋没有生效中的分配',
  residentNotFound: '入住人员不存在',
  monthOrder: '结束月份不能早于开始月份',
  monthsTooMany: `报表最多${24}个月`,
  exportCommunities: '小区列表.xlsx',
  exportResidents: '入住人员.xlsx',
} as const;

export const COMMUNITY_EXPORT_COLUMNS = [
  { header: '小区编号', key: 'communityCode', width: 22 },
  { header: '小区名称', key: 'communityName', width: 28 },
  { header: '所在地区', key: 'regionName', width: 36 },
  { header: '详细地址', key: 'address', width: 36 },
  { header: '负责人', key: 'managerName', width: 12 },
  { header: '联系电话', key: 'managerPhone', width: 14 },
  { header: '单元数', key: 'unitCount', width: 8 },
  { header: '房屋总数', key: 'houseTotal', width: 10 },
  { header: '已入住', key: 'occupiedCount', width: 10 },
  { header: '已分配', key: 'allocatedCount', width: 10 },
  { header: '空闲', key: 'freeCount', width: 10 },
  { header: '床位总数', key: 'bedTotal', width: 10 },
  { header: '在住人数', key: 'livingCount', width: 10 },
] as const;

export const RESIDENT_EXPORT_COLUMNS = [
  { header: '姓名', key: 'staffName', width: 12 },
  { header: '性别', key: 'genderName', width: 6 },
  { header: '身份证号', key: 'idCard', width: 22 },
  { header: '联系电话', key: 'phone', width: 14 },
  { header: '入住企业', key: 'rentCmpyName', width: 28 },
  { header: '小区', key: 'communityName', width: 24 },
  { header: '房屋', key: 'houseName', width: 22 },
  { header: '入住日期', key: 'moveInDate', width: 12 },
  { header: '退宿日期', key: 'moveOutDate', width: 12 },
  { header: '状态', key: 'stateName', width: 8 },
] as const;

/** Whole days from a to b, 'YYYY-MM-DD' each. */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The months 'YYYY-MM' from begin to end inclusive. */
export function monthsBetween(begin: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = begin.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
