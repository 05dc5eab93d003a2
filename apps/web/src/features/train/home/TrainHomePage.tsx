import { api, type TrainHomeSession } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Progress, Row, Statistic, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { call } from '../../../app/request.ts';
import { errorText } from '../../../components';

const COURSE_LIST = '/train/course/list';
const ONLINE_LIST = '/train/onlineCourse/list';

function Figure({
  title,
  value,
  suffix,
  to,
}: {
  title: string;
  value: number | string;
  suffix?: string;
  to: string;
}) {
  return (
    <Card size="small">
      <Link to={to} aria-label={`${title}：${value}${suffix ?? ''}，查看列表`}>
        <Statistic title={title} value={value} suffix={suffix} />
      </Link>
    </Card>
  );
}

/** 培训首页 (/train/trainHome): today's figures of courses, classes and attendance, each linking to its list. */
export default function TrainHomePage() {
  const figures = useQuery({
    queryKey: ['train', 'home'],
    queryFn: () => call(api.trainHome.figures, {}),
  });
  if (figures.isError)
    return <Alert type="error" showIcon title={errorText(figures.error, '获取课程统计失败！')} />;
  const f = figures.data;
  const rate = f?.attendanceRate30d;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={`今日概况（${f?.today ?? ''}）`} loading={figures.isLoading} variant="borderless">
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8} xl={4}>
              <Figure title="今日开课班级" value={f?.classesToday ?? 0} suffix="个" to={COURSE_LIST} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Figure
                title="今日在班学员"
                value={f?.studentsInClassToday ?? 0}
                suffix="人"
                to={COURSE_LIST}
              />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Figure title="今日签到" value={f?.signInsToday ?? 0} suffix="人次" to={COURSE_LIST} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Figure title="本周新增课程" value={f?.coursesThisWeek ?? 0} suffix="门" to={COURSE_LIST} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Figure title="本周入班学员" value={f?.enrolmentsThisWeek ?? 0} suffix="人" to={COURSE_LIST} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Card size="small">
                <Statistic
                  title="近30天出勤率"
                  value={rate === null || rate === undefined ? '-' : (rate * 100).toFixed(1)}
                  suffix={rate === null || rate === undefined ? undefined : '%'}
                />
              </Card>
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          title="课程（按审核状态）"
          loading={figures.isLoading}
          variant="borderless"
          extra={<Link to={COURSE_LIST}>课程列表</Link>}
        >
          <Row gutter={[12, 12]}>
            {(f?.courses ?? []).map((c) => (
              <Col span={8} key={c.state}>
                <Figure title={c.stateName} value={c.num} suffix="门" to={COURSE_LIST} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          title="线上课程（按状态）"
          loading={figures.isLoading}
          variant="borderless"
          extra={<Link to={ONLINE_LIST}>线上课程</Link>}
        >
          <Row gutter={[12, 12]}>
            {(f?.onlineCourses ?? []).map((c) => (
              <Col span={12} key={c.state}>
                <Figure title={c.stateName} value={c.num} suffix="门" to={ONLINE_LIST} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col span={24}>
        <Card title="今日课次" variant="borderless" loading={figures.isLoading}>
          <Table<TrainHomeSession>
            rowKey={(s) => `${s.courseCode}-${s.className}`}
            size="small"
            pagination={false}
            dataSource={f?.sessionsToday ?? []}
            locale={{ emptyText: '今日没有课次' }}
            columns={[
              { title: '课程', dataIndex: 'courseName', ellipsis: true },
              { title: '班级', dataIndex: 'className', width: 140 },
              { title: '时间', key: 't', width: 120, render: (_, s) => `${s.startTime}-${s.endTime}` },
              { title: '地点', dataIndex: 'place', ellipsis: true },
              { title: '教师', dataIndex: 'teacherName', width: 90, render: (t: string) => t || '-' },
              {
                title: '签到',
                key: 'sign',
                width: 200,
                render: (_, s) =>
                  s.studentCount ? (
                    <Progress
                      percent={Math.round((s.signInCount / s.studentCount) * 100)}
                      format={() => `${s.signInCount}/${s.studentCount}`}
                      size="small"
                    />
                  ) : (
                    <Tag>无学员</Tag>
                  ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
