import { DownloadOutlined } from '@ant-design/icons';
import type { ApplyButton, ResumeTab } from '@hr/contract';
import { Button, Typography } from 'antd';
import { Permission, TableToolbar, usePermission } from '../../../../components';
import { EXPORT_PERMISSIONS } from './applicantExport.ts';
import type { ApplicantVariant } from './applicantQuery.ts';
import { batchButtons, labelOf } from './pipelineActions.ts';

export interface ApplicantBatchBarProps {
  variant: ApplicantVariant;
  tab: ResumeTab;
  selectedCount: number;
  onBatch: (button: ApplyButton) => void;
  onExport: () => void;
  /** The application lists' 导出全部 (current filters and tab); absent on the resume list. */
  onExportAll?: (() => void) | undefined;
  exporting: boolean;
}

/**
 * Above the table: the tab's batch buttons (spec §4 batchButtonsForTab) for holders of batch processing
 * and the action's permission, then the list's export (selected rows) and, on application lists, 导出全部.
 */
export function ApplicantBatchBar({
  variant,
  tab,
  selectedCount,
  onBatch,
  onExport,
  onExportAll,
  exporting,
}: ApplicantBatchBarProps) {
  const can = usePermission();
  return (
    <TableToolbar>
      {batchButtons(tab, can).map((button) => (
        <Button key={button.action} onClick={() => onBatch(button)}>
          批量{labelOf(button.action)}
        </Button>
      ))}
      <Permission code={EXPORT_PERMISSIONS[variant]}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          {variant === 'resumes' ? '导出简历' : '导出报名'}
          {selectedCount ? `(${selectedCount})` : ''}
        </Button>
      </Permission>
      {onExportAll ? (
        <Permission code={EXPORT_PERMISSIONS[variant]}>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExportAll}>
            导出全部
          </Button>
        </Permission>
      ) : null}
      {selectedCount ? <Typography.Text type="secondary">已选择 {selectedCount} 条</Typography.Text> : null}
    </TableToolbar>
  );
}
