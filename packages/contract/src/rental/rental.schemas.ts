/** The rental area's request and answer schemas (platform.md §7 Rentals); the calls are in rental.routes.ts. */
import { z } from 'zod';
import { CmpyCode, MobilePhone } from '../cmpy/company.ts';
import { CityCode, CountyCode, ProvinceCode, REGION_CODE_LENGTHS, StreetCode } from '../common/region.ts';
import { pageParams } from '../platform/envelope.ts';
import { RENTAL_LIMITS as L, rentalMessages as M, monthsBetween } from './rental.ts';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

const text = (name: string, max: number, verb = '请输入') =>
  z
    .string({ error: `${verb}${name}` })
    .trim()
    .min(1, `${verb}${name}`)
    .max(max, `${name}最多${max}个字符`);
const filterText = (name: string, max: number) =>
  optional(z.string().trim().max(max, `${name}最多${max}个字符`));

/** A business code of this area (R… prefixes): letters, digits, underscores. */
const codeOf = (name: string) =>
  z
    .string({ error: `缺少${name}编号` })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,40}$/, `${name}编号格式不正确`);
export const CommunityCode = codeOf('小区');
export const UnitCode = codeOf('单元');
export const HouseCode = codeOf('房屋');
export const RentCmpyCode = codeOf('入住企业');
export const ResidentCode = codeOf('入住人员');

const isDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const DateText = (name: string) =>
  z
    .string({ error: `请选择${name}` })
    .trim()
    .min(1, `请选择${name}`)
    .refine(isDate, `${name}格式应为 YYYY-MM-DD`);
