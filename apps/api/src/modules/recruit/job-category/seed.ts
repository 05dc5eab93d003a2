import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { jobCategory } from './tables.ts';

/** The occupation list a new platform starts with: top-level categories and their job categories. */
export const SEED_JOB_CATEGORIES: readonly (readonly [string, readonly string[]])[] = [
  [
    '生产制造',
    [
      '普工/操作工',
      '焊工',
      '电工',
      '钳工',
      '车工',
      '铣工',
      '数控操作工',
      '质检员',
      '装配工',
      '包装工',
      '叉车工',
      '机修工',
      '注塑工',
      '喷涂工',
    ],
  ],
  [
    '餐饮服务',
    ['服务员', '厨师', '切配/厨师助理', '面点师', '传菜员', '收银员', '洗碗工', '咖啡师', '餐饮店长'],
  ],
  ['物流运输', ['快递员', '外卖骑手', '货车司机', '仓库管理员', '分拣员', '装卸工', '调度员', '网约车司机']],
  ['家政服务', ['保洁员', '保姆', '月嫂', '育婴师', '养老护理员', '钟点工', '家电维修工']],
  ['建筑装修', ['木工', '瓦工', '钢筋工', '水电工', '油漆工', '架子工', '施工员', '安全员', '测量员']],
  ['销售', ['销售代表', '电话销售', '门店店员', '导购员', '销售经理', '渠道专员', '房产经纪人']],
  ['行政文员', ['文员', '前台', '行政专员', '人事专员', '出纳', '会计', '档案管理员']],
  [
    '计算机/互联网',
    [
      '前端开发',
      '后端开发',
      '软件测试',
      '运维工程师',
      '网络管理员',
      '数据分析师',
      'UI设计师',
      '产品经理',
      '新媒体运营',
    ],
  ],
  ['医疗护理', ['护士', '护工', '药剂师', '医生助理', '康复治疗师', '导医', '检验技师']],
  ['教育培训', ['幼儿教师', '小学教师', '培训讲师', '课程顾问', '职业技能培训师', '助教']],
  ['酒店旅游', ['酒店前台', '客房服务员', '导游', '礼宾员', '旅游顾问']],
  ['安保物业', ['保安', '物业管理员', '消防监控员', '绿化工', '停车场管理员', '水电维修工']],
  ['美容美发', ['美发师', '美容师', '美甲师', '化妆师', '足疗师', '按摩师']],
  ['汽车服务', ['汽车维修工', '汽车美容师', '洗车工', '汽车销售', '钣金工', '二手车评估师']],
  ['农林牧渔', ['种植工', '养殖工', '农机手', '园艺工', '饲养员']],
  ['客服', ['电话客服', '在线客服', '售后专员', '客服主管']],
  ['能源电力', ['光伏安装工', '电力巡检员', '燃气安装工', '锅炉工', '空调安装工']],
  ['其他', ['临时工', '小时工', '兼职', '其他工种']],
];

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Seeds the categories once, when the table has never held any (deleted rows count, so categories an
 * operator removed do not come back). Codes are stable: JC01 for a top-level category, JC0101 below it.
 */
export async function seedJobCategories(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(jobCategory);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = SEED_JOB_CATEGORIES.flatMap(([parentName, children], p) => {
    const parentCode = `JC${two(p + 1)}`;
    return [
      {
        categorieCode: parentCode,
        categorieName: parentName,
        categorieParentCode: null,
        categorieSort: p + 1,
      },
      ...children.map((name, c) => ({
        categorieCode: `${parentCode}${two(c + 1)}`,
        categorieName: name,
        categorieParentCode: parentCode,
        categorieSort: c + 1,
      })),
    ];
  });
  await db.insert(jobCategory).values(rows);
  return rows.length;
}
