import type { BatchResult } from '@hr/contract';
import { Modal, Table, Typography } from 'antd';
import { getFeedback } from '../../../../components';

/** The message after a batch: how many moved, and how many did not. */
export function batchSummary(result: BatchResult): string {
  const done = `成功处理 ${result.succeeded.length} 条`;
  return result.failed.length ? `${done}，失败 ${result.failed.length} 条` : done;
}

/** Says the batch's outcome: success when all moved, a warning when some did not (the modal lists them). */
export function announceBatch(result: BatchResult): void {
  const { message } = getFeedback();
  if (result.failed.length) message.warning(batchSummary(result));
  else message.success(batchSummary(result));
}

export interface BatchResultModalProps {
  /** The batch's outcome; the modal opens when some applications failed. */
  result: BatchResult | null;
  onClose: () => void;
}

type Failure = BatchResult['failed'][number];

/** The applications a batch could not move, each with the server's reason. */
export function BatchResultModal({ result, onClose }: BatchResultModalProps) {
  const failed = result?.failed ?? [];
  return (
    <Modal
      title="批量处理结果"
      open={failed.length > 0}
      onCancel={onClose}
      onOk={onClose}
      okText="知道了"
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
    >
      {result ? (
        <Typography.Paragraph data-testid="batch-summary">
          {batchSummary(result)}，未处理的报名如下：
        </Typography.Paragraph>
      ) : null}
      <Table<Failure>
        size="small"
        rowKey="applyCode"
        pagination={failed.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={failed}
        columns={[
          {
            title: '姓名',
            dataIndex: 'usrName',
            width: 140,
            render: (name: string | null, row) => name ?? row.applyCode,
          },
          { title: '原因', dataIndex: 'reason' },
        ]}
      />
    </Modal>
  );
}
