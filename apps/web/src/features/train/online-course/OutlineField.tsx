import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { onlineCourseLimits as L, onlineCourseMessages as M, MaterialType } from '@hr/contract';
import { Button, Card, Col, Form, Input, Row, Space, Tooltip, Typography } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList';
import { MediaPickerField } from '../../../components';
import { emptyChapter, emptyLesson, type LessonValues } from './onlineCourseForm.ts';

const required = (message: string, max: number, tooLong: string) => [
  { required: true, whitespace: true, message },
  { max, message: tooLong },
];

/** Up, down and remove buttons of one item of a Form.List, each with an accessible name. */
function ItemTools({
  index,
  count,
  move,
  remove,
  noun,
  min = 1,
}: {
  index: number;
  count: number;
  move: FormListOperation['move'];
  remove: FormListOperation['remove'];
  noun: string;
  min?: number;
}) {
  return (
    <Space size={4}>
      <Tooltip title="上移">
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={`上移${noun}`}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        />
      </Tooltip>
      <Tooltip title="下移">
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={`下移${noun}`}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        />
      </Tooltip>
      <Tooltip title="删除">
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${noun}`}
          disabled={count <= min}
          onClick={() => remove(index)}
        />
      </Tooltip>
    </Space>
  );
}

/** The lessons (节) of one chapter: name, video, pictures and a short introduction, reorderable. */
function LessonList({
  chapter,
  chapterLabel,
  cmpyCode,
}: {
  chapter: FormListFieldData;
  chapterLabel: string;
  cmpyCode: string | undefined;
}) {
  return (
    <Form.List name={[chapter.name, 'lessons']}>
      {(lessons, { add, move, remove }) => (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          {lessons.map((lesson, index) => {
            const noun = `${chapterLabel}第${index + 1}课时`;
            return (
              <Card
                key={lesson.key}
                size="small"
                type="inner"
                title={`第${index + 1}课时`}
                extra={
                  <ItemTools index={index} count={lessons.length} move={move} remove={remove} noun={noun} />
                }
              >
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item
                      label="课时名称"
                      name={[lesson.name, 'lessonName']}
                      rules={required(M.lessonNameRequired, L.lessonNameMax, M.lessonNameTooLong)}
                    >
                      <Input
                        placeholder="请输入课时名称"
                        maxLength={L.lessonNameMax}
                        aria-label={`${noun}名称`}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="课时简介" name={[lesson.name, 'lessonIntro']}>
                      <Input placeholder="选填" maxLength={L.lessonIntroMax} aria-label={`${noun}简介`} />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      label="课时视频"
                      name={[lesson.name, 'video']}
                      dependencies={[['chapters', chapter.name, 'lessons', lesson.name, 'pictures']]}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: async (_rule, video: LessonValues['video'] | undefined) => {
                            const pictures = getFieldValue([
                              'chapters',
                              chapter.name,
                              'lessons',
                              lesson.name,
                              'pictures',
                            ]) as LessonValues['pictures'] | undefined;
                            if (!video?.length && !pictures?.length) throw new Error(M.lessonMediaRequired);
                          },
                        }),
                      ]}
                    >
                      <MediaPickerField
                        type={MaterialType.video}
                        limit={1}
                        library="train"
                        cmpyCode={cmpyCode}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="课时图片" name={[lesson.name, 'pictures']}>
                      <MediaPickerField
                        type={MaterialType.image}
                        limit={L.picturesPerLessonMax}
                        library="train"
                        cmpyCode={cmpyCode}
                        itemName="课时图片"
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={lessons.length >= L.lessonsPerChapterMax}
            onClick={() => add(emptyLesson())}
          >
            添加课时
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/**
 * The course outline: chapters (章), each with its lessons (节). Chapters and lessons are added, renamed,
 * moved up or down and removed here; the order shown is the order saved.
 */
export function OutlineField({ cmpyCode }: { cmpyCode: string | undefined }) {
  return (
    <Form.List
      name="chapters"
      rules={[
        {
          validator: async (_rule, chapters: unknown[] | undefined) => {
            if (!chapters?.length) throw new Error(M.chaptersRequired);
          },
        },
      ]}
    >
      {(chapters, { add, move, remove }, { errors }) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {chapters.map((chapter, index) => {
            const label = `第${index + 1}章`;
            return (
              <Card
                key={chapter.key}
                size="small"
                title={
                  <Form.Item
                    name={[chapter.name, 'chapterName']}
                    rules={required(M.chapterNameRequired, L.chapterNameMax, M.chapterNameTooLong)}
                    style={{ margin: '8px 0' }}
                  >
                    <Input
                      prefix={`${label}：`}
                      placeholder="请输入章节名称"
                      maxLength={L.chapterNameMax}
                      aria-label={`${label}名称`}
                    />
                  </Form.Item>
                }
                extra={
                  <ItemTools index={index} count={chapters.length} move={move} remove={remove} noun={label} />
                }
              >
                <LessonList chapter={chapter} chapterLabel={label} cmpyCode={cmpyCode} />
              </Card>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={chapters.length >= L.chaptersMax}
            onClick={() => add(emptyChapter())}
          >
            添加章节
          </Button>
          <Typography.Text type="secondary">
            每章至少一个课时，每个课时须选择视频或图片（只能选择审核通过的课程素材）
          </Typography.Text>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}
