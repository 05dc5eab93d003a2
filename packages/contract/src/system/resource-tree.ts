/**
 * The one tree of areas, screens and buttons (Ant Design Pro style): it seeds the `sys_resource` table,
 * tells the server which area code guards each permission code, and tells the web which menu opens which
 * page. A permission code named in either spec appears here exactly once.
 */
export const ResourceType = { directory: 0, menu: 1, button: 2 } as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];
export const resourceTypeLabels: Record<ResourceType, string> = { 0: '目录', 1: '菜单', 2: '按钮' };

export interface ResourceSeed {
  /** Stable code of the resource (`resourceCode`). */
  key: string;
  name: string;
  type: ResourceType;
  path?: string;
  icon?: string;
  perms?: string;
  children?: ResourceSeed[];
}

/** The super-admin permission: holds every other code. */
export const SUPER_PERMISSION = '*:*:*';

const btn = (perms: string, name: string): ResourceSeed => ({
  key: `btn:${perms}`,
  name,
  type: ResourceType.button,
  perms,
});
const menu = (key: string, name: string, path: string, icon: string, buttons: ResourceSeed[] = []) => ({
  key,
  name,
  type: ResourceType.menu,
  path,
  icon,
  children: buttons,
});
const dir = (
  key: string,
  name: string,
  icon: string,
  children: ResourceSeed[],
  path?: string,
  perms?: string,
) => ({
  key,
  name,
  type: ResourceType.directory,
  icon,
  children,
  ...(path ? { path } : {}),
  ...(perms ? { perms } : {}),
});

/** CRUD-style buttons of one screen: `${prefix}:list` etc. */
const crud = (prefix: string, label: string, extra: ResourceSeed[] = []) => [
  btn(`${prefix}:list`, `${label}查询`),
  btn(`${prefix}:add`, `${label}新增`),
  btn(`${prefix}:edit`, `${label}修改`),
  btn(`${prefix}:remove`, `${label}删除`),
  ...extra,
];

export const AREA_CODES = {
  recruit: 'plateform:recruit',
  train: 'plateform:train',
  oddjobMarket: 'plateform:oddjobMarket',
  system: 'plateform:system',
} as const;
export type Area = keyof typeof AREA_CODES;

