import { type AttemptAnswer, AttemptState, api, optionKey, TopicType } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Form, InputNumber, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useFeedback } from '../../../../components';

const choiceText = (a: AttemptAnswer, keys: string[]) =>
  keys.length ? keys.map((k) => `${k}. ${a.options[k.charCodeAt(0) - 65] ?? ''}`).join('；') : '（未作答）';

function answerText(a: AttemptAnswer, keys: string[]): string {
  if (a.topicType === TopicType.blank)
    return keys.length ? keys.map((k, i) => `第${i + 1}空：${k || '（空）'}`).join('；') : '（未作答）';
  if (a.topicType === TopicType.short) return keys.join('\n') || '（未作答）';
  return choiceText(a, keys);
}

export interface AttemptMarkModalProps {
  attemptCode: string | null;
  onClose: () => void;
  onMarked: () => void;
}

/** One answer sheet: every question with the answer given, the right answer and the score; short answers waiting are scored here. */
export function AttemptMarkModal({ attemptCode, onClose, onMarked }: AttemptMarkModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Record<string, number>>();
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: ['exam', 'attempt', attemptCode],
    queryFn: () => call(api.examResult.queryAttemptInfo, { query: { attemptCode: attemptCode! } }),
    enabled: Boolean(attemptCode),
  });
  const d = detail.data;
  const marking = d?.state === AttemptState.marking;
  const pending = (d?.answers ?? []).filter((a) => a.score === null);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(api.examResult.markAttempt, {
        body: {
          attemptCode: attemptCode!,
          marks: pending.map((a) => ({
            paperTopicCode: a.paperTopicCode,
            score: values[a.paperTopicCode] ?? 0,
          })),
        },
      });
      message.success('操作成功');
      onMarked();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(attemptCode)}
      title={marking ? '阅卷' : '答卷详情'}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      okText="提交阅卷"
      okButtonProps={{ loading: saving, style: marking ? {} : { display: 'none' } }}
      onOk={submit}
    >
      {!d ? (
        detail.isError ? (
          <Typography.Text type="danger">{errorText(detail.error)}</Typography.Text>
        ) : (
          <Spin />
        )
      ) : (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="考生">{d.studentName}</Descriptions.Item>
            <Descriptions.Item label="手机号">{d.studentPhone}</Descriptions.Item>
            <Descriptions.Item label="状态">{d.stateName}</Descriptions.Item>
            <Descriptions.Item label="客观题得分">{d.objectiveScore}</Descriptions.Item>
            <Descriptions.Item label="总分">{d.score ?? '待阅卷'}</Descriptions.Item>
            <Descriptions.Item label="及格分">{`${d.passScore} / ${d.totalScore}`}</Descriptions.Item>
          </Descriptions>
          <Form form={form} name="mark" layout="vertical">
            {d.answers.map((a, i) => (
              <div key={a.paperTopicCode}>
                <Divider titlePlacement="start" plain>
                  {`${i + 1}. ${a.topicTypeName}（${a.fullScore}分）`}
                </Divider>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the stem is sanitised by the server */}
                <div dangerouslySetInnerHTML={{ __html: a.topicContent }} />
                {a.options.length && a.topicType !== TopicType.judge ? (
                  <Typography.Paragraph type="secondary">
                    {a.options.map((o, k) => `${optionKey(k)}. ${o}`).join('　')}
                  </Typography.Paragraph>
                ) : null}
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                  作答：{answerText(a, a.answer)}
                </Typography.Paragraph>
                <Typography.Paragraph type="success" style={{ whiteSpace: 'pre-wrap' }}>
                  {a.topicType === TopicType.short ? '参考答案：' : '正确答案：'}
                  {answerText(a, a.rightAnswer)}
                </Typography.Paragraph>
                {a.score === null && marking ? (
                  <Form.Item
                    name={a.paperTopicCode}
                    label={`得分（0—${a.fullScore}）`}
                    rules={[{ required: true, message: '请为每道简答题打分' }]}
                  >
                    <InputNumber min={0} max={a.fullScore} precision={0} />
                  </Form.Item>
                ) : (
                  <Tag color={a.correct ? 'green' : a.score ? 'gold' : 'red'}>得分 {a.score ?? '-'}</Tag>
                )}
              </div>
            ))}
          </Form>
        </>
      )}
    </Modal>
  );
}