const MonthText = (name: string) =>
  z
    .string({ error: `请选择${name}` })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${name}格式应为 YYYY-MM`);

const int = (name: string, min: number, max: number, minMsg = `${name}最小为${min}`) =>
  z.coerce
    .number({ error: `请输入${name}` })
    .refine((n) => Number.isFinite(n), `请输入${name}`)
    .pipe(z.number().int(`${name}必须是整数`).min(min, minMsg).max(max, `${name}最大为${max}`));

const coordinate = (limit: number, range: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: '请选择坐标位置' })
      .refine((n) => Number.isFinite(n), '请选择坐标位置')
      .pipe(z.number().min(-limit, range).max(limit, range)),
  );
const CommitteeCode = z
  .string({ error: '请选择社区（村）' })
  .trim()
  .regex(new RegExp(`^\\d{${REGION_CODE_LENGTHS[5]}}$`), `社区（村）代码应为${REGION_CODE_LENGTHS[5]}位数字`);

const stateFilter = (values: readonly number[], message: string) =>
  optional(z.coerce.number({ error: message }).pipe(z.literal(values, { error: message })));

// ── rental companies ─────────────────────────────────────────────────────────

export const RentCompanyAddQuery = z
  .object({
    cmpyName: text('企业名称', L.nameMax),
    /** The platform company it is (company picker); absent for a company not on the platform. */
    cmpyCode: optional(CmpyCode),
    contactPerson: text('联系人', 20),
    contactPhone: MobilePhone,
    contractBegin: DateText('合同开始日期'),
    contractEnd: DateText('合同结束日期'),
    remark: filterText('备注', L.remarkMax),
  })
  .refine((b) => b.contractEnd >= b.contractBegin, { message: M.endBeforeBegin, path: ['contractEnd'] });

export const RentCompany = z.object({
  rentCmpyCode: z.string(),
  cmpyName: z.string(),
  cmpyCode: z.string().nullable(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  contractBegin: z.string(),
  contractEnd: z.string(),
  remark: z.string().nullable(),
  /** Houses held now (live allocations covering today) and residents living. */
  houseCount: z.number(),
  livingCount: z.number(),
  createTime: z.string().nullable(),
});
export type RentCompany = z.infer<typeof RentCompany>;

export const RentCompanyListBody = z.object({
  ...pageParams,
  cmpyName: filterText('企业名称', L.nameMax),
});

// ── communities ──────────────────────────────────────────────────────────────

const chainHolds = (codes: (string | undefined)[]) =>
  codes.every((code, i) => i === 0 || !code || code.startsWith(codes[i - 1] ?? ''));

const communityFields = {
  communityName: text('小区名称', L.nameMax),
  provinceCode: ProvinceCode,
  cityCode: CityCode,
  countyCode: CountyCode,
  streetCode: StreetCode,
  committeeCode: optional(CommitteeCode),
  address: text('详细地址', L.addressMax),
  lng: coordinate(180, '经度应在-180到180之间'),
  lat: coordinate(90, '纬度应在-90到90之间'),
  managerName: text('负责人', 20),
  managerPhone: MobilePhone,
  /** Photos: images of the material library, by materialCode. */
  photoCodes: z
    .array(z.string().trim().min(1).max(40, M.photoMissing), { error: '小区照片格式不正确' })
    .max(L.photosMax, `小区照片最多${L.photosMax}张`)
    .default([]),
  remark: filterText('备注', L.remarkMax),
};
const regionRefine = <T extends z.ZodObject>(schema: T) =>
  schema.refine(
    (b: Record<string, unknown>) =>
      chainHolds([b.provinceCode, b.cityCode, b.countyCode, b.streetCode, b.committeeCode] as string[]),
    { message: M.regionChain, path: ['streetCode'] },
  );

export const CommunitySaveBody = regionRefine(z.object(communityFields));
export const CommunityUpdateBody = regionRefine(
  z.object({ communityCode: CommunityCode, ...communityFields }),
);

const houseCounts = {
  unitCount: z.number(),
  houseTotal: z.number(),
  freeCount: z.number(),
  allocatedCount: z.number(),
  occupiedCount: z.number(),
  bedTotal: z.number(),
  livingCount: z.number(),
};

export const Community = z.object({
  communityCode: z.string(),
  communityName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  streetCode: z.string(),
  streetName: z.string(),
  committeeCode: z.string().nullable(),
  committeeName: z.string().nullable(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  managerName: z.string(),
  managerPhone: z.string(),
  remark: z.string().nullable(),
  ...houseCounts,
  createTime: z.string().nullable(),
});
export type Community = z.infer<typeof Community>;

export const Unit = z.object({
  unitCode: z.string(),
  communityCode: z.string(),
  buildingName: z.string(),
  unitName: z.string(),
  floorCount: z.number(),
  remark: z.string().nullable(),
  houseTotal: z.number(),
  freeCount: z.number(),
  allocatedCount: z.number(),
  occupiedCount: z.number(),
});
export type Unit = z.infer<typeof Unit>;

export const CommunityDetail = Community.extend({
  photos: z.array(z.object({ materialCode: z.string(), url: z.string().nullable() })),
  units: z.array(Unit),
});
export type CommunityDetail = z.infer<typeof CommunityDetail>;

export const CommunityFilters = z.object({
  communityName: filterText('小区名称', L.nameMax),
  countyCode: optional(CountyCode),
});
export const CommunityPageQuery = CommunityFilters.extend(pageParams);

// ── units and houses ─────────────────────────────────────────────────────────

const unitFields = {
  buildingName: text('楼栋', 20),
  unitName: text('单元', 20),
  floorCount: int('楼层数', 1, L.floorMax),
  remark: filterText('备注', L.remarkMax),
};
export const UnitSaveBody = z.object({ communityCode: CommunityCode, ...unitFields });
export const UnitUpdateBody = z.object({ unitCode: UnitCode, ...unitFields });

const area = z.coerce
  .number({ error: '请输入面积' })
  .refine((n) => Number.isFinite(n), '请输入面积')
  .pipe(
    z
      .number()
      .gt(0, '面积必须大于0')
      .max(L.areaMax, `面积最大为${L.areaMax}平方米`)
      .refine((n) => Math.round(n * 100) === Math.round(n * 1e6) / 1e4, '面积最多两位小数'),
  );

const houseFields = {
  houseNumber: text('房号', L.houseNumberMax),
  floor: int('楼层', L.floorMin, L.floorMax),
  layout: text('户型', L.layoutMax, '请选择'),
  area,
  beds: int('床位数', 1, L.bedsMax, '床位数至少为1'),
  /** Monthly rent in cents. */
  rentCents: int('月租金', 0, L.rentMax, '月租金不能为负数'),
  remark: filterText('备注', L.remarkMax),
};
export const HouseSaveBody = z.object({ unitCode: UnitCode, ...houseFields });
export const HouseUpdateBody = z.object({ houseCode: HouseCode, ...houseFields });

export const House = z.object({
  houseCode: z.string(),
  unitCode: z.string(),
  communityCode: z.string(),
  communityName: z.string(),
  buildingName: z.string(),
  unitName: z.string(),
  houseNumber: z.string(),
  floor: z.number(),
  layout: z.string(),
  area: z.number(),
  beds: z.number(),
  rentCents: z.number(),
  remark: z.string().nullable(),
  state: z.number(),
  stateName: z.string(),
  livingCount: z.number(),
  /** The live allocation covering today, else the next one; null when none. */
  rentCmpyCode: z.string().nullable(),
  rentCmpyName: z.string().nullable(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type House = z.infer<typeof House>;

export const UnitDetail = Unit.extend({ communityName: z.string(), houses: z.array(House) });
export type UnitDetail = z.infer<typeof UnitDetail>;

export const Allocation = z.object({
  allocationCode: z.string(),
  houseCode: z.string(),
  rentCmpyCode: z.string(),
  rentCmpyName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  state: z.number(),
  stateName: z.string(),
  remark: z.string().nullable(),
  allocatedBy: z.string().nullable(),
  allocatedTime: z.string().nullable(),
  vacatedBy: z.string().nullable(),
  vacatedTime: z.string().nullable(),
});
export type Allocation = z.infer<typeof Allocation>;

export const HousePageBody = z.object({
  ...pageParams,
  communityCode: optional(CommunityCode),
  unitCode: optional(UnitCode),
  rentCmpyCode: optional(RentCmpyCode),
  houseNumber: filterText('房号', L.houseNumberMax),
  state: stateFilter([0, 1, 2], '房屋状态只能是0空闲、1已分配、2已入住'),
});

export const DistributeBody = z
  .object({
    houseCodes: z
      .array(HouseCode, { error: '请选择房屋' })
      .min(1, '请选择房屋')
      .max(L.distributeMax, `一次最多分配${L.distributeMax}套房屋`),
    rentCmpyCode: RentCmpyCode,
    beginDate: DateText('开始日期'),
    endDate: DateText('结束日期'),
    remark: filterText('备注', L.remarkMax),
  })
  .refine((b) => b.endDate >= b.beginDate, { message: M.endBeforeBegin, path: ['endDate'] })
  .refine((b) => new Set(b.houseCodes).size === b.houseCodes.length, {
    message: '房屋不能重复选择',
    path: ['houseCodes'],
  });

export const ToEmptyQuery = z.object({ houseCode: HouseCode, remark: filterText('备注', L.remarkMax) });

export const ReportQuery = z
  .object({
    beginMonth: MonthText('开始月份'),
    endMonth: MonthText('结束月份'),
    communityCode: optional(CommunityCode),
  })
  .refine((q) => q.endMonth >= q.beginMonth, { message: M.monthOrder, path: ['endMonth'] })
  .refine(
    (q) => q.endMonth < q.beginMonth || monthsBetween(q.beginMonth, q.endMonth).length <= L.reportMonthsMax,
    {
      message: M.monthsTooMany,
      path: ['endMonth'],
    },
  );

export const ReportRow = z.object({
  month: z.string(),
  communityCode: z.string(),
  communityName: z.string(),
  houseTotal: z.number(),
  bedTotal: z.number(),
  /** Houses with an allocation on some day of the month. */
  allocatedHouses: z.number(),
  /** Houses with a resident on some day of the month, and those residents. */
  occupiedHouses: z.number(),
  residentCount: z.number(),
  /** Percent, one decimal: allocated / total houses, residents / beds. */
  allocationRate: z.number(),
  bedRate: z.number(),
});

// ── residents ────────────────────────────────────────────────────────────────

const IdCard = z
  .string({ error: '请输入身份证号' })
  .trim()
  .toUpperCase()
  .regex(/^\d{17}[\dX]$/, '身份证号格式不正确');

export const ResidentFilters = z.object({
  staffName: filterText('姓名', 20),
  communityCode: optional(CommunityCode),
  houseCode: optional(HouseCode),
  rentCmpyCode: optional(RentCmpyCode),
  state: stateFilter([1, 2], '状态只能是1在住、2已退宿'),
});
export const ResidentPageQuery = ResidentFilters.extend(pageParams);

export const MoveInBody = z.object({
  houseCode: HouseCode,
  staffName: text('姓名', 20),
  gender: z.coerce.number({ error: '请选择性别' }).pipe(z.literal([1, 2], { error: '性别只能是1男、2女' })),
  idCard: IdCard,
  phone: MobilePhone,
  moveInDate: DateText('入住日期'),
  remark: filterText('备注', L.remarkMax),
});
export const MoveOutBody = z.object({ bizCode: ResidentCode, moveOutDate: DateText('退宿日期') });

export const Resident = z.object({
  bizCode: z.string(),
  staffName: z.string(),
  gender: z.number(),
  genderName: z.string(),
  /** Masked in lists. */
  idCard: z.string(),
  /** Masked in lists (138****1234). */
  phone: z.string(),
  houseCode: z.string(),
  houseName: z.string(),
  communityCode: z.string(),
  communityName: z.string(),
  rentCmpyCode: z.string(),
  rentCmpyName: z.string(),
  moveInDate: z.string(),
  moveOutDate: z.string().nullable(),
  state: z.number(),
  stateName: z.string(),
  remark: z.string().nullable(),
});
export type Resident = z.infer<typeof Resident>;

export const HouseDetail = House.extend({ allocations: z.array(Allocation), residents: z.array(Resident) });
export type HouseDetail = z.infer<typeof HouseDetail>;

// ── summary ──────────────────────────────────────────────────────────────────

export const CommunitySummary = z.object({
  communityCount: z.number(),
  houseTotal: z.number(),
  freeCount: z.number(),
  allocatedCount: z.number(),
  occupiedCount: z.number(),
  bedTotal: z.number(),
  livingCount: z.number(),
  freeBeds: z.number(),
  /** Percent, one decimal. */
  houseRate: z.number(),
  bedRate: z.number(),
  rentCmpyCount: z.number(),
  /** Contracts of rental companies and live allocations ending within 30 days. */
  expiringContracts: z.array(
    z.object({
      rentCmpyCode: z.string(),
      cmpyName: z.string(),
      contractEnd: z.string(),
      daysLeft: z.number(),
    }),
  ),
  expiringAllocations: z.number(),
});
export type CommunitySummary = z.infer<typeof CommunitySummary>;

export const SummaryRow = Community.pick({
  communityCode: true,
  communityName: true,
  countyName: true,
  streetName: true,
  houseTotal: true,
  freeCount: true,
  allocatedCount: true,
  occupiedCount: true,
  bedTotal: true,
  livingCount: true,
}).extend({ freeBeds: z.number(), houseRate: z.number(), bedRate: z.number() });

export const SummaryListBody = z.object({ ...pageParams, communityName: filterText('小区名称', L.nameMax) });
