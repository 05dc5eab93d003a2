import { api, jobApplyPagePath } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { call } from '../../../../app/request.ts';
import { useCurrentUser } from '../../../../app/session.ts';
import { errorText } from '../../../../components';

export interface JobQrCodeProps {
  jobCode: string;
  size?: number;
}

/**
 * The job's registration QR code (spec §2, §7 censusCode): it opens the job's public apply page with the
 * signed-in user's code appended, so a shared code credits whoever shared it.
 */
export function JobQrCode({ jobCode, size = 120 }: JobQrCodeProps) {
  const userCode = useCurrentUser().data?.userCode;
  const path = jobApplyPagePath(jobCode);
  const query = useQuery({
    queryKey: ['userinfo', 'censusCode', path, userCode],
    queryFn: () => call(api.qrcode.censusCode, { query: { path, userCode: userCode ?? '' } }),
    enabled: Boolean(userCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const box = {
    width: size,
    height: size,
    display: 'grid',
    placeItems: 'center',
    border: '1px solid #f0f0f0',
  };
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      {query.data ? (
        <img src={query.data.url} alt="报名二维码" width={size} height={size} style={{ display: 'block' }} />
      ) : query.isError ? (
        <div style={box}>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {errorText(query.error, '二维码加载失败')}
          </Typography.Text>
        </div>
      ) : (
        <div style={box}>
          <Spin size="small" />
        </div>
      )}
      <figcaption>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          扫码报名
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
