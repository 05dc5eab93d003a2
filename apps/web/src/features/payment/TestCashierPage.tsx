import { api, formatCents, type NoticeStatus } from '@hr/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../app/request.ts';
import styles from '../train/form/fill/FormFillPage.module.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '网络错误，请稍后重试');

/**
 * The test payment provider's cashier (`/payment/test-cashier?ticket=`, no login): where a payer of the test
 * provider pays or declines. It exists only while PAYMENT_PROVIDER is `test`; no money moves.
 */
export default function TestCashierPage() {
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const info = useQuery({
    queryKey: ['test-cashier', ticket],
    queryFn: () => call(api.payment.testCashier, { query: { ticket } }),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: (result: NoticeStatus) => call(api.payment.testPay, { body: { ticket, result } }),
  });

  let content: React.ReactNode;
  if (info.isPending) content = <Spin aria-label="加载中" />;
  else if (info.isError) content = <Result status="warning" title={messageOf(info.error)} />;
  else if (pay.isSuccess)
    content = (
      <Result
        status={pay.variables === 'succeeded' ? 'success' : 'info'}
        title={
          pay.variables !== 'succeeded'
            ? '已取消支付'
            : pay.data.outcome === 'duplicate'
              ? '该订单已支付，无需重复支付'
              : '支付成功'
        }
        subTitle={`订单号 ${pay.data.outNo}`}
      />
    );
  else
    content = (
      <>
        <Alert type="warning" showIcon title="测试支付：不会实际扣款" style={{ marginBottom: 16 }} />
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="支付内容">{info.data.subject}</Descriptions.Item>
          <Descriptions.Item label="订单号">{info.data.outNo}</Descriptions.Item>
          <Descriptions.Item label="应付金额">¥{formatCents(info.data.amountCents)}</Descriptions.Item>
          <Descriptions.Item label="支付截止">{info.data.expireTime}</Descriptions.Item>
        </Descriptions>
        {pay.isError && (
          <Alert type="error" showIcon title={messageOf(pay.error)} style={{ marginTop: 16 }} />
        )}
        <Space style={{ marginTop: 24, width: '100%', justifyContent: 'center' }}>
          <Button type="primary" loading={pay.isPending} onClick={() => pay.mutate('succeeded')}>
            确认支付
          </Button>
          <Button disabled={pay.isPending} onClick={() => pay.mutate('failed')}>
            取消支付
          </Button>
        </Space>
      </>
    );

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>收银台</h1>
        {content}
      </div>
    </main>
  );
}
