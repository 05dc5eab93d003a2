import { optionKey, type TopicDetail, type TopicInput, TopicType } from '@hr/contract';

/** The question form's fields: the answer is kept per type, so switching type loses nothing typed. */
export interface TopicFormValues {
  topicType: number;
  topicContent: string;
  options: string[];
  single?: string;
  multiple?: string[];
  judge?: string;
  blanks: string[];
  reference?: string;
  score: number;
  difficulty: number;
  labelCodes: string[];
  analysis?: string;
}

export const emptyTopicForm: TopicFormValues = {
  topicType: TopicType.single,
  topicContent: '',
  options: ['', '', '', ''],
  blanks: [''],
  score: 2,
  difficulty: 1,
  labelCodes: [],
};

export const optionChoices = (options: string[] | undefined) =>
  (options ?? []).map((text, i) => ({
    value: optionKey(i),
    label: `${optionKey(i)}. ${text || '（未填写）'}`,
  }));

export function formValuesOf(t: TopicDetail): TopicFormValues {
  const choice = t.topicType === TopicType.single || t.topicType === TopicType.multiple;
  return {
    topicType: t.topicType,
    topicContent: t.topicContent,
    options: choice ? t.options : emptyTopicForm.options,
    single: t.topicType === TopicType.single ? t.answer[0] : undefined,
    multiple: t.topicType === TopicType.multiple ? t.answer : undefined,
    judge: t.topicType === TopicType.judge ? t.answer[0] : undefined,
    blanks: t.topicType === TopicType.blank ? t.answer : [''],
    reference: t.topicType === TopicType.short ? t.answer[0] : undefined,
    score: t.score,
    difficulty: t.difficulty,
    labelCodes: t.labels.map((l) => l.labelCode),
    analysis: t.analysis,
  };
}

/** The saveETopic body: the answer of the chosen type only (the server checks it against the rules). */
export function bodyOf(v: TopicFormValues, topicCode: string | null): TopicInput {
  const answer: Record<number, string[]> = {
    [TopicType.single]: v.single ? [v.single] : [],
    [TopicType.multiple]: v.multiple ?? [],
    [TopicType.judge]: v.judge ? [v.judge] : [],
    [TopicType.blank]: v.blanks ?? [],
    [TopicType.short]: v.reference ? [v.reference] : [],
  };
  const choice = v.topicType === TopicType.single || v.topicType === TopicType.multiple;
  return {
    ...(topicCode ? { topicCode } : {}),
    topicType: v.topicType,
    topicContent: v.topicContent,
    options: choice ? v.options : [],
    answer: answer[v.topicType] ?? [],
    score: v.score,
    difficulty: v.difficulty,
    labelCodes: v.labelCodes,
    analysis: v.analysis ?? '',
  };
}
