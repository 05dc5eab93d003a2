/**
 * Resumes of the demo applicants (fictional people of 郑州市) and three more applications so that every
 * pipeline state 0–11 appears. Codes follow seed/demo-jobs.ts: application AP_DEMO_nn sends resume
 * R_DEMO_nn; a person is U_DEMO_<mobile>. Periods are `YYYY-MM` as typed on the apply page.
 */

export interface DemoResume {
  tel: string;
  /** Month and day of birth (`MMDD`); the year follows the age on the application. */
  birthday: string;
  /** County of 郑州市 the person lives in. */
  county: string;
  workingYear: number;
  education: number;
  recruit: number;
  expectPosition: string;
  workType: number;
  skills: string[];
  work: {
    compyName: string;
    jobName: string;
    category: string;
    begin: string;
    end: string | null;
    content: string;
  }[];
  schools: {
    name: string;
    major: string | null;
    education: number;
    recruit: number;
    begin: string;
    end: string;
  }[];
  trains: { organization: string; content: string; begin: string; end: string }[];
  certificates: { name: string; issued: string }[];
}

/** Applications added to the demo: [job, name, phone, age, gender, state, days ago]. */
export const EXTRA_APPLICATIONS: [string, string, string, number, number, number, number][] = [
  ['J_DEMO_14', '刘德明', '13703852219', 44, 1, 6, 6],
  ['J_DEMO_12', '宋佳', '18538107720', 23, 2, 7, 4],
  ['J_DEMO_03', '田志刚', '15225036621', 35, 1, 8, 3],
];

/** Notes staff wrote on some applications, by phone. */
export const DEMO_REMARKS: Record<string, string> = {
  '13526631119': '电话沟通过，本人有FANUC系统操作经验',
  '13783651210': '已办理入职手续，分配到成品仓',
  '15838296605': '体检合格，等待排班',
  '18903718820': '夜班无法适应',
};

/** Departure evaluations of the resigned, by phone. */
export const DEMO_EVALUATIONS: Record<string, string> = {
  '15093327718': '工作认真细致，账目清楚；因家庭原因离职，欢迎再次合作。',
};

/**
 * One resume per block. First line: mobile, birthday (MMDD), county, working years, education, regular (0) or
 * not (1), work type, expected position, skills (job category codes). Then lines of work (W: company, job,
 * category, begin, end or -, what they did), schools (S: school, major or -, education, regular, begin,
 * end), training (T: organisation, content, begin, end) and certificates (C: name, issue month).
 */
