import {
  api,
  ComposeMode,
  composeModeNames,
  paperMessages as M,
  type PaperDetail,
  type PaperInput,
  paperLimits,
  TOPIC_TYPES,
  topicTypeNames,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { call } from '../../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../../components';

interface DrawRuleValue {
  labelCode?: string;
  topicType?: number;
  difficulty?: number;
  count?: number;
}
export interface PaperFormValues {
  paperName: string;
  courseCode?: string;
  duration: number;
  passScore: number;
  composeMode: number;
  topicCodes: string[];
  drawRules: DrawRuleValue[];
}

const typeOptions = TOPIC_TYPES.map((value) => ({ value, label: topicTypeNames[value] }));
const difficultyOptions = [
  { value: 0, label: '不限难度' },
  { value: 1, label: '容易' },
  { value: 2, label: '中等' },
  { value: 3, label: '困难' },
];

/** Values of a paper to edit, or of its copy (a new paper with the same questions, chosen by hand). */
export function paperFormValues(p: PaperDetail, copy: boolean): PaperFormValues {
  return {
    paperName: copy ? `${p.paperName}（副本）`.slice(0, paperLimits.nameMax) : p.paperName,
    courseCode: p.courseCode,
    duration: p.duration,
    passScore: p.passScore,
    composeMode: copy ? ComposeMode.manual : p.composeMode,
    topicCodes: p.topics.map((t) => t.topicCode),
    drawRules: p.drawRules,
  };
}

const emptyPaper: PaperFormValues = {
  paperName: '',
  duration: 60,
  passScore: 60,
  composeMode: ComposeMode.random,
  topicCodes: [],
  drawRules: [{ topicType: 1, difficulty: 0, count: 10 }],
};

/** Draw rules: label, type, difficulty and count each, with what the bank holds of that label and type. */
function DrawRulesField() {
  const stock = useQuery({
    queryKey: ['exam', 'paperLabels'],
    queryFn: () => call(api.examPaper.queryEPaperLabel, {}),
  });
  const labelOptions = (stock.data ?? []).map((l) => ({
    value: l.labelCode,
    label: `${l.labelName}（${l.total}题）`,
  }));
  const form = Form.useFormInstance<PaperFormValues>();
  const rules = Form.useWatch('drawRules', form) ?? [];
  const have = (rule: DrawRuleValue | undefined) =>
    stock.data?.find((l) => l.labelCode === rule?.labelCode)?.counts[String(rule?.topicType)] ?? 0;
  return (
    <Form.List name="drawRules">
      {(fields, { add, remove }) => (
        <Space direction="vertical">
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'labelCode']}
                rules={[{ required: true, message: '请选择标签' }]}
                noStyle
              >
                <Select
                  aria-label={`规则${i + 1}标签`}
                  options={labelOptions}
                  placeholder="课程标签"
                  style={{ width: 180 }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'topicType']}
                rules={[{ required: true, message: '请选择题型' }]}
                noStyle
              >
                <Select aria-label={`规则${i + 1}题型`} options={typeOptions} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'difficulty']} noStyle>
                <Select aria-label={`规则${i + 1}难度`} options={difficultyOptions} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'count']}
                rules={[{ required: true, message: M.ruleCountInvalid }]}
                noStyle
              >
                <InputNumber
                  aria-label={`规则${i + 1}题数`}
                  min={1}
                  max={paperLimits.ruleCountMax}
                  precision={0}
                  addonAfter="题"
                />
              </Form.Item>
              <Typography.Text type="secondary">题库中有{have(rules[i])}题</Typography.Text>
              {fields.length > 1 ? (
                <Button type="link" danger onClick={() => remove(field.name)}>
                  删除
                </Button>
              ) : null}
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ topicType: 1, difficulty: 0, count: 5 })}>
            添加抽题规则
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/** The caller's questions to choose from (searchable by stem), kept in the order chosen. */
function TopicChooser({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const topics = useQuery({
    queryKey: ['exam', 'topics', 'choices'],
    queryFn: () => call(api.examTopic.queryETopicList, { query: { pageNum: 1, pageSize: 300 } }),
  });
  const options = (topics.data?.records ?? []).map((t) => ({
    value: t.topicCode,
    label: `[${t.topicTypeName} ${t.score}分] ${t.contentText}`,
  }));
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={topics.isFetching}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="从题库中选择试题（按选择顺序组卷）"
      style={{ width: '100%' }}
    />
  );
}

