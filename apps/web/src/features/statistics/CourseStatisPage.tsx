import { api } from '@hr/contract';
import { StatisTabsPage } from './StatisTabsPage.tsx';

const s = api.statistics;
const section = (key: keyof typeof s & string, title: string) => ({ key, title, def: s[key] });

/** 课程统计 (/train/statis): the ten /train/statis/yj/* calls in three tabs; a school sees its own courses. */
export default function CourseStatisPage() {
  return (
    <StatisTabsPage
      exportDef={s.trainStatisExport}
      failure="获取课程统计失败！"
      tabs={[
        {
          key: 'class',
          label: '班级',
          sections: [
            section('classStatis', '开班情况'),
            section('classUseRate', '班级容量使用率'),
            section('courseClassMon', '按月开班'),
            section('courseClassStudent', '班级学员与签到'),
          ],
        },
        {
          key: 'course',
          label: '课程',
          sections: [
            section('courseInfoStatis', '课程状态与性质'),
            section('courseInfoMon', '按月新增课程'),
            section('cmpyCourse', '各机构课程'),
          ],
        },
        {
          key: 'student',
          label: '学员与签到',
          sections: [
            section('studentStatis', '学员概况'),
            section('courseStudentMon', '按月入班学员'),
            section('courseSignIn', '签到率'),
          ],
        },
      ]}
    />
  );
}
