/**
 * The typed dictionaries of spec §3 ("Dictionaries", "Type labels", "Apply state labels"). They seed the
 * `tree_data` table that `/backend-common/treeData/*` answers from, and the web reads the same labels.
 */
export interface DictionaryItem {
  code: string;
  name: string;
  /** Null for a root; set for an entry nested under another of the same type. */
  parentCode: string | null;
}

/**
 * The 56 ethnic groups in the order of the spec (Han 1, Zhuang 2, Hui 3): by population, as ranked by the
 * sixth national census (2010) and as most Chinese forms list them. This is not the GB 3304 code order,
 * which starts 汉族 01, 蒙古族 02.
 */
export const ETHNIC_GROUPS = [
  '汉族',
  '壮族',
  '回族',
  '满族',
  '维吾尔族',
  '苗族',
  '彝族',
  '土家族',
  '藏族',
  '蒙古族',
  '侗族',
  '布依族',
  '瑶族',
  '白族',
  '朝鲜族',
  '哈尼族',
  '黎族',
  '哈萨克族',
  '傣族',
  '畲族',
  '傈僳族',
  '东乡族',
  '仡佬族',
  '拉祜族',
  '佤族',
  '水族',
  '纳西族',
  '羌族',
  '土族',
  '仫佬族',
  '锡伯族',
  '柯尔克孜族',
  '景颇族',
  '达斡尔族',
  '撒拉族',
  '布朗族',
  '毛南族',
  '塔吉克族',
  '普米族',
  '阿昌族',
  '怒族',
  '鄂温克族',
  '京族',
  '基诺族',
  '德昂族',
  '保安族',
  '俄罗斯族',
  '裕固族',
  '乌孜别克族',
  '门巴族',
  '鄂伦春族',
  '独龙族',
  '赫哲族',
  '高山族',
  '珞巴族',
  '塔塔尔族',
] as const;

/** Flat entries coded first, first + 1, … in the order given. */
const numbered = (names: readonly string[], first: number): DictionaryItem[] =>
  names.map((name, i) => ({ code: String(first + i), name, parentCode: null }));

export const DICTIONARIES = {
  /** Education level; code 1 reads 其他 here (a resume) and 不限 on a job's requirement (glossary 5). */
  education: numbered(
    ['其他', '小学', '初中', '普通高中', '技工学校', '职业高中', '中等专科', '大专', '本科', '硕士', '博士'],
    1,
  ),
  jobStatus: numbered(['未就业', '已就业'], 0),
  gender: numbered(['男', '女'], 1),
  nation: numbered(ETHNIC_GROUPS, 1),
  typeLabel: numbered(['全部', '技能', '学历'], 0),
  applyState: numbered(['意向报名', '线上未支付', '线上已支付'], 0),
} satisfies Record<string, DictionaryItem[]>;

export type DictionaryType = keyof typeof DICTIONARIES;
export const DICTIONARY_TYPES = Object.keys(DICTIONARIES) as DictionaryType[];

/** code → name of each dictionary, e.g. `dictionaryLabels.education['9']` is 本科. */
export const dictionaryLabels = Object.fromEntries(
  DICTIONARY_TYPES.map((type) => [
    type,
    Object.fromEntries(DICTIONARIES[type].map((item) => [item.code, item.name])),
  ]),
) as Record<DictionaryType, Record<string, string>>;
