import type { JobDetail } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobDetailView } from './JobDetailView.tsx';

// Leaflet does not run under happy-dom; the map's own tests cover it.
vi.mock('../../../../components', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../components')>()),
  MapMarkerView: ({ point, title }: { point: { lng: number; lat: number }; title?: string }) => (
    <div data-testid="map">{`${title} @ ${point.lng},${point.lat}`}</div>
  ),
}));

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const formContent = JSON.stringify([{ type: 'input', field: 'name', title: '姓名' }]);

const detail = (extra: Partial<JobDetail> = {}): JobDetail => ({
  jobCode: 'J_DEMO_01',
  jobName: '数控车床操作工',
  jobCategory: 'JC0107',
  jobCategoryParent: 'JC01',
  jobCategoryName: '数控操作工',
  cmpyCode: 'C_HENGDA',
  cmpyName: '新郑市恒达机械制造有限公司',
  flag: 2,
  jobMinSalary: 600049,
  jobMaxSalary: 900050,
  salaryDescribe: null,
  payCycle: 3,
  applicationNumber: 10,
  workType: 1,
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  jobAddress: '薛店镇工业园区',
  approveType: 3,
  automaticalPublish: 0,
  deliverCount: 4,
  collectCount: 2,
  transpondCount: 1,
  remark: null,
  submitTime: '2026-11-13 15:48:33',
  checkTime: '2026-11-14 10:00:00',
  onlineTime: '2026-11-14 10:00:00',
  downTime: null,
  refreshTime: null,
  updateTime: null,
  jobIntroduction: '负责数控车床的日常操作。',
  workDescription: ['数控车床', '两班倒'],
  entryRebate: 500,
  rebateRule: '推荐人员入职满30天后发放',
  jobWelfare: ['五险一金', '包住'],
  interviewRequirements: ['携带身份证'],
  ageRequirement: '20-45',
  workYears: 3,
  genderRequirement: 1,
  academicRequirement: 8,
  socialRecruitment: 2,
  contactName: '李强',
  contactPhone: '15037134403',
  otherRequirements: '能适应夜班',
  jobPictureCodes: 'M1,M2',
  jobPictureUrls: [
    { code: 'M1', url: '/files/m1.png' },
    { code: 'M2', url: '/files/m2.png' },
  ],
  jobVideoCodes: 'V1',
  jobVideoUrl: '/files/v1.mp4',
  formId: 1,
  formName: '就业意向登记表',
  formContent,
  needResume: 1,
  gcj02Lon: 113.8015,
  gcj02Lat: 34.5003,
  bd09Lon: 113.808,
  bd09Lat: 34.506,
  history: [
    {
      action: 'reject',
      actionName: '审核驳回',
      fromState: 0,
      toState: 1,
      operator: '王丽',
      remark: '请补充工作地址',
      createTime: '2026-11-13 16:00:00',
    },
  ],
  ...extra,
});

describe('JobDetailView', () => {
  let answer: JobDetail;
  const urls: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    urls.push(url);
    if (url.startsWith('/api/recruit/job-info/queryJobInfoDetail/'))
      return new Response(JSON.stringify(envelope(answer)));
    if (url.startsWith('/api/pclogin/userauth/currentUser'))
      return new Response(
        JSON.stringify(envelope({ userCode: 'U100', username: 'admin', permissions: [], menus: [] })),
      );
    if (url.startsWith('/api/userinfo/usr/censusCode'))
      return new Response(JSON.stringify(envelope({ url: QR, content: '' })));
    return new Response(JSON.stringify(envelope(null)));
  });

  beforeEach(() => {
    answer = detail();
    urls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderView = () =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <JobDetailView jobCode="J_DEMO_01" />
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );

  it('shows the title, the salary in whole yuan, the QR code of the apply page and the hiring conditions', async () => {
    renderView();
    const view = await screen.findByTestId('job-detail');
    expect(within(view).getByRole('heading', { name: '数控车床操作工' })).toBeTruthy();
    expect(within(view).getByText('6000-9001元/月')).toBeTruthy();
    const qr = (await within(view).findByAltText('报名二维码')) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(QR);
    const qrCall = new URL(urls.find((u) => u.includes('censusCode')) ?? '', 'http://x');
    expect(qrCall.searchParams.get('path')).toBe('apply/job?jobCode=J_DEMO_01');
    expect(qrCall.searchParams.get('userCode')).toBe('U100');
    const row = (label: string) => within(view).getByText(`${label}：`).parentElement?.textContent;
    expect(row('招聘人数')).toBe('招聘人数：10人');
    expect(row('入职返佣')).toBe('入职返佣：500元/人');
    expect(row('返佣规则')).toBe('返佣规则：推荐人员入职满30天后发放');
    expect(row('学历要求')).toBe('学历要求：大专');
    expect(row('工作经验')).toBe('工作经验：3年');
    expect(row('性别要求')).toBe('性别要求：男');
    expect(row('年龄要求')).toBe('年龄要求：20-45岁');
    expect(row('招聘类型')).toBe('招聘类型：校园招聘');
    expect(row('面试要求')).toBe('面试要求：携带身份证');
    expect(row('其他要求')).toBe('其他要求：能适应夜班');
    expect(row('职位福利')).toBe('职位福利：五险一金包住');
    expect(row('联系电话')).toBe('联系电话：15037134403');
    expect(row('工作地址')).toBe('工作地址：河南省 郑州市 新郑市 薛店镇工业园区');
    expect(within(view).getByTestId('map').textContent).toBe('薛店镇工业园区 @ 113.8015,34.5003');
    expect(within(view).getAllByRole('img', { name: /职位图片/ })).toHaveLength(2);
    expect(view.querySelector('video')?.getAttribute('src')).toBe('/files/v1.mp4');
    expect(within(view).getByText('审核驳回')).toBeTruthy();
    expect(within(view).getByText('原因：请补充工作地址')).toBeTruthy();
  });

  it('shows 面议 for a negotiable salary and previews the job form in a popover', async () => {
    answer = detail({ flag: 1, entryRebate: null, rebateRule: null, jobVideoCodes: '', jobPictureUrls: [] });
    renderView();
    const view = await screen.findByTestId('job-detail');
    expect(within(view).getByText('面议')).toBeTruthy();
    expect(within(view).getByText('入职返佣：').parentElement?.textContent).toBe('入职返佣：-');
    expect(within(view).getByText('视频图片：').parentElement?.textContent).toBe('视频图片：-');
    await userEvent.click(within(view).getByRole('button', { name: '预览表单' }));
    const preview = await screen.findByTestId('job-form-preview');
    await waitFor(() => expect(within(preview).getByText('姓名')).toBeTruthy());
  });

  it('says why when the job cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify(envelope(null, 404, '职位不存在'))),
    );
    renderView();
    expect(await screen.findByText('职位不存在')).toBeTruthy();
  });
});
