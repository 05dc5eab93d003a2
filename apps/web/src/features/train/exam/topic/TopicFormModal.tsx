import {
  api,
  JUDGE_OPTIONS,
  topicMessages as M,
  optionKey,
  TOPIC_TYPES,
  TopicType,
  TrainLabelType,
  topicDifficultyNames,
  topicLimits,
  topicTypeNames,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { call } from '../../../../app/request.ts';
import { FormModal, type FormModalBaseProps, RichTextEditor, useFeedback } from '../../../../components';
import { TrainLabelSelect } from '../../label/TrainLabelSelect.tsx';
import { bodyOf, emptyTopicForm, formValuesOf, optionChoices, type TopicFormValues } from './topicForm.ts';

export const topicKeys = { list: ['exam', 'topics'], detail: ['exam', 'topic'] } as const;

const typeOptions = TOPIC_TYPES.map((value) => ({ value, label: topicTypeNames[value] }));
const difficultyOptions = Object.entries(topicDifficultyNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** Option texts of a choice question: two to eight, keyed A, B, C… */
function OptionsField() {
  return (
    <Form.List name="options">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline">
              <Form.Item
                {...field}
                label={`选项${optionKey(i)}`}
                rules={[{ required: true, whitespace: true, message: M.optionEmpty }]}
                style={{ marginBottom: 0 }}
              >
                <Input maxLength={topicLimits.optionMax} style={{ width: 420 }} />
              </Form.Item>
              {fields.length > topicLimits.optionsMin ? (
                <Button type="link" danger onClick={() => remove(field.name)}>
                  删除
                </Button>
              ) : null}
            </Space>
          ))}
          {fields.length < topicLimits.optionsMax ? (
            <Button type="dashed" onClick={() => add('')}>
              添加选项
            </Button>
          ) : null}
        </Space>
      )}
    </Form.List>
  );
}

/** Answers of a fill-in question: one per blank (`___` in the stem), alternatives joined by `|`. */
function BlanksField() {
  return (
    <Form.List name="blanks">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline">
              <Form.Item
                {...field}
                label={`第${i + 1}空`}
                rules={[{ required: true, whitespace: true, message: M.blankEmpty }]}
                style={{ marginBottom: 0 }}
              >
                <Input
                  maxLength={topicLimits.blankMax}
                  placeholder="多个写法用 | 分隔，如 36|36V"
                  style={{ width: 320 }}
                />
              </Form.Item>
              {fields.length > 1 ? (
                <Button type="link" danger onClick={() => remove(field.name)}>
                  删除
                </Button>
              ) : null}
            </Space>
          ))}
          {fields.length < topicLimits.blanksMax ? (
            <Button type="dashed" onClick={() => add('')}>
              添加一空
            </Button>
          ) : null}
        </Space>
      )}
    </Form.List>
  );
}

function AnswerField({ topicType }: { topicType: number }) {
  const form = Form.useFormInstance<TopicFormValues>();
  const options = Form.useWatch('options', form);
  if (topicType === TopicType.single)
    return (
      <Form.Item name="single" label="正确答案" rules={[{ required: true, message: M.answerRequired }]}>
        <Radio.Group options={optionChoices(options)} />
      </Form.Item>
    );
  if (topicType === TopicType.multiple)
    return (
      <Form.Item
        name="multiple"
        label="正确答案"
        rules={[{ required: true, type: 'array', min: 2, message: M.multipleTwoAnswers }]}
      >
        <Checkbox.Group options={optionChoices(options)} />
      </Form.Item>
    );
  if (topicType === TopicType.judge)
    return (
      <Form.Item name="judge" label="正确答案" rules={[{ required: true, message: M.answerRequired }]}>
        <Radio.Group options={JUDGE_OPTIONS.map((label, i) => ({ value: optionKey(i), label }))} />
      </Form.Item>
    );
  if (topicType === TopicType.blank)
    return (
      <Form.Item
        label="各空答案"
        required
        extra="题干中用三个及以上下划线 ___ 标出每个空位，空位数须与答案数一致"
      >
        <BlanksField />
      </Form.Item>
    );
  return (
    <Form.Item
      name="reference"
      label="参考答案"
      rules={[{ required: true, whitespace: true, message: M.answerRequired }]}
    >
      <Input.TextArea rows={4} maxLength={topicLimits.shortAnswerMax} showCount />
    </Form.Item>
  );
}

export interface TopicFormModalProps extends FormModalBaseProps {
  /** null: a new question. */
  topicCode: string | null;
}

/** 新增试题 / 编辑试题: type, rich-text stem, options and answer of the type, score, difficulty, labels. */
export function TopicFormModal({ topicCode, open, onClose, onSaved }: TopicFormModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<TopicFormValues>();
  const topicType = Form.useWatch('topicType', form) ?? emptyTopicForm.topicType;
  const detail = useQuery({
    queryKey: [...topicKeys.detail, topicCode],
    queryFn: () => call(api.examTopic.queryTopicInfo, { query: { topicCode: topicCode! } }),
    enabled: open && Boolean(topicCode),
  });
  useEffect(() => {
    if (!detail.isError) return;
    message.error(M.loadFailed);
    onClose();
  }, [detail.isError, message, onClose]);
  if (open && topicCode && !detail.data) return detail.isError ? null : <Spin fullscreen />;
  const choice = topicType === TopicType.single || topicType === TopicType.multiple;
  return (
    <FormModal<TopicFormValues>
      open={open}
      noun="试题"
      editing={Boolean(topicCode)}
      name="topic"
      width={860}
      form={form}
      initialValues={detail.data ? formValuesOf(detail.data) : emptyTopicForm}
      onSubmit={(values) => call(api.examTopic.saveETopic, { body: bodyOf(values, topicCode) })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="topicType" label="题型" rules={[{ required: true, message: M.typeInvalid }]}>
        <Radio.Group options={typeOptions} optionType="button" />
      </Form.Item>
      <Form.Item name="topicContent" label="题干" rules={[{ required: true, message: M.contentRequired }]}>
        <RichTextEditor placeholder="请输入题干，可插入图片" height={160} width="100%" />
      </Form.Item>
      {choice ? (
        <Form.Item label="选项" required>
          <OptionsField />
        </Form.Item>
      ) : null}
      <AnswerField topicType={topicType} />
      <Space size="large" wrap>
        <Form.Item name="score" label="分值" rules={[{ required: true, message: M.scoreInvalid }]}>
          <InputNumber min={1} max={topicLimits.scoreMax} precision={0} addonAfter="分" />
        </Form.Item>
        <Form.Item name="difficulty" label="难度" rules={[{ required: true, message: M.difficultyInvalid }]}>
          <Select options={difficultyOptions} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item name="labelCodes" label="课程标签" rules={[{ required: true, message: M.labelsRequired }]}>
        <TrainLabelSelect
          labelType={TrainLabelType.skill}
          mode="multiple"
          max={topicLimits.labelsMax}
          placeholder="请选择课程标签"
        />
      </Form.Item>
      <Form.Item name="analysis" label="解析">
        <Input.TextArea rows={3} maxLength={topicLimits.analysisMax} showCount />
      </Form.Item>
    </FormModal>
  );
}
