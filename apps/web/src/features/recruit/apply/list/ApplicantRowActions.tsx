import { type ApplyButton, type ApplyRow, buttonsForState, canDownloadResume } from '@hr/contract';
import { Button, Space } from 'antd';
import { RowAction } from '../../../../components';
import { hasAnswers } from './applicantQuery.ts';
import { labelOf, permissionOf } from './pipelineActions.ts';

export interface ApplicantRowHandlers {
  /** A pipeline button: a confirmation then the call, or its dialog (invite, resign). */
  onButton: (button: ApplyButton, row: ApplyRow) => void;
  onDetail: (row: ApplyRow) => void;
  onViewForm: (row: ApplyRow) => void;
  onDownload: (row: ApplyRow) => void;
  onHealth: (row: ApplyRow) => void;
}

/**
 * A row's 操作 (spec §4, §6): 详情; the pipeline buttons its state allows (buttonsForState), each behind its
 * action's permission; 查看表单 when it has custom-form answers; 下载简历 while invited to interview;
 * 疫情打卡, which has no gate.
 */
export function ApplicantRowActions({ row, ...on }: ApplicantRowHandlers & { row: ApplyRow }) {
  return (
    <Space size={0} wrap>
      <RowAction code="recruit:resumeDetail" onClick={() => on.onDetail(row)}>
        详情
      </RowAction>
      {buttonsForState(row.state).map((button) => (
        <RowAction
          key={button.action}
          code={permissionOf(button.action)}
          danger={button.action === 'notSuitable'}
          onClick={() => on.onButton(button, row)}
        >
          {labelOf(button.action)}
        </RowAction>
      ))}
      {hasAnswers(row) ? (
        <RowAction code="recruit:resumeDetail" onClick={() => on.onViewForm(row)}>
          查看表单
        </RowAction>
      ) : null}
      {canDownloadResume(row.state) ? (
        <RowAction code="recruit:resumeDownload" onClick={() => on.onDownload(row)}>
          下载简历
        </RowAction>
      ) : null}
      <Button type="link" size="small" onClick={() => on.onHealth(row)}>
        疫情打卡
      </Button>
    </Space>
  );
}
