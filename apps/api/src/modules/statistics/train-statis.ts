import {
  courseLifecycle,
  courseNatureNames,
  courseTypeNames,
  type StatisResult,
  type TrainStatisCall,
} from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { beijingToday } from '../train/course/classes.ts';
import {
  chart,
  counts,
  dayInRange,
  type Frame,
  figure,
  inRange,
  inRegion,
  monthOf,
  monthsOf,
  named,
  ofCompany,
  percent,
  result,
  rows,
  spread,
  whereAll,
} from './frame.ts';

/**
 * Course statistics (/train/statis/yj/*): SQL over train_course (c), train_course_class (k),
 * train_enrolment (e), train_class_session (s) and train_sign_in (i). A deleted course (99) and a deleted
 * class count nowhere; a removed student counts only where removals are counted. Each figure counts the rows
 * whose own date is in the range: a course its creation, a class its first day, a student the day placed, a
 * session its day. The region and the school are the course's.
 */
const course = (f: Frame) => [sql`c.approve_type <> 99`, ofCompany(f, 'c'), inRegion(f, 'c')];
const classesInRange = (f: Frame): SQL =>
  whereAll(...course(f), sql`k.deleted = false`, dayInRange(f, sql`k.start_date`));
const CLASS_FROM = sql`from train_course_class k join train_course c on c.id = k.course_id`;
const LIVE_STUDENTS = sql`(select count(*) from train_enrolment e where e.class_id = k.id and e.removed_at is null)`;
const TOP = 15;

async function classStatis(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const today = beijingToday();
  const n = await counts<'total' | 'waiting' | 'running' | 'ended'>(
    db,
    sql`select count(*) as total,
      count(*) filter (where k.start_date > ${today}::date) as waiting,
      count(*) filter (where k.start_date <= ${today}::date and k.end_date >= ${today}::date) as running,
      count(*) filter (where k.end_date < ${today}::date) as ended
      ${CLASS_FROM} ${classesInRange(f)}`,
  );
  return result(
    f,
    [
      figure('classes', '开班数', n.total, '个'),
      figure('waiting', '未开班', n.waiting, '个'),
      figure('running', '进行中', n.running, '个'),
      figure('ended', '已结班', n.ended, '个'),
    ],
    [
      chart(
        'classState',
        '班级状态',
        'pie',
        ['未开班', '进行中', '已结班'],
        [{ name: '班级数', data: [n.waiting, n.running, n.ended] }],
      ),
    ],
  );
}

async function classUseRate(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const per = await rows<{ k: string; capacity: number; students: number }>(
    db,
    sql`select c.course_name as k, sum(k.capacity)::int as capacity, sum(${LIVE_STUDENTS})::int as students
      ${CLASS_FROM} ${classesInRange(f)} group by c.id, c.course_name order by capacity desc, c.id limit ${TOP}`,
  );
  const n = await counts<'capacity' | 'students'>(
    db,
    sql`select coalesce(sum(k.capacity), 0) as capacity, coalesce(sum(${LIVE_STUDENTS}), 0) as students
      ${CLASS_FROM} ${classesInRange(f)}`,
  );
  return result(
    f,
    [
      figure('capacity', '班级容量', n.capacity, '人'),
      figure('students', '在班学员', n.students, '人'),
      figure('useRate', '容量使用率', percent(n.students, n.capacity), '%'),
    ],
    [
      chart(
        'courseUse',
        '各课程班级容量与在班学员',
        'bar',
        per.map((r) => r.k),
        [
          { name: '班级容量', data: per.map((r) => Number(r.capacity)) },
          { name: '在班学员', data: per.map((r) => Number(r.students)) },
        ],
      ),
    ],
  );
}

