import type { ResumeDetail } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../../components';

export const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});
export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** antd puts a space between the two characters of a Chinese button label. */
export const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

/** The app's providers: Chinese antd, its App holder, a fresh query cache, the user's permission codes. */
export function renderWithApp(ui: ReactNode, codes: readonly string[] = ['*:*:*']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={client}>
            <PermissionProvider codes={codes}>{ui}</PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    ),
  };
}

type Handler = (url: string, init?: RequestInit) => unknown;

/**
 * A fetch stub answering by path prefix (`/api/recruit/applyInfo/updateState` …): a handler's return is the
 * envelope sent; unknown paths answer 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = Object.keys(handlers)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => url.startsWith(prefix));
    if (!path) return json(envelope(null, 404, `未模拟：${url}`));
    return json(handlers[path]!(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (prefix: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(prefix));
  const query = (prefix: string, index = 0) =>
    Object.fromEntries(new URL(calls(prefix)[index]![0], 'http://x').searchParams);
  const body = (prefix: string, index = 0) => JSON.parse(String(calls(prefix)[index]![1]?.body));
  return { fetchMock, calls, query, body };
}

/** A full resume detail of an application in `state`. */
export function resumeDetail(
  state: number,
  overrides: Partial<ResumeDetail['jobApplyInfoVO']> = {},
): ResumeDetail {
  return {
    resumeVO: {
      resumeCode: 'R1',
      usrCode: 'U1',
      usrName: '张三',
      usrTel: '13800000001',
      usrIdCard: '410184199001011234',
      usrGender: 1,
      workingYear: 3,
      academicRequirement: 9,
      recruit: 0,
      usrProvince: '41',
      usrCity: '4101',
      usrCountry: '410184',
      regionName: '河南省 郑州市 新郑市',
      headPictureCode: 'resume/202605/head.png',
      headPictureUrl: '/signed/head.png',
      expectPosition: '仓库管理员',
      workType: 1,
    },
    jobApplyInfoVO: {
      applyCode: 'AP1',
      resumeCode: 'R1',
      jobCode: 'J1',
      jobName: '仓库管理员',
      cmpyName: '恒达物流',
      salary: '5000-8000元/月',
      state,
      stateName: `状态${state}`,
      usrAge: 36,
      remark: null,
      createTime: '2026-05-01 10:00:00',
      stationName: '薛店镇就业服务站',
      hasForm: true,
      ...overrides,
    },
    specialSkillNames: [{ categorieName: '叉车司机' }],
    workList: [
      {
        experienceCode: 'W1',
        compyName: '云帆仓储',
        beginTime: '2019-07-01',
        endTime: null,
        jobCategoryName: '仓储',
        jobName: '理货员',
        workContent: '负责出入库',
      },
    ],
    educationList: [
      {
        educationCode: 'E1',
        schoolName: '郑州大学',
        professionName: '物流管理',
        beginTime: '2012-09-01',
        endTime: '2016-06-30',
        academicRequirement: 9,
        recruit: 0,
      },
    ],
    trainList: [
      {
        trainCode: 'T1',
        trainOrganizaName: '新郑职业培训中心',
        beginTime: '2018-03-01',
        endTime: '2018-05-01',
        trainContent: '叉车操作',
      },
    ],
    certificateVOS: [
      { vcName: '叉车证', issueTime: '2018-06-01', vcMaterialCodeUrls: [{ url: '/signed/cert1.png' }] },
    ],
    operationRecordList: [
      {
        operateType: 2,
        operateName: '已查看',
        operator: '李经理',
        createTime: '2026-05-01 11:00:00',
        remark: null,
        auditionInfo: null,
      },
    ],
    auditionInfoList: [],
  };
}