const RESUMES = `
13838125601 0312 410184 15 5 0 1 数控车床操作工 JC0107,JC0105
W 新郑市宏远机械厂|数控车工|数控操作工|2016-03|-|操作FANUC系统数控车床，加工法兰、轴类零件，独立完成首件检验。
W 郑州精工汽配有限公司|普车工|车工|2010-07|2016-02|普通车床加工汽车配件，负责刀具刃磨与设备日常保养。
S 郑州市第一技工学校|数控加工|5|0|2007-09|2010-06
T 新郑市职业技能培训中心|数控车工（中级）技能提升培训|2019-04|2019-06
C 数控车工职业技能等级证书（四级）|2019-07

13613848807 0623 410184 9 7 0 1 数控操作工 JC0107
W 郑州恒通精密制造有限公司|加工中心操作工|数控操作工|2018-05|-|三菱系统加工中心操作，会简单编程与对刀。
W 富士康科技集团郑州园区|普工|普工/操作工|2015-07|2018-04|手机壳CNC上下料与外观检验。
S 河南省机电学校|机电技术应用|7|0|2012-09|2015-06
C 低压电工作业证|2020-11

15617183311 0827 410183 18 5 0 1 数控车床操作工 JC0107,JC0104
W 新密市东方耐材机械厂|数控车工|数控操作工|2012-03|-|加工耐材机械配件，熟悉广数、FANUC系统。
W 新密市通达农机修造厂|钳工|钳工|2006-08|2012-02|农机零件修配、划线与装配。
S 新密市技工学校|机械加工|5|0|2003-09|2006-06
T 郑州市人社局职业技能培训|数控车床编程与操作|2013-03|2013-05
C 车工职业资格证书（高级）|2015-09

13526631119 0305 410184 10 5 0 1 数控车床操作工 JC0107,JC0108
W 新郑市华强液压件有限公司|数控车工|数控操作工|2017-04|-|液压阀体数控车削，两班倒，产品合格率99%以上。
W 郑州宇通客车配套厂|质检员|质检员|2014-07|2017-03|来料尺寸抽检，填写检验记录。
S 郑州工业技师学院|数控加工|5|0|2011-09|2014-06
C 数控车工职业技能等级证书（三级）|2021-05

18736021109 1001 410184 25 3 0 1 电焊工 JC0102
W 郑州中联重工钢构公司|电焊工|焊工|2008-03|-|钢结构二保焊、氩弧焊，能看懂焊接图。
W 新郑市建工集团|电焊工|焊工|1999-05|2008-02|工地钢筋焊接与架子焊接。
S 新郑市薛店镇初级中学|-|3|0|1991-09|1994-06
T 河南省安全生产培训中心|熔化焊接与热切割作业|2018-08|2018-08
C 特种作业操作证（熔化焊接与热切割）|2018-09

13783651210 0518 410184 2 9 0 1 仓库文员 JC0701,JC0304
W 郑州万家超市配送中心|仓库文员|文员|2023-07|2025-02|出入库单据录入、库存日报表整理，熟练使用Excel。
S 河南财经政法大学|物流管理|9|0|2019-09|2023-06
C 全国计算机等级考试二级（MS Office）|2021-03

15093327718 0929 410122 3 8 0 1 文员 JC0701
W 中牟县鑫源商贸有限公司|行政文员|文员|2021-07|2024-06|收发文件、会议记录、考勤统计。
S 郑州铁路职业技术学院|现代物流管理|8|0|2018-09|2021-06
T 中牟县就业服务中心|办公软件应用培训|2021-03|2021-04

18595614417 0113 410184 14 8 0 1 销售代表 JC0601
W 郑州力拓传动设备有限公司|销售经理|销售经理|2017-03|-|负责豫南区域减速机客户开发，年销售额800万元。
W 河南金马农机销售公司|销售代表|销售代表|2011-07|2017-02|农机门店销售与客户回访。
S 河南工业职业技术学院|市场营销|8|0|2008-09|2011-06
C C1机动车驾驶证|2010-05

15036172203 1108 410184 8 5 1 3 分拣员 JC0305,JC0301
W 郑州顺丰速运新郑分部|快递员|快递员|2019-05|2025-01|片区收派件，日均派件120件。
W 中通快递郑州转运中心|分拣员|分拣员|2017-03|2019-04|夜班包裹分拣与扫描。
S 新郑市职业中等专业学校|电子商务|6|1|2012-09|2015-06

13007669813 0209 410102 6 6 0 3 分拣员 JC0305
W 京东物流郑州亚洲一号|分拣员|分拣员|2019-08|-|自动分拣线补位、异常件处理。
S 郑州市电子信息工程学校|计算机应用|6|0|2012-09|2015-06
C 叉车司机证（N1）|2022-04

13273985516 0604 410105 4 9 0 3 分拣员 JC0305,JC0304
W 菜鸟驿站金水区加盟店|店长|仓库管理员|2021-07|-|驿站包裹入库、出库管理，带2名店员。
S 郑州轻工业大学|工商管理|9|0|2016-09|2020-06

15838296605 0416 410184 5 9 0 3 分拣员 JC0305,JC0302
W 美团外卖新郑站|外卖骑手|外卖骑手|2020-03|2024-12|全职骑手，月均单量1500单，零差评。
S 黄河科技学院|物流工程|9|0|2015-09|2019-06
T 新郑市就业服务中心|电子商务创业培训|2019-10|2019-11

18903718820 1221 410184 7 7 0 1 仓库管理员 JC0304
W 新郑市好想你枣业仓储部|仓管员|仓库管理员|2017-03|2024-08|成品库收发货与月度盘点。
S 郑州市商业技师学院|仓储管理|7|0|2007-09|2010-06

13598712206 0722 410181 16 4 0 1 货车司机 JC0303
W 巩义市通达物流有限公司|货车司机|货车司机|2013-05|-|郑州至洛阳、三门峡干线运输，安全行驶50万公里。
W 巩义市建材运输队|驾驶员|货车司机|2008-03|2013-04|砂石料短途运输。
S 巩义市第二高级中学|-|4|0|2001-09|2004-06
T 河南省道路运输从业人员培训|道路货物运输驾驶员从业资格培训|2008-01|2008-02
C A2机动车驾驶证|2012-06
C 道路货物运输驾驶员从业资格证|2008-03

15937107708 1014 410122 4 8 0 2 外卖骑手 JC0302,JC0301
W 饿了么中牟站|兼职骑手|外卖骑手|2022-05|-|午晚高峰兼职配送。
S 郑州财税金融职业学院|会计|8|0|2018-09|2021-06

13703852219 0426 410185 20 3 0 1 货车司机 JC0303
W 登封市嵩山物流公司|货车司机|货车司机|2009-04|-|省内冷链干线运输，持B2驾照。
S 登封市告成镇初级中学|-|3|0|1995-09|1998-06
C B2机动车驾驶证|2006-09

18538107720 0919 410105 1 9 0 1 销售代表 JC0601,JC0602
W 郑州新华书店金水路店|实习店员|门店店员|2024-03|2024-06|图书导购与收银。
S 河南农业大学|市场营销|9|0|2020-09|2024-06

15225036621 0730 410184 13 5 0 1 电焊工 JC0102,JC0109
W 新郑市金鹏钢构有限公司|电焊工|焊工|2015-06|-|中厚板二保焊、CO2气体保护焊，可独立看图下料。
W 郑州三和水工机械有限公司|装配工|装配工|2011-07|2015-05|闸门启闭机装配。
S 郑州市第二技工学校|焊接技术|5|0|2008-09|2011-06
T 新郑市职业技能培训中心|焊工（高级）技能提升培训|2020-05|2020-07
C 焊工职业技能等级证书（三级）|2020-08
C 特种作业操作证（熔化焊接与热切割）|2016-03
`;