async function cmpyCourse(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const school = sql`coalesce((select m.cmpy_name from cmpy m where m.cmpy_code = c.cmpy_code), '平台')`;
  const data = await rows<{ k: string; s: string; n: number }>(
    db,
    sql`select ${school} as k, '新增课程' as s, count(*)::int as n from train_course c
        ${whereAll(...course(f), inRange(f, sql`c.created_at`))} group by 1
      union all
      select ${school}, '开班', count(*)::int ${CLASS_FROM} ${classesInRange(f)} group by 1
      union all
      select ${school}, '入班学员', count(*)::int from train_enrolment e join train_course c on c.id = e.course_id
        ${whereAll(...course(f), sql`e.removed_at is null`, inRange(f, sql`e.placed_at`))} group by 1`,
  );
  const names = ['新增课程', '开班', '入班学员'] as const;
  const schools = [...new Set(data.map((r) => r.k))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const series = spread(schools, names, data);
  const total = (i: number) => series[i]!.data.reduce((a, b) => a + b, 0);
  return result(
    f,
    [
      figure('schools', '机构数', schools.length, '个'),
      figure('courses', '新增课程', total(0), '门'),
      figure('classes', '开班', total(1), '个'),
      figure('students', '入班学员', total(2), '人'),
    ],
    [chart('bySchool', '各机构课程、开班与学员', 'bar', schools, series)],
  );
}

async function courseClassMon(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const months = monthsOf(f);
  const data = await rows<{ k: string; n: number }>(
    db,
    sql`select to_char(k.start_date, 'YYYY-MM') as k, count(*)::int as n ${CLASS_FROM} ${classesInRange(f)} group by 1`,
  );
  const series = spread(months, ['开班数'], data);
  return result(
    f,
    [
      figure(
        'classes',
        '开班数',
        series[0]!.data.reduce((a, b) => a + b, 0),
        '个',
      ),
    ],
    [chart('classMonth', '按月开班数', 'line', months, series)],
  );
}

async function courseClassStudent(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const per = await rows<{ k: string; students: number; signins: number }>(
    db,
    sql`select c.course_name || ' · ' || k.class_name as k, ${LIVE_STUDENTS}::int as students,
        (select count(*) from train_sign_in i where i.class_id = k.id)::int as signins
      ${CLASS_FROM} ${classesInRange(f)} order by students desc, k.id limit ${TOP}`,
  );
  const n = await counts<'classes' | 'students' | 'signins'>(
    db,
    sql`select count(*) as classes, coalesce(sum(${LIVE_STUDENTS}), 0) as students,
        coalesce(sum((select count(*) from train_sign_in i where i.class_id = k.id)), 0) as signins
      ${CLASS_FROM} ${classesInRange(f)}`,
  );
  return result(
    f,
    [
      figure('classes', '开班数', n.classes, '个'),
      figure('students', '在班学员', n.students, '人'),
      figure('signIns', '签到人次', n.signins, '次'),
    ],
    [
      chart(
        'classStudents',
        '各班级学员与签到',
        'bar',
        per.map((r) => r.k),
        [
          { name: '在班学员', data: per.map((r) => Number(r.students)) },
          { name: '签到人次', data: per.map((r) => Number(r.signins)) },
        ],
      ),
    ],
  );
}

const coursesCreated = (f: Frame) => whereAll(...course(f), inRange(f, sql`c.created_at`));

async function courseInfoMon(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const months = monthsOf(f);
  const data = await rows<{ k: string; s: string; n: number }>(
    db,
    sql`select ${monthOf(sql`c.created_at`)} as k, c.course_type::text as s, count(*)::int as n
      from train_course c ${coursesCreated(f)} group by 1, 2`,
  );
  const named2 = data.map((r) => ({ ...r, s: courseTypeNames[Number(r.s)] ?? r.s }));
  const series = spread(months, [courseTypeNames[1]!, courseTypeNames[2]!], named2);
  const sum = (i: number) => series[i]!.data.reduce((a, b) => a + b, 0);
  return result(
    f,
    [
      figure('courses', '新增课程', sum(0) + sum(1), '门'),
      figure('skill', '技能课程', sum(0), '门'),
      figure('education', '学历课程', sum(1), '门'),
    ],
    [chart('courseMonth', '按月新增课程', 'bar', months, series)],
  );
}

async function courseInfoStatis(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const byState = await rows<{ k: string; n: number }>(
    db,
    sql`select c.approve_type::text as k, count(*)::int as n from train_course c ${coursesCreated(f)}
      group by 1 order by 1::int`,
  );
  const byNature = await rows<{ k: string; n: number }>(
    db,
    sql`select c.course_nature::text as k, count(*)::int as n from train_course c ${coursesCreated(f)}
      group by 1 order by 1::int`,
  );
  const states = courseLifecycle.states as Record<number, string>;
  return result(
    f,
    [
      figure(
        'courses',
        '新增课程',
        byState.reduce((a, r) => a + Number(r.n), 0),
        '门',
      ),
    ],
    [
      named(
        'byState',
        '课程审核状态',
        'pie',
        '课程数',
        byState.map((r) => ({ k: states[Number(r.k)] ?? r.k, n: r.n })),
      ),
      named(
        'byNature',
        '课程性质',
        'bar',
        '课程数',
        byNature.map((r) => ({ k: courseNatureNames[Number(r.k)] ?? r.k, n: r.n })),
      ),
    ],
  );
}

async function courseSignIn(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const months = monthsOf(f);
  const today = beijingToday();
  // Sessions held (day in range and not after today) × the class's students, against their sign-ins.
  const data = await rows<{ k: string; expected: number; signed: number }>(
    db,
    sql`select to_char(s.session_date, 'YYYY-MM') as k,
        sum((select count(*) from train_enrolment e where e.class_id = s.class_id and e.removed_at is null))::int as expected,
        sum((select count(*) from train_sign_in i join train_enrolment e on e.id = i.enrolment_id
          where i.session_id = s.id and e.removed_at is null))::int as signed
      from train_class_session s join train_course_class k on k.id = s.class_id join train_course c on c.id = s.course_id
      ${whereAll(...course(f), sql`k.deleted = false`, dayInRange(f, sql`s.session_date`), sql`s.session_date <= ${today}::date`)}
      group by 1`,
  );
  const expected = spread(
    months,
    ['应签'],
    data.map((r) => ({ k: r.k, n: r.expected })),
  )[0]!;
  const signed = spread(
    months,
    ['实签'],
    data.map((r) => ({ k: r.k, n: r.signed })),
  )[0]!;
  const e = expected.data.reduce((a, b) => a + b, 0);
  const s = signed.data.reduce((a, b) => a + b, 0);
  return result(
    f,
    [
      figure('expected', '应签人次', e, '次'),
      figure('signed', '实签人次', s, '次'),
      figure('signInRate', '签到率', percent(s, e), '%'),
    ],
    [chart('signInMonth', '按月应签与实签', 'bar', months, [expected, signed])],
  );
}

const enrolmentFrom = sql`from train_enrolment e join train_course c on c.id = e.course_id`;

async function courseStudentMon(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const months = monthsOf(f);
  const data = await rows<{ k: string; s: string; n: number }>(
    db,
    sql`select ${monthOf(sql`e.placed_at`)} as k, '入班' as s, count(*)::int as n ${enrolmentFrom}
        ${whereAll(...course(f), inRange(f, sql`e.placed_at`))} group by 1
      union all
      select ${monthOf(sql`e.removed_at`)}, '移出', count(*)::int ${enrolmentFrom}
        ${whereAll(...course(f), sql`e.removed_at is not null`, inRange(f, sql`e.removed_at`))} group by 1`,
  );
  const series = spread(months, ['入班', '移出'], data);
  const sum = (i: number) => series[i]!.data.reduce((a, b) => a + b, 0);
  return result(
    f,
    [figure('placed', '入班学员', sum(0), '人'), figure('removed', '移出学员', sum(1), '人')],
    [chart('studentMonth', '按月入班与移出', 'line', months, series)],
  );
}

async function studentStatis(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const placed = whereAll(...course(f), sql`e.removed_at is null`, inRange(f, sql`e.placed_at`));
  const n = await counts<'students' | 'people' | 'signed'>(
    db,
    sql`select count(*) as students, count(distinct e.student_phone) as people,
        count(*) filter (where exists (select 1 from train_sign_in i where i.enrolment_id = e.id)) as signed
      ${enrolmentFrom} ${placed}`,
  );
  const per = await rows<{ k: string; n: number }>(
    db,
    sql`select c.course_name as k, count(*)::int as n ${enrolmentFrom} ${placed}
      group by c.id, c.course_name order by n desc, c.id limit ${TOP}`,
  );
  return result(
    f,
    [
      figure('students', '入班学员', n.students, '人'),
      figure('people', '学员人数（按手机号去重）', n.people, '人'),
      figure('signed', '有签到的学员', n.signed, '人'),
      figure('neverSigned', '从未签到的学员', n.students - n.signed, '人'),
    ],
    [named('byCourse', '各课程入班学员', 'bar', '入班学员', per)],
  );
}

export const trainStatis: Record<TrainStatisCall, (db: DbOrTx, f: Frame) => Promise<StatisResult>> = {
  classStatis,
  classUseRate,
  cmpyCourse,
  courseClassMon,
  courseClassStudent,
  courseInfoMon,
  courseInfoStatis,
  courseSignIn,
  courseStudentMon,
  studentStatis,
};
