/**
 * Demo jobs of the two certified demo companies (fictional, at real places of 郑州市), one or more in every
 * tab, with the way each got there. Codes are stable (J_DEMO_01…J_DEMO_20) so documentation and manual
 * tests can name them. Salaries in cents.
 */

/** How a job reached its state, in lifecycle actions after its creation. */
export type DemoPath =
  | 'pending'
  | 'draft'
  | 'rejected'
  | 'approved'
  | 'online'
  | 'offline'
  | 'ended'
  | 'forced';

type Salary = { flag: 2; min: number; max: number } | { flag: 1 } | { flag: 3; text: string };

export interface DemoJob {
  code: string;
  cmpy: 'C_HENGDA' | 'C_YUNFAN';
  name: string;
  category: string;
  path: DemoPath;
  /** Days since it was created. */
  daysAgo: number;
  salary: Salary;
  /** payCycle, headcount, workType, education, workYears, genderRequirement, ageRequirement. */
  terms: [number, number, number, number, number, number, string];
  /** Welfare, work-description tags and interview requirements, each joined by 、. */
  labels: [string, string, string];
  intro: string;
  /** The address of the company's history list (index into DEMO_COMPANY_ADDRESSES of that company). */
  site?: number;
  /** Reason of the rejection or forced end. */
  remark?: string;
  automaticalPublish?: 0 | 1;
  rebate?: { yuan: number; rule: string };
  /** Uses the demo form 就业意向登记表. */
  form?: boolean;
}

type Details = Omit<DemoJob, 'code' | 'cmpy' | 'name' | 'category' | 'path' | 'daysAgo'>;

const job = (
  code: string,
  cmpy: DemoJob['cmpy'],
  name: string,
  category: string,
  path: DemoPath,
  daysAgo: number,
  details: Details,
): DemoJob => ({ code, cmpy, name, category, path, daysAgo, ...details });

/** A salary range in yuan (stored in cents). */
const range = (min: number, max: number): Salary => ({ flag: 2, min: min * 100, max: max * 100 });
const NEGOTIABLE: Salary = { flag: 1 };
const text = (value: string): Salary => ({ flag: 3, text: value });

