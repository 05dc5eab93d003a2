import { PictureOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { api, type OnlineLesson } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Divider, Drawer, Image, List, Row, Space, Spin, Tag, Timeline, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { DetailRow, errorText, VideoPlayer } from '../../../components';
import { onlineCourseKeys, stateColor } from './onlineCourseView.ts';

export interface OnlineCourseDetailDrawerProps {
  /** The course shown; null: closed. */
  courseCode: string | null;
  onClose: () => void;
}

/** The lesson being watched: its video in the player, its pictures under it. */
function LessonView({ lesson }: { lesson: OnlineLesson | null }) {
  if (!lesson) return <Typography.Text type="secondary">请选择课时</Typography.Text>;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="lesson-view">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {lesson.lessonName}
      </Typography.Title>
      {lesson.video ? <VideoPlayer src={lesson.video.url} width={480} height={270} /> : null}
      {lesson.pictures.length ? (
        <Image.PreviewGroup>
          <Space wrap>
            {lesson.pictures.map((picture, i) => (
              <Image
                // A picture may appear twice in a lesson; its place tells the copies apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered here.
                key={`${picture.materialCode}-${i}`}
                src={picture.url ?? undefined}
                alt={picture.materialName || `课时图片${i + 1}`}
                width={150}
                height={94}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
      {lesson.lessonIntro ? <Typography.Paragraph>{lesson.lessonIntro}</Typography.Paragraph> : null}
    </Space>
  );
}

/**
 * A course's details: cover and facts, the introduction, the outline with a player (a lesson chosen in the
 * outline plays in the player), and the record of its state changes.
 */
export function OnlineCourseDetailDrawer({ courseCode, onClose }: OnlineCourseDetailDrawerProps) {
  const query = useQuery({
    queryKey: [...onlineCourseKeys.detail, courseCode],
    queryFn: () => call(api.onlineCourse.getOnlineCourseInfo, { query: { courseCode: courseCode ?? '' } }),
    enabled: courseCode !== null,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const course = query.data;
  const lessons = course?.chapters.flatMap((chapter) => chapter.lessons) ?? [];
  const current =
    lessons.find((lesson) => lesson.lessonCode === chosen) ??
    lessons.find((l) => l.video) ??
    lessons[0] ??
    null;
  return (
    <Drawer
      title="线上课程详情"
      open={courseCode !== null}
      onClose={() => {
        setChosen(null);
        onClose();
      }}
      size="80%"
      destroyOnHidden
    >
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, '获取课程失败！')} />
      ) : null}
      <Spin spinning={query.isFetching}>
        {course ? (
          <div data-testid="online-course-detail">
            <Row gutter={24}>
              <Col flex="240px">
                {course.cover?.url ? (
                  <Image
                    src={course.cover.url}
                    alt="课程封面"
                    width={240}
                    height={135}
                    style={{ objectFit: 'cover' }}
                  />
                ) : null}
              </Col>
              <Col flex="auto">
                <DetailRow label="课程名称" value={course.courseName} />
                <DetailRow label="所属机构" value={course.cmpyName ?? '平台'} />
                <DetailRow label="课程类型" value={course.courseTypeName} />
                <DetailRow label="授课教师" value={course.teacherName || '-'} />
                <DetailRow
                  label="课程标签"
                  value={
                    course.labels.length
                      ? course.labels.map((l) => <Tag key={l.labelCode}>{l.labelName}</Tag>)
                      : '-'
                  }
                />
                <DetailRow
                  label="状态"
                  value={<Tag color={stateColor(course.state)}>{course.stateName}</Tag>}
                />
                {course.rejectReason ? <DetailRow label="驳回原因" value={course.rejectReason} /> : null}
                <DetailRow label="上线时间" value={course.onlineTime ?? '-'} />
              </Col>
            </Row>
            <Divider titlePlacement="start">课程介绍</Divider>
            {/* Sanitised by the server when saved, and its file links re-signed on every read. */}
            <div
              className="rich-text-view"
              data-testid="course-intro"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the introduction is HTML by design; sanitised by the server on save and again by DOMPurify here.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(course.courseIntro) }}
            />
            <Divider titlePlacement="start">
              章节与课时（{course.chapterCount} 章 / {course.lessonCount} 课时）
            </Divider>
            <Row gutter={24}>
              <Col flex="320px">
                {course.chapters.map((chapter, c) => (
                  <List
                    key={chapter.chapterCode}
                    size="small"
                    header={<Typography.Text strong>{`第${c + 1}章 ${chapter.chapterName}`}</Typography.Text>}
                    dataSource={chapter.lessons}
                    renderItem={(lesson, l) => (
                      <List.Item
                        style={{
                          background: lesson.lessonCode === current?.lessonCode ? '#e6f4ff' : undefined,
                        }}
                      >
                        <button
                          type="button"
                          onClick={() => setChosen(lesson.lessonCode)}
                          style={{ all: 'unset', cursor: 'pointer' }}
                          aria-label={`播放${lesson.lessonName}`}
                        >
                          {lesson.video ? <PlayCircleOutlined /> : <PictureOutlined />}{' '}
                          {`${c + 1}.${l + 1} ${lesson.lessonName}`}
                        </button>
                      </List.Item>
                    )}
                  />
                ))}
              </Col>
              <Col flex="auto">
                <LessonView lesson={current} />
              </Col>
            </Row>
            <Divider titlePlacement="start">状态记录</Divider>
            <Timeline
              items={course.history.map((h) => ({
                content: `${h.time ?? ''} ${h.operator ?? ''} ${h.actionName}${h.remark ? `：${h.remark}` : ''}`,
              }))}
            />
          </div>
        ) : null}
      </Spin>
    </Drawer>
  );
}
