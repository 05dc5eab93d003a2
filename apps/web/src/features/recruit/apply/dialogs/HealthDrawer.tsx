/**
 * 疫情打卡 (spec recruitment §2 epidemic check-in drawer): an applicant's check-ins grouped by check-in date in
 * a collapse (the latest day open), each entry with its two pictures, previewable; empty: 暂无打卡记录.
 * The button that opens it has no permission gate (spec §6).
 *
 * Props (contracts.ts): `userCode` (the applicant's usrCode; null: closed), `userName` (title), `onClose`.
 */
import { APPLY_MESSAGES, api, type RouteOutput } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Drawer, Empty, Image, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText } from '../../../../components';
import type { HealthDrawerProps } from './contracts.ts';

type HealthDays = RouteOutput<typeof api.health.queryHealthProveListUser>;
type HealthEntry = HealthDays[number]['healthProveList'][number];

const PICTURE_SIZE = 120;

function Picture({ label, url }: { label: string; url: string | null }) {
  return (
    <Space orientation="vertical" size={4} align="center">
      {url ? (
        <Image
          src={url}
          alt={label}
          width={PICTURE_SIZE}
          height={PICTURE_SIZE}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <div
          style={{
            width: PICTURE_SIZE,
            height: PICTURE_SIZE,
            lineHeight: `${PICTURE_SIZE}px`,
            textAlign: 'center',
            background: '#fafafa',
            color: 'var(--ant-color-text-tertiary)',
          }}
        >
          未上传
        </div>
      )}
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Space>
  );
}

function Entry({ entry }: { entry: HealthEntry }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">打卡时间：{entry.createTime ?? '-'}</Typography.Text>
      <Image.PreviewGroup>
        <Space size="large" style={{ marginTop: 8 }}>
          <Picture label="健康码" url={entry.healthImgUrl} />
          <Picture label="证明材料" url={entry.proveImgUrl} />
        </Space>
      </Image.PreviewGroup>
    </div>
  );
}

export function HealthDrawer({ userCode, userName, onClose }: HealthDrawerProps) {
  const open = userCode !== null;
  const days = useQuery({
    queryKey: ['recruit', 'apply', 'health', userCode],
    queryFn: () => call(api.health.queryHealthProveListUser, { query: { userCode: userCode ?? '' } }),
    enabled: open && !!userCode,
  });

  let content: ReactNode;
  if (days.isPending) content = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (days.error)
    content = <Alert type="error" showIcon title={errorText(days.error, '获取打卡记录失败')} />;
  else if (days.data.length === 0) content = <Empty description={APPLY_MESSAGES.noHealthRecords} />;
  else
    content = (
      <Collapse
        defaultActiveKey={[days.data[0]!.subDate]}
        items={days.data.map((day) => ({
          key: day.subDate,
          label: `${day.subDate}（${day.healthProveList.length}次）`,
          children: day.healthProveList.map((entry) => <Entry key={entry.healthCode} entry={entry} />),
        }))}
      />
    );

  return (
    <Drawer
      title={userName ? `疫情打卡记录 - ${userName}` : '疫情打卡记录'}
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
    >
      {content}
    </Drawer>
  );
}
