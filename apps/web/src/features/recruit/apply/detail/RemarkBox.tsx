import { api, INTERVIEW_LIMITS, UpdateRemarkBody } from '@hr/contract';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useFeedback } from '../../../../components';
import styles from './ResumeDetail.module.css';

export interface RemarkBoxProps {
  applyCode: string;
  /** The application's remark now. */
  remark: string | null;
  /** After the remark was saved (the detail reloads, the list refreshes). */
  onSaved: () => void;
}

/**
 * The application's remark (spec recruitment §5): the current one, and a box for a new one, at most 500
 * characters, trimmed; 添加备注 stays disabled while the box holds only spaces. `updateRemark` replaces it.
 */
export function RemarkBox({ applyCode, remark, onSaved }: RemarkBoxProps) {
  const { message } = useFeedback();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();

  const save = async () => {
    const parsed = UpdateRemarkBody.safeParse({ applyCode, remark: text });
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? '备注不正确');
      return;
    }
    setSaving(true);
    try {
      await call(api.apply.updateRemark, { body: parsed.data });
      message.success('备注成功');
      setText('');
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.block}>
      <div className={styles.blockTitle}>备注</div>
      <Typography.Paragraph
        type={remark ? undefined : 'secondary'}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 8 }}
        data-testid="current-remark"
      >
        {remark || '暂无备注'}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="新备注"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={INTERVIEW_LIMITS.resumeRemarkMax}
        showCount
        rows={3}
        placeholder="请输入备注"
      />
      <Button
        type="primary"
        size="small"
        style={{ marginTop: 12 }}
        disabled={!trimmed}
        loading={saving}
        onClick={save}
      >
        添加备注
      </Button>
    </div>
  );
}