export const resourceTree: ResourceSeed[] = [
  dir(
    'area:recruit',
    '招聘管理',
    'TeamOutlined',
    [
      menu('recruit:labels', '标签管理', '/recruit/label/intentional', 'TagsOutlined', [
        btn('label:list', '标签查询'),
        btn('label:add', '标签新增'),
        btn('label:edit', '标签修改'),
        btn('label:remove', '标签删除'),
      ]),
      menu(
        'recruit:jobCategory',
        '职位工种',
        '/recruit/label/jobCategory',
        'ClusterOutlined',
        crud('jobCategory', '职位工种'),
      ),
      dir('recruit:jobs', '职位管理', 'SolutionOutlined', [
        menu('recruit:jobList', '职位列表', '/recruit/job/list', 'UnorderedListOutlined', [
          btn('recruit:list', '职位查询'),
          btn('recruit:add', '发布职位'),
          btn('recruit:refresh', '刷新职位'),
          btn('recruit:queryResume', '查看简历'),
          btn('recruit:edit', '编辑职位'),
          btn('recruit:delete', '删除职位'),
          btn('recruit:copyEdit', '复制职位'),
          btn('recruit:online', '职位上线'),
          btn('recruit:downline', '职位下线'),
          btn('recruit:check', '职位审核'),
          btn('recruit:forcedOffline', '强制下线'),
          btn('recruit:end', '结束招聘'),
          btn('recruit:notice', '发送招聘通知'),
        ]),
        menu('recruit:applications', '报名管理', '/recruit/recruitmentMgt/list', 'FileDoneOutlined', [
          btn('recruit:resumeList', '报名查询'),
          btn('checkResume:export', '导出报名表'),
          btn('recruit:resumeBatchEdit', '批量处理'),
          btn('recruit:resumePass', '通过初筛'),
          btn('recruit:resumeInterview', '邀约面试'),
          btn('recruit:resumeEmploy', '录用'),
          btn('recruit:resumeReject', '不合适'),
          btn('recruit:noEmployed', '未入职'),
          btn('recruit:employed', '入职'),
          btn('recruit:quit', '离职'),
          btn('recruit:resumeDetail', '简历详情'),
          btn('recruit:resumeDownload', '下载简历'),
          btn('recruit:resumePrint', '打印简历'),
          btn('recruit:joinStation', '加入服务站'),
        ]),
        menu('recruit:resumes', '简历管理', '/recruit/recruitmentMgt/resume', 'IdcardOutlined', [
          btn('recruit:resumeExport', '导出简历表'),
        ]),
      ]),
      dir('recruit:companies', '企业管理', 'BankOutlined', [
        menu('recruit:companyList', '企业认证', '/recruit/company/list', 'SafetyCertificateOutlined', [
          btn('cmpy:list', '企业查询'),
          btn('cmpy:submit', '企业新增'),
          btn('cmpy:update', '企业修改'),
          btn('cmpy:approve', '企业审核'),
          btn('cmpy:export', '企业导出'),
        ]),
        menu('recruit:recharge', '充值申请', '/recruit/company/recharge', 'MoneyCollectOutlined', [
          btn('recharge:list', '充值申请查询'),
          btn('recharge:apply', '提交充值申请'),
          btn('recharge:check', '充值审核'),
        ]),
      ]),
      dir('recruit:stations', '服务站', 'ShopOutlined', [
        menu('recruit:stationList', '服务站列表', '/recruit/station/list', 'ShopOutlined', [
          ...crud('station', '服务站'),
          btn('station:check', '服务站审核'),
          btn('station:export', '服务站导出'),
        ]),
        menu('recruit:activityManage', '活动管理', '/recruit/activity/manage', 'CalendarOutlined', [
          ...crud('activity', '活动'),
          btn('activity:stop', '停止活动'),
          btn('activity:submitSettle', '提交结算'),
          btn('activity:export', '活动导出'),
        ]),
        menu('recruit:activityApprove', '活动审批', '/recruit/activity/approve', 'AuditOutlined', [
          btn('activity:audit', '活动审批'),
        ]),
        menu('recruit:activitySettle', '结算审批', '/recruit/activity/settle', 'AccountBookOutlined', [
          btn('activity:agreeSettle', '同意结算'),
          btn('activity:settle', '结算'),
        ]),
      ]),
      menu('recruit:exportRecords', '导出记录', '/recruit/recruitmentMgt/exportRecord', 'HistoryOutlined', [
        btn('exportRecord:list', '导出记录查询'),
      ]),
      menu('recruit:jobfairs', '招聘会', '/recruit/jobfair/list', 'FlagOutlined', [
        ...crud('jobfair', '招聘会'),
        btn('jobfair:approve', '招聘会审核'),
      ]),
      menu('recruit:materials', '素材库', '/recruit/material/list', 'PictureOutlined', [
        btn('material:list', '素材查询'),
        btn('material:uploadPic', '上传图片'),
        btn('material:uploadVideo', '上传视频'),
        btn('material:edit', '素材编辑'),
        btn('material:remove', '素材删除'),
        btn('material:audit', '素材审核'),
      ]),
    ],
    '/recruit',
    AREA_CODES.recruit,
  ),
  dir(
    'area:train',
    '培训系统',
    'ReadOutlined',
    [
      menu('train:home', '培训首页', '/train/trainHome', 'HomeOutlined'),
      dir('train:courses', '课程管理', 'BookOutlined', [
        menu('train:courseList', '课程列表', '/train/course/list', 'BookOutlined', [
          ...crud('course', '课程'),
          btn('course:refresh', '课程刷新'),
          btn('course:online', '课程上下线'),
          btn('course:approve', '课程审核'),
        ]),
        menu('train:applyList', '课程报名', '/train/apply/list', 'FormOutlined', [
          btn('courseApply:list', '报名查询'),
          btn('courseApply:edit', '报名修改'),
          btn('courseApply:export', '报名导出'),
        ]),
        menu('train:onlineCourse', '线上课程', '/train/onlineCourse/list', 'PlayCircleOutlined', [
          ...crud('onlineCourse', '线上课程'),
          btn('onlineCourse:downline', '线上课程下线'),
          btn('onlineCourse:check', '线上课程审核'),
        ]),
        menu('train:materials', '课程素材', '/train/course/material', 'PictureOutlined', [
          btn('trainMaterial:list', '课程素材查询'),
          btn('trainMaterial:uploadPic', '课程素材上传图片'),
          btn('trainMaterial:uploadVideo', '课程素材上传视频'),
          btn('trainMaterial:edit', '课程素材编辑'),
          btn('trainMaterial:remove', '课程素材删除'),
          btn('trainMaterial:audit', '课程素材审核'),
        ]),
        menu('train:orders', '课程订单', '/train/order/list', 'ProfileOutlined', [
          btn('order:list', '订单查询'),
        ]),
        menu('train:statis', '课程统计', '/train/statis', 'BarChartOutlined', [
          btn('train:statis', '课程统计查询'),
        ]),
        menu('train:labels', '课程标签', '/train/label/list', 'TagOutlined', [
          ...crud('trainLabel', '课程标签'),
          btn('trainLabel:hot', '设为热门'),
        ]),
      ]),
      dir('train:exams', '考试管理', 'ExperimentOutlined', [
        menu('train:topics', '试题管理', '/train/exam/topic', 'QuestionCircleOutlined', [
          btn('exam:topic:list', '试题查询'),
          btn('exam:topic:save', '试题保存'),
        ]),
        menu('train:papers', '试卷管理', '/train/exam/paper', 'FileTextOutlined', [
          btn('exam:paper:list', '试卷查询'),
          btn('exam:paper:save', '试卷保存'),
          btn('exam:paper:status', '试卷状态'),
          btn('exam:paper:mark', '试卷阅卷'),
          btn('exam:paper:export', '考试记录导出'),
        ]),
      ]),
      dir('train:forms', '表单管理', 'FormOutlined', [
        menu('train:formList', '表单列表', '/train/form/list', 'FormOutlined', crud('form', '表单')),
        menu('train:formValues', '表单数据', '/train/form/values', 'DatabaseOutlined', [
          btn('formValue:list', '表单数据查询'),
          btn('formValue:export', '表单数据导出'),
        ]),
      ]),
      dir('train:advert', '广告管理', 'NotificationOutlined', [
        menu('train:banners', '轮播图', '/train/advert/banner', 'PictureOutlined', crud('banner', '轮播图')),
        menu(
          'train:jobBanners',
          '职位轮播图',
          '/train/advert/jobBanner',
          'PictureOutlined',
          crud('jobBanner', '职位轮播图'),
        ),
        menu(
          'train:authBanners',
          '认证轮播图',
          '/train/advert/authBanner',
          'PictureOutlined',
          crud('authBanner', '认证轮播图'),
        ),
        menu(
          'train:recommendCourse',
          '推荐课程',
          '/train/advert/recommendCourse',
          'LikeOutlined',
          crud('recommendCourse', '推荐课程'),
        ),
        menu(
          'train:recommendJob',
          '推荐职位',
          '/train/advert/recommendJob',
          'LikeOutlined',
          crud('recommendJob', '推荐职位'),
        ),
      ]),
    ],
    '/train',
    AREA_CODES.train,
  ),
  dir(
    'area:oddjobMarket',
    '零工就业',
    'ShoppingOutlined',
    [
      menu('oddjob:monitor', '零工监测', '/oddjobMarket/monitor', 'DashboardOutlined'),
      menu('oddjob:bigScreen', '数据大屏', '/oddjobMarket/bigScreen', 'FundProjectionScreenOutlined', [
        btn('bigscreen:view', '大屏查看'),
        btn('bigscreen:setting', '预警阈值设置'),
        btn('bigscreen:import', '社保数据导入'),
      ]),
      menu('oddjob:statistics', '统计分析', '/oddjobMarket/statistics', 'LineChartOutlined', [
        btn('statistics:view', '统计查看'),
      ]),
      dir('oddjob:consume', '消费管理', 'WalletOutlined', [
        menu('oddjob:redPkg', '红包用户', '/oddjobMarket/redPkg/list', 'RedEnvelopeOutlined', [
          ...crud('redPkg', '红包用户'),
          btn('redPkg:import', '红包用户导入'),
          btn('redPkg:check', '红包用户审核'),
          btn('redPkg:export', '红包用户导出'),
        ]),
        menu('oddjob:bills', '账单提现', '/oddjobMarket/bill/list', 'TransactionOutlined', [
          btn('bill:list', '账单查询'),
          btn('bill:apply', '提现申请'),
          btn('bill:approve', '提现审批'),
          btn('bill:pay', '支付到店'),
        ]),
        menu('oddjob:cards', '电子卡', '/oddjobMarket/card/list', 'CreditCardOutlined', [
          btn('card:list', '电子卡查询'),
          btn('card:issue', '电子卡发放'),
          btn('card:approve', '电子卡审批'),
          btn('card:consume', '消费与退款'),
        ]),
        menu('oddjob:shops', '商户管理', '/oddjobMarket/shop/list', 'ShopOutlined', [
          btn('shop:list', '商户查询'),
          btn('shop:edit', '商户维护'),
        ]),
      ]),
      dir('oddjob:rental', '公寓管理', 'HomeOutlined', [
        menu('oddjob:rentalHome', '公寓概览', '/oddjobMarket/rental/home', 'PieChartOutlined', [
          btn('rental:home', '公寓概览查看'),
        ]),
        menu('oddjob:rentalCompany', '入住企业', '/oddjobMarket/rental/company', 'BankOutlined', [
          btn('rental:cmpy', '入住企业管理'),
        ]),
        menu('oddjob:community', '小区管理', '/oddjobMarket/rental/community', 'ApartmentOutlined', [
          btn('rental:community:list', '小区查询'),
          btn('rental:community:save', '小区保存'),
          btn('rental:community:export', '小区导出'),
          btn('rental:unit:save', '单元保存'),
        ]),
        menu('oddjob:houses', '房屋管理', '/oddjobMarket/rental/house', 'HomeOutlined', [
          btn('rental:house:list', '房屋查询'),
          btn('rental:house:distribute', '分配房屋'),
          btn('rental:house:empty', '清空房屋'),
        ]),
        menu('oddjob:rentalStaff', '入住人员', '/oddjobMarket/rental/staff', 'UserOutlined', [
          btn('rental:staff:list', '入住人员查询'),
          btn('rental:staff:remove', '入住人员删除'),
          btn('rental:staff:export', '入住人员导出'),
          btn('rental:staff:save', '办理入住退宿'),
        ]),
      ]),
      dir('oddjob:policy', '政策备案', 'AuditOutlined', [
        menu('oddjob:organ', '技能机构', '/oddjobMarket/policy/organ', 'BankOutlined', [
          ...crud('policy:organ', '技能机构'),
          btn('policy:organ:submit', '技能机构提交'),
          btn('policy:organ:cancel', '技能机构撤销'),
        ]),
        menu('oddjob:promulgation', '公示备案', '/oddjobMarket/policy/promulgation', 'FileProtectOutlined', [
          ...crud('policy:promulgation', '公示'),
          btn('policy:promulgation:submit', '公示提交'),
          btn('policy:promulgation:cancel', '公示撤销'),
        ]),
      ]),
      menu('oddjob:hotEvents', '热点事件', '/oddjobMarket/hotEvents', 'FireOutlined', [
        btn('hotEvents:list', '热点事件查询'),
        btn('hotEvents:save', '热点事件保存'),
        btn('hotEvents:export', '热点事件导出'),
      ]),
    ],
    '/oddjobMarket',
    AREA_CODES.oddjobMarket,
  ),
  dir(
    'area:system',
    '系统管理',
    'SettingOutlined',
    [
      menu('system:users', '用户管理', '/setup/user', 'UserOutlined', [
        btn('system:user:list', '用户查询'),
        btn('system:user:query', '用户详情'),
        btn('system:user:add', '用户新增'),
        btn('system:user:edit', '用户修改'),
        btn('system:user:remove', '用户删除'),
        btn('system:user:enable', '用户启停'),
      ]),
      menu('system:roles', '角色管理', '/setup/role', 'SafetyOutlined', [
        btn('system:role:list', '角色查询'),
        btn('system:role:query', '角色详情'),
        btn('system:role:add', '角色新增'),
        btn('system:role:edit', '角色修改'),
        btn('system:role:remove', '角色删除'),
        btn('system:role:grant', '分配资源'),
      ]),
      menu('system:resources', '资源管理', '/setup/resource', 'ApartmentOutlined', [
        btn('system:resource:list', '资源查询'),
        btn('system:resource:query', '资源详情'),
        btn('system:resource:add', '资源新增'),
        btn('system:resource:edit', '资源修改'),
        btn('system:resource:remove', '资源删除'),
      ]),
      menu('system:notices', '消息公告', '/setup/notice', 'NotificationOutlined'),
      menu('system:buriedPoint', '埋点数据', '/setup/buriedPoint', 'PieChartOutlined', [
        btn('buriedPoint:list', '埋点查询'),
      ]),
    ],
    '/setup',
    AREA_CODES.system,
  ),
];

/** Depth-first walk with the area each node belongs to. */
export function walkResources(
  visit: (node: ResourceSeed, parent: ResourceSeed | null, area: Area) => void,
  nodes: ResourceSeed[] = resourceTree,
  parent: ResourceSeed | null = null,
  area?: Area,
): void {
  for (const node of nodes) {
    const nodeArea = area ?? areaOfRoot(node);
    visit(node, parent, nodeArea);
    if (node.children) walkResources(visit, node.children, node, nodeArea);
  }
}

function areaOfRoot(node: ResourceSeed): Area {
  const entry = Object.entries(AREA_CODES).find(([, code]) => code === node.perms);
  if (!entry) throw new Error(`resource root ${node.key} has no area code`);
  return entry[0] as Area;
}

/** Every permission code of the tree, mapped to the area whose `plateform:*` code also guards it. */
export const permissionAreas: ReadonlyMap<string, Area> = (() => {
  const map = new Map<string, Area>();
  walkResources((node, _parent, area) => {
    if (!node.perms) return;
    if (map.has(node.perms))
      throw new Error(`permission code ${node.perms} appears twice in the resource tree`);
    map.set(node.perms, area);
  });
  return map;
})();