export const DEMO_JOBS: DemoJob[] = [
  job('J_DEMO_01', 'C_HENGDA', '数控车床操作工', 'JC0107', 'online', 20, {
    salary: range(6000, 9000),
    terms: [3, 10, 1, 5, 1, 0, '20-45'],
    labels: ['五险一金、包吃、包住、加班补助', '数控车床、看图纸、两班倒', '携带身份证、现场试岗'],
    intro:
      '负责数控车床的日常操作、上下料和首件自检；能看懂简单机械图纸，有FANUC系统操作经验优先。两班倒，月休4天。',
    rebate: { yuan: 500, rule: '推荐人员入职满30天后发放' },
  }),
  job('J_DEMO_02', 'C_HENGDA', '普工（长白班）', 'JC0101', 'online', 12, {
    salary: range(4500, 6000),
    terms: [3, 30, 1, 1, 0, 0, '18-50'],
    labels: ['包吃、包住、节日福利', '长白班、流水线', '携带身份证'],
    intro: '车间流水线组装、打包等简单工作，有师傅带教，无需经验。长白班，早8点至晚6点，中午休息1小时。',
    site: 1,
    form: true,
  }),
  job('J_DEMO_03', 'C_HENGDA', '电焊工', 'JC0102', 'online', 6, {
    salary: range(7000, 10000),
    terms: [3, 5, 1, 3, 2, 1, '22-55'],
    labels: ['五险一金、包吃、年终奖', '二保焊、持证上岗', '携带焊工证、现场试焊'],
    intro: '负责机械结构件的二氧化碳保护焊焊接，须持有效焊工证，能独立完成中厚板焊接者优先。',
  }),
  job('J_DEMO_04', 'C_HENGDA', '质检员', 'JC0108', 'approved', 4, {
    salary: range(5000, 6500),
    terms: [3, 2, 1, 7, 1, 0, '20-40'],
    labels: ['五险一金、包吃、双休', '卡尺千分尺、来料检验', '携带学历证书'],
    intro: '负责来料和成品的尺寸检验，熟练使用卡尺、千分尺等量具，填写检验记录。',
    automaticalPublish: 1,
  }),
  job('J_DEMO_05', 'C_HENGDA', '设备机修工', 'JC0112', 'pending', 1, {
    salary: range(6500, 8500),
    terms: [3, 2, 1, 5, 3, 1, '25-50'],
    labels: ['五险一金、包吃、包住', '设备维修、电气维修', ''],
    intro: '负责车间数控设备、空压机等设备的日常保养与故障维修，有电工证优先。',
    site: 2,
  }),
  job('J_DEMO_06', 'C_HENGDA', '叉车司机', 'JC0111', 'pending', 0.5, {
    salary: range(5500, 7000),
    terms: [3, 3, 1, 1, 1, 1, '22-50'],
    labels: ['包吃、包住、全勤奖', '持叉车证', '携带叉车证'],
    intro: '负责厂区原材料与成品的叉车搬运、装卸车，须持有效叉车证。',
  }),
  job('J_DEMO_07', 'C_HENGDA', '装配工', 'JC0109', 'rejected', 8, {
    salary: range(5000, 15000),
    terms: [3, 8, 1, 1, 0, 0, '18-45'],
    labels: ['包吃、包住', '机械装配', ''],
    intro: '负责减速机零部件的装配，按工艺卡作业。',
    remark: '薪资范围与岗位描述不符，最高薪资明显偏高，请核实后重新提交',
  }),
  job('J_DEMO_08', 'C_HENGDA', '仓库文员', 'JC0701', 'offline', 40, {
    salary: range(4000, 5000),
    terms: [3, 1, 1, 8, 0, 2, '20-35'],
    labels: ['五险一金、双休、节日福利', '办公软件、出入库登记', ''],
    intro: '负责仓库出入库单据录入、库存报表整理，熟练使用Excel。',
  }),
  job('J_DEMO_09', 'C_HENGDA', '电工（高薪急招）', 'JC0103', 'forced', 30, {
    salary: range(12000, 20000),
    terms: [3, 6, 1, 1, 0, 1, '18-60'],
    labels: ['包吃、包住', '电工', ''],
    intro: '厂区电工，无经验可，日薪高。',
    remark: '职位信息涉嫌夸大宣传，经核实后强制下线',
  }),
  job('J_DEMO_10', 'C_HENGDA', '钳工学徒', 'JC0104', 'draft', 2, {
    salary: range(3500, 4500),
    terms: [3, 4, 4, 5, 0, 0, '18-25'],
    labels: ['包吃、包住、师傅带教', '学徒', ''],
    intro: '技工学校在校生或应届毕业生，跟随师傅学习钳工划线、锉削、装配。',
  }),
  job('J_DEMO_11', 'C_HENGDA', '暑期包装工', 'JC0110', 'ended', 60, {
    salary: NEGOTIABLE,
    terms: [1, 15, 5, 1, 0, 0, '16-55'],
    labels: ['包午餐', '短期、包装', ''],
    intro: '7月至8月短期工，负责成品包装、贴标。',
  }),
  job('J_DEMO_12', 'C_HENGDA', '销售代表', 'JC0601', 'online', 3, {
    salary: text('底薪加提成'),
    terms: [3, 3, 1, 8, 1, 0, '22-40'],
    labels: ['五险一金、交通补助、年终奖', '机械销售、客户开发', '携带简历'],
    intro: '负责减速机、传动设备在河南省内的客户开发与维护，需适应短期出差。',
    site: 3,
  }),
  job('J_DEMO_13', 'C_YUNFAN', '快递分拣员（日结）', 'JC0305', 'online', 5, {
    salary: range(150, 220),
    terms: [1, 50, 3, 1, 0, 0, '18-50'],
    labels: ['包吃、日结工资', '夜班、分拣', '携带身份证'],
    intro: '快递包裹分拣、扫描、装袋，夜班20:00至次日6:00，工资当天结清。',
  }),
  job('J_DEMO_14', 'C_YUNFAN', '货车司机（B2驾照）', 'JC0303', 'online', 9, {
    salary: range(8000, 12000),
    terms: [3, 4, 1, 1, 3, 1, '25-50'],
    labels: ['五险一金、包住、出车补助', '省内干线、B2驾照', '携带驾驶证'],
    intro: '负责郑州至洛阳、新乡等省内干线运输，须持B2及以上驾照，三年以上驾龄。',
  }),
  job('J_DEMO_15', 'C_YUNFAN', '仓库管理员', 'JC0304', 'approved', 3, {
    salary: range(5000, 6000),
    terms: [3, 2, 1, 8, 1, 0, '22-45'],
    labels: ['五险一金、包吃', 'WMS系统、盘点', ''],
    intro: '负责仓库收发货、库位管理与月度盘点，熟悉WMS系统优先。',
    automaticalPublish: 1,
  }),
  job('J_DEMO_16', 'C_YUNFAN', '车辆调度员', 'JC0307', 'pending', 0.2, {
    salary: range(5500, 7000),
    terms: [3, 1, 1, 8, 2, 0, '23-40'],
    labels: ['五险一金、双休', '车辆调度', ''],
    intro: '负责干线车辆的排班调度与在途跟踪，处理异常。',
  }),
  job('J_DEMO_17', 'C_YUNFAN', '装卸工', 'JC0306', 'rejected', 7, {
    salary: range(6000, 8000),
    terms: [3, 20, 1, 1, 0, 1, '18-50'],
    labels: ['包吃、包住', '计件', ''],
    intro: '物流园货物装卸，计件工资，多劳多得。',
    remark: '联系电话无法接通，请核实联系方式后重新提交',
  }),
  job('J_DEMO_18', 'C_YUNFAN', '外卖骑手', 'JC0302', 'offline', 35, {
    salary: range(6000, 10000),
    terms: [3, 30, 2, 1, 0, 0, '18-50'],
    labels: ['自由排班、电动车租赁补贴', '自由排班', ''],
    intro: '管城区商圈外卖配送，自由排班，多劳多得，平台提供保险。',
  }),
  job('J_DEMO_19', 'C_YUNFAN', '电话客服', 'JC1601', 'forced', 25, {
    salary: range(4000, 5500),
    terms: [3, 5, 1, 8, 0, 0, '18-35'],
    labels: ['五险一金、双休', '普通话标准', ''],
    intro: '接听客户来电，处理查件、投诉，普通话标准，会基本电脑操作。',
    remark: '职位长期未处理求职者投递，运营强制结束',
  }),
  job('J_DEMO_20', 'C_YUNFAN', '财务出纳', 'JC0705', 'draft', 1, {
    salary: range(4500, 5500),
    terms: [3, 1, 1, 8, 1, 2, '22-40'],
    labels: ['五险一金、双休', '出纳', ''],
    intro: '负责日常现金与银行收付、票据整理。',
  }),
];

