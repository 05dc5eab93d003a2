import { type ResumeDetail, TIMELINE_LABELS } from '@hr/contract';
import { Empty, Timeline, Typography } from 'antd';
import styles from './ResumeDetail.module.css';

type OperationRecord = ResumeDetail['operationRecordList'][number];
type AuditionInfo = NonNullable<OperationRecord['auditionInfo']>;

/** operateType 7 and 8 are the applicant's answers to an invitation; the others without a name the clock's. */
const APPLICANT_TYPES = [7, 8];

const COLORS: Record<number, string> = { 1: 'red', 4: 'green', 5: 'blue', 10: 'green', 11: 'gray' };

export const operatorText = (record: OperationRecord): string =>
  record.operator ?? (APPLICANT_TYPES.includes(record.operateType) ? '求职者' : '系统');

function InterviewInfo({ info }: { info: AuditionInfo }) {
  const rows: [string, string | null][] = [
    ['面试时间', info.auditionTime],
    ['面试地点', info.auditionAddress],
    ['联系人', info.auditionContactPerson],
    ['联系电话', info.auditionTel],
    ['注意事项', info.auditionPrecautions],
    ['备注', info.remark],
  ];
  return (
    <div style={{ marginTop: 4, padding: '6px 10px', background: '#fafafa', borderRadius: 4 }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className={styles.entryText}>
            {label}：{value}
          </div>
        ))}
    </div>
  );
}

/**
 * 处理记录 (spec recruitment §4 timeline): each operation with its label (TIMELINE_LABELS), who and when; an
 * invitation (5) with its interview info, a departure (11) with the employee's evaluation.
 */
export function ProcessTimeline({ records }: { records: readonly OperationRecord[] }) {
  return (
    <div className={styles.block}>
      <div className={styles.blockTitle}>处理记录</div>
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无处理记录" />
      ) : (
        <Timeline
          items={records.map((record, index) => ({
            key: index,
            color: COLORS[record.operateType] ?? 'blue',
            content: (
              <div data-testid="timeline-item">
                <Typography.Text strong>
                  {TIMELINE_LABELS[record.operateType] ?? record.operateName}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {operatorText(record)} · {record.createTime ?? '-'}
                  </Typography.Text>
                </div>
                {record.operateType === 5 && record.auditionInfo ? (
                  <InterviewInfo info={record.auditionInfo} />
                ) : null}
                {record.operateType === 11 && record.remark ? (
                  <div className={styles.entryText}>员工评价：{record.remark}</div>
                ) : null}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
