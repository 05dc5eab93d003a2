import { TrainLabelType } from '@hr/contract';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { nameColumns } from './initial.ts';
import { trainLabel } from './tables.ts';

/** [name, description, hot order (0: not hot)] */
type SeedLabel = readonly [string, string, number];

const SKILLS: readonly SeedLabel[] = [
  ['电工', '低压电工作业、维修电工，含特种作业操作证培训', 1],
  ['焊工', '电焊、气焊、氩弧焊操作与焊接安全', 2],
  ['育婴师', '0—3岁婴幼儿生活照料、保健与早期教育', 3],
  ['养老护理员', '老年人生活照料、基础护理与康复服务', 4],
  ['中式烹调师', '中餐烹饪技法、刀工与菜品制作', 5],
  ['叉车司机', '场（厂）内机动车辆叉车作业', 6],
  ['电子商务师', '网店开设、运营推广与客户服务', 7],
  ['直播销售员', '直播带货策划、话术与平台规则', 8],
  ['中式面点师', '馒头、包子、饺子等中式面点制作', 0],
  ['西式面点师', '面包、蛋糕、西点制作', 0],
  ['美容师', '皮肤护理、美容仪器使用', 0],
  ['美发师', '剪发、烫发、染发与造型', 0],
  ['保育师', '托幼机构儿童保育与卫生保健', 0],
  ['家政服务员', '家居保洁、衣物整理与家庭餐制作', 0],
  ['母婴护理员', '产妇与新生儿护理（月嫂）', 0],
  ['茶艺师', '茶叶知识、冲泡技艺与茶事服务', 0],
  ['汽车维修工', '汽车机电维修与故障诊断', 0],
  ['钳工', '划线、锯削、锉削与设备装配', 0],
  ['数控车工', '数控车床编程与操作', 0],
  ['砌筑工', '砖、石砌筑与抹灰', 0],
  ['防水工', '屋面、地下室与卫生间防水施工', 0],
  ['架子工', '脚手架搭设与拆除（特种作业）', 0],
  ['保安员', '门卫、巡逻、安全检查与消防基础', 0],
  ['健康管理师', '健康监测、评估与健康指导', 0],
  ['插花花艺师', '花艺设计与插花制作', 0],
  ['农业技术员', '种植技术推广与病虫害防治', 0],
  ['计算机操作员', '办公软件应用与文字录入', 0],
  ['快递员', '快件收派、分拣与客户服务', 0],
  ['会计实务', '账务处理、纳税申报与财务软件', 0],
  ['手工编织', '传统手工编织技艺与产品制作', 0],
  ['电梯安装维修工', '电梯安装、调试与日常维护保养', 0],
  ['家用电子产品维修工', '家电、手机等电子产品检测与维修', 0],
  ['Excel数据处理', '表格制作、函数与数据透视表', 0],
];

const EDUCATION: readonly SeedLabel[] = [
  ['成人高考', '成人高等学校招生全国统一考试辅导', 0],
  ['专升本', '专科升本科考试辅导', 0],
  ['自学考试', '高等教育自学考试课程辅导', 0],
  ['开放大学', '开放大学学历继续教育', 0],
  ['网络教育', '高校网络远程学历教育', 0],
];

/**
 * Seeds the training labels once, when the table has never held any (deleted rows count). Stable codes:
 * TL + type + position.
 */
export async function seedTrainLabels(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(trainLabel);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = (
    [
      [TrainLabelType.skill, SKILLS],
      [TrainLabelType.education, EDUCATION],
    ] as const
  ).flatMap(([labelType, labels]) =>
    labels.map(([labelName, labelDesc, hotOrder], i) => ({
      labelCode: `TL${labelType}${String(i + 1).padStart(2, '0')}`,
      labelName,
      labelType,
      labelDesc,
      labelHot: hotOrder > 0 ? 1 : 0,
      labelSort: hotOrder,
    })),
  );
  const withNames = await Promise.all(
    rows.map(async (row) => ({ ...row, ...(await nameColumns(row.labelName)) })),
  );
  await db.insert(trainLabel).values(withNames);
  return rows.length;
}