export interface PaperFormModalProps extends FormModalBaseProps {
  paperCode: string | null;
  initialValues: PaperFormValues | null;
}

/** 新增试卷 / 编辑试卷: name, course, duration, pass score, questions chosen by hand or drawn at random. */
export function PaperFormModal({ paperCode, initialValues, open, onClose, onSaved }: PaperFormModalProps) {
  const [form] = Form.useForm<PaperFormValues>();
  const mode = Form.useWatch('composeMode', form) ?? initialValues?.composeMode ?? emptyPaper.composeMode;
  const courses = useQuery({
    queryKey: ['train', 'courseOptions'],
    queryFn: () => call(api.course.getCouseByCmpyCode, { query: {} }),
    enabled: open,
  });
  const submit = (v: PaperFormValues) => {
    const body: PaperInput = {
      ...(paperCode ? { paperCode } : {}),
      paperName: v.paperName,
      courseCode: v.courseCode ?? '',
      duration: v.duration,
      passScore: v.passScore,
      composeMode: v.composeMode as 1 | 2,
      ...(v.composeMode === ComposeMode.manual
        ? { topicCodes: v.topicCodes }
        : {
            drawRules: v.drawRules.map((r) => ({
              labelCode: r.labelCode ?? '',
              topicType: (r.topicType ?? 1) as 1,
              difficulty: (r.difficulty ?? 0) as 0,
              count: r.count ?? 0,
            })),
          }),
    };
    return call(api.examPaper.saveEPaper, { body });
  };
  return (
    <FormModal<PaperFormValues>
      open={open}
      noun="试卷"
      editing={Boolean(paperCode)}
      name="paper"
      width={900}
      form={form}
      initialValues={initialValues ?? emptyPaper}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="paperName"
        label="试卷名称"
        rules={[{ required: true, whitespace: true, message: M.nameRequired }]}
      >
        <Input maxLength={paperLimits.nameMax} />
      </Form.Item>
      <Form.Item name="courseCode" label="所属课程" rules={[{ required: true, message: M.courseRequired }]}>
        <Select
          loading={courses.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(courses.data ?? []).map((c) => ({ value: c.courseCode, label: c.courseName }))}
          placeholder="请选择课程"
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="duration" label="考试时长" rules={[{ required: true, message: M.durationInvalid }]}>
          <InputNumber
            min={paperLimits.durationMin}
            max={paperLimits.durationMax}
            precision={0}
            addonAfter="分钟"
          />
        </Form.Item>
        <Form.Item name="passScore" label="及格分" rules={[{ required: true, message: M.passScoreInvalid }]}>
          <InputNumber min={1} precision={0} addonAfter="分" />
        </Form.Item>
      </Space>
      <Form.Item name="composeMode" label="组卷方式">
        <Radio.Group
          optionType="button"
          options={[ComposeMode.random, ComposeMode.manual].map((value) => ({
            value,
            label: composeModeNames[value],
          }))}
        />
      </Form.Item>
      {mode === ComposeMode.manual ? (
        <Form.Item name="topicCodes" label="试题" rules={[{ required: true, message: M.topicsRequired }]}>
          <TopicChooser />
        </Form.Item>
      ) : (
        <Form.Item
          label="抽题规则"
          required
          extra="保存时按规则从题库随机抽题，同一道题不会重复抽取；总分为所抽试题分值之和"
        >
          <DrawRulesField />
        </Form.Item>
      )}
    </FormModal>
  );
}
