// @ts-check
/**
 * The data of bench/lifecycles.mjs: the bulk inserts of the lifecycle tables and the list and count calls
 * measured on them, with the checks of their answers.
 */

export const ROWS = 100_000;

// ---------------------------------------------------------------------------------------------------------
// The rows: one statement per table, states spread over the lifecycle's states, a year of creation times

const created = `now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'`;
export const INSERTS = [
  `insert into cmpy (cmpy_code, cmpy_name, cmpy_type, status, credit_code, legal_person, contact_name, contact_phone,
     province_code, province_name, city_code, city_name, county_code, county_name, address, submit_time, created_at, updated_at)
   select 'CB' || lpad(g::text, 8, '0'), (array['恒达','云帆','华信','东方','正通','宏远'])[g % 6 + 1] || '科技有限公司' || g,
     10, g % 3, '91440300B' || lpad(g::text, 9, '0'), '张' || g, '李' || g, '139' || lpad(g::text, 8, '0'),
     '440000', '广东省', '440300', '深圳市', '440305', '南山区', '科技园路' || g || '号', ${created}, ${created}, ${created}
   from generate_series(1, ${ROWS}) g`,
  `insert into cmpy_recharge_apply (apply_code, cmpy_code, cmpy_name, contact_person, contact_tell, explain_remark,
     recharge_total_people, recharge_total_money, statues, recharge_statues, submit_time, created_at, updated_at)
   select 'RB' || lpad(g::text, 10, '0'), 'CB' || lpad((g % 1000 + 1)::text, 8, '0'), '华信科技有限公司' || (g % 1000 + 1),
     '王' || g, '138' || lpad(g::text, 8, '0'), '春季招聘补贴充值', g % 50 + 1, (g % 50 + 1) * 10000, g % 3, g % 3,
     ${created}, ${created}, ${created}
   from generate_series(1, ${ROWS}) g`,
  `insert into station (station_code, apply_name, contact_person, contact_phone, province_code, province_name, city_code,
     city_name, county_code, county_name, address, lng, lat, approve_state, created_at, updated_at)
   select 'SB' || lpad(g::text, 10, '0'), '南山区就业服务站' || g, '陈' || g, '137' || lpad(g::text, 8, '0'),
     '440000', '广东省', '440300', '深圳市', '440305', '南山区', '学府路' || g || '号', 113.93, 22.53,
     (array[0, 1, 3])[g % 3 + 1], ${created}, ${created}
   from generate_series(1, ${ROWS}) g`,
  `insert into activity (activity_code, activity_name, type, status, begin_time, end_time, activity_budget, per_reward,
     activity_desc, created_at, updated_at)
   select 'AB' || lpad(g::text, 10, '0'), '稳岗招聘活动第' || g || '期', g % 2, g % 7, t.b, t.b + interval '30 days',
     1000000, 5000, '面向重点群体的招聘活动', ${created}, ${created}
   from generate_series(1, ${ROWS}) g,
     -- times consistent with the state, so the activity clock has nothing to move: not started yet (0–2),
     -- running (3), ended (4–6)
     lateral (select case when g % 7 < 3 then now() + (g % 300 + 1) * interval '1 day'
                          when g % 7 = 3 then now() - (g % 29 + 1) * interval '1 day'
                          else now() - (g % 300 + 31) * interval '1 day' end as b) t`,
  `insert into jobfair (jobfair_code, jobfair_name, jobfair_type, begin_time, end_time, poster_code, poster_key,
     province_code, province_name, city_code, city_name, county_code, county_name, street_code, street_name, address,
     lng, lat, state, created_at, updated_at)
   select 'JB' || lpad(g::text, 10, '0'), '2026年春风行动专场招聘会' || g, g % 2 + 1, ${created},
     ${created} + interval '1 day', 'P' || g, 'jobfair/202601/bench-' || g || '.png',
     '440000', '广东省', '440300', '深圳市', '440305', '南山区', '440305001', '南头街道', '会展路' || g || '号',
     113.93, 22.53, (array[0, 1, 2, 3])[g % 4 + 1], ${created}, ${created}
   from generate_series(1, ${ROWS}) g`,
  `insert into train_course (course_code, course_name, course_type, course_nature, is_free, price, cmpy_code, cover_codes,
     course_intro, province_code, province_name, city_code, city_name, county_code, county_name, street_code, street_name,
     address, lng, lat, capacity, apply_begin_at, apply_end_at, approve_type, sort_at, created_at, updated_at)
   select 'TB' || lpad(g::text, 10, '0'),
     (array['低压电工','育婴员','中式烹调师','电子商务直播','家政服务员','数控车工'])[g % 6 + 1] || '培训班第' || g || '期',
     g % 2 + 1, g % 5 + 1, g % 7 = 0, case when g % 7 = 0 then 0 else (g % 40 + 1) * 5000 end,
     (array['C_HUAXIN','C_JINQIAO'])[g % 2 + 1], array['M_DEMO_OC_01'], '<p>职业技能培训</p>',
     '41', '河南省', '4101', '郑州市', '410184', '新郑市', '410184001', '新建路街道', '人民路' || g || '号',
     113.73, 34.39, g % 60 + 20, ${created}, ${created} + interval '60 days', (array[0, 2, 5, 9, 1, 4])[g % 6 + 1],
     ${created}, ${created}, ${created}
   from generate_series(1, ${ROWS}) g`,
];
export const TABLES = ['cmpy', 'cmpy_recharge_apply', 'station', 'activity', 'jobfair', 'train_course'];