/** Applicants: [job, name, phone, age, gender, state, days ago]. */
export const DEMO_APPLICATIONS: [string, string, string, number, number, number, number][] = [
  ['J_DEMO_01', '王建军', '13838125601', 38, 1, 0, 1],
  ['J_DEMO_01', '赵鹏飞', '13613848807', 32, 1, 2, 3],
  ['J_DEMO_01', '徐志强', '15617183311', 39, 1, 3, 6],
  ['J_DEMO_01', '林海涛', '13526631119', 31, 1, 5, 8],
  ['J_DEMO_02', '李秀英', '13937184402', 35, 2, 0, 0.5],
  ['J_DEMO_02', '孙美玲', '18837194412', 33, 2, 0, 2],
  ['J_DEMO_02', '胡建华', '17703716615', 46, 1, 4, 5],
  ['J_DEMO_03', '周国庆', '18736021109', 47, 1, 1, 2],
  ['J_DEMO_08', '吴婷婷', '13783651210', 24, 2, 10, 30],
  ['J_DEMO_08', '高雪', '15093327718', 25, 2, 11, 32],
  ['J_DEMO_12', '何立新', '18595614417', 38, 1, 0, 1],
  ['J_DEMO_13', '张伟', '15036172203', 30, 1, 0, 0.3],
  ['J_DEMO_13', '马超', '13007669813', 29, 1, 3, 1],
  ['J_DEMO_13', '郭静', '13273985516', 27, 2, 5, 2],
  ['J_DEMO_13', '陈磊', '15838296605', 28, 1, 4, 3],
  ['J_DEMO_13', '罗丹', '18903718820', 34, 2, 1, 4],
  ['J_DEMO_14', '杨振华', '13598712206', 41, 1, 0, 2],
  ['J_DEMO_18', '黄晓燕', '15937107708', 26, 2, 9, 20],
];

/** Favourites [job, count] and shares [job, count]. */
export const DEMO_COLLECTS: [string, number][] = [
  ['J_DEMO_01', 6],
  ['J_DEMO_02', 9],
  ['J_DEMO_03', 2],
  ['J_DEMO_13', 12],
  ['J_DEMO_14', 3],
];
export const DEMO_TRANSPONDS: [string, number][] = [
  ['J_DEMO_01', 3],
  ['J_DEMO_02', 5],
  ['J_DEMO_13', 8],
  ['J_DEMO_12', 1],
];