const orNull = (v: string | undefined) => (!v || v === '-' ? null : v);

/** The resumes of DEMO_RESUMES' text, in its order. */
export function demoResumes(): DemoResume[] {
  return RESUMES.trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [first, ...lines] = block.trim().split('\n');
      const [tel, birthday, county, workingYear, education, recruit, workType, expectPosition, skills] =
        first!.split(' ');
      const entries = (tag: string) =>
        lines.filter((l) => l.startsWith(`${tag} `)).map((l) => l.slice(2).split('|'));
      return {
        tel: tel!,
        birthday: birthday!,
        county: county!,
        workingYear: Number(workingYear),
        education: Number(education),
        recruit: Number(recruit),
        workType: Number(workType),
        expectPosition: expectPosition!,
        skills: skills ? skills.split(',') : [],
        work: entries('W').map(([compyName, jobName, category, begin, end, content]) => ({
          compyName: compyName!,
          jobName: jobName!,
          category: category!,
          begin: begin!,
          end: orNull(end),
          content: content!,
        })),
        schools: entries('S').map(([name, major, education, recruit, begin, end]) => ({
          name: name!,
          major: orNull(major),
          education: Number(education),
          recruit: Number(recruit),
          begin: begin!,
          end: end!,
        })),
        trains: entries('T').map(([organization, content, begin, end]) => ({
          organization: organization!,
          content: content!,
          begin: begin!,
          end: end!,
        })),
        certificates: entries('C').map(([name, issued]) => ({ name: name!, issued: issued! })),
      };
    });
}