// ---------------------------------------------------------------------------------------------------------
// The calls: a list (page 1, size 10, one tab) and the tab counts, with the list total each count must match

/**
 * @typedef {{ lifecycle: string, name: string, method: 'GET' | 'POST', path: string, query?: Record<string, string | number>, body?: object, total?: (counts: any) => number }} Call
 */
/**
 * `table`: the table its rows go into (TABLES); `minSum`: what its counts add up to at least (ROWS when absent).
 * @type {{ lifecycle: string, table: string, list: Call, count: Call, minSum?: number }[]}
 */
export const LIFECYCLES = [
  {
    lifecycle: 'companies',
    table: 'cmpy',
    list: {
      lifecycle: 'companies',
      name: 'GET /cmpy/list (认证通过)',
      method: 'GET',
      path: '/cmpy/list',
      query: { pageNum: 1, pageSize: 10, status: 1 },
      total: (c) => c.passCount,
    },
    count: { lifecycle: 'companies', name: 'GET /cmpy/cmpyCount', method: 'GET', path: '/cmpy/cmpyCount' },
  },
  {
    lifecycle: 'recharge',
    table: 'cmpy_recharge_apply',
    list: {
      lifecycle: 'recharge',
      name: 'GET …/queryRechargeApplyList (待充值)',
      method: 'GET',
      path: '/cmpy/card-cmpy-recharge-apply/queryRechargeApplyList',
      query: { pageNum: 1, pageSize: 10, statues: 0 },
      total: (c) => c.find((/** @type {any} */ x) => x.statues === 0)?.count,
    },
    count: {
      lifecycle: 'recharge',
      name: 'GET …/queryRechargeApplyStatus',
      method: 'GET',
      path: '/cmpy/card-cmpy-recharge-apply/queryRechargeApplyStatus',
    },
  },
  {
    lifecycle: 'stations',
    table: 'station',
    list: {
      lifecycle: 'stations',
      name: 'POST /recruit/station/queryPageStation (运行中)',
      method: 'POST',
      path: '/recruit/station/queryPageStation',
      body: { pageNum: 1, pageSize: 10, approveState: 1 },
      total: (c) => c.find((/** @type {any} */ x) => x.approveState === 1)?.num,
    },
    count: {
      lifecycle: 'stations',
      name: 'GET …/countNumByApproveState',
      method: 'GET',
      path: '/recruit/station/countNumByApproveState',
    },
  },
  {
    lifecycle: 'activities',
    table: 'activity',
    list: {
      lifecycle: 'activities',
      name: 'POST …/activity/queryPageActivity (进行中)',
      method: 'POST',
      path: '/recruit/station/activity/queryPageActivity',
      body: { pageNum: 1, pageSize: 10, status: 3 },
      total: (c) => c['3'],
    },
    count: {
      lifecycle: 'activities',
      name: 'POST …/activity/queryStateCount',
      method: 'POST',
      path: '/recruit/station/activity/queryStateCount',
      body: {},
    },
  },
  {
    lifecycle: 'job fairs',
    table: 'jobfair',
    list: {
      lifecycle: 'job fairs',
      name: 'POST …/jobfairsInfo/selectPageList (全部)',
      method: 'POST',
      path: '/hrbd-enterprise/jobfairsInfo/selectPageList',
      body: { pageNum: 1, pageSize: 10 },
      total: (c) => c.all,
    },
    count: {
      lifecycle: 'job fairs',
      name: 'POST …/jobfairsInfo/selectStateCount',
      method: 'POST',
      path: '/hrbd-enterprise/jobfairsInfo/selectStateCount',
      body: {},
    },
  },
  {
    lifecycle: 'courses',
    table: 'train_course',
    list: {
      lifecycle: 'courses',
      name: 'GET /train/course/getBDCourseList (已上线)',
      method: 'GET',
      path: '/train/course/getBDCourseList',
      query: { pageNum: 1, pageSize: 10, approveType: 1 },
      total: (c) => c.find((/** @type {any} */ x) => x.approveType === 1)?.num,
    },
    count: {
      lifecycle: 'courses',
      name: 'GET /train/course/countByCompany',
      method: 'GET',
      path: '/train/course/countByCompany',
    },
  },
  {
    // The courseName contains-filter (ILIKE '%…%', a trigram index): one course of the 100,000, 第4321期 (审核驳回).
    lifecycle: 'courses by name',
    table: 'train_course',
    minSum: 1,
    list: {
      lifecycle: 'courses by name',
      name: 'GET /train/course/getBDCourseList (courseName 第4321期)',
      method: 'GET',
      path: '/train/course/getBDCourseList',
      query: { pageNum: 1, pageSize: 10, approveType: 2, courseName: '第4321期' },
      total: (c) => c.find((/** @type {any} */ x) => x.approveType === 2)?.num,
    },
    count: {
      lifecycle: 'courses by name',
      name: 'GET /train/course/countByCompany (courseName 第4321期)',
      method: 'GET',
      path: '/train/course/countByCompany',
      query: { courseName: '第4321期' },
    },
  },
];

/** Sum of the tab counts of a count answer (whatever its shape). @param {any} c */
export function countSum(c) {
  if (Array.isArray(c)) return c.reduce((sum, x) => sum + (x.count ?? x.num ?? 0), 0);
  return Object.entries(c)
    .filter(([key]) => key !== 'all')
    .reduce((sum, [, v]) => sum + Number(v), 0);
}
