import type { MaterialRecord } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../Permission';
import { MaterialGallery, type MaterialGalleryProps } from './MaterialGallery';
import type { PickedMaterial } from './selection';

const record = (code: string, over: Partial<MaterialRecord> = {}): MaterialRecord => ({
  materialCode: code,
  materialName: `素材${code}`,
  materialType: 1,
  fileName: `${code}.png`,
  fileSize: 1024,
  url: `/api/${code}.png`,
  applyState: 1,
  auditJson: null,
  auditTime: null,
  groupCode: null,
  groupName: null,
  cmpyCode: 'C_HENGDA',
  cmpyName: '新郑市恒达机械制造有限公司',
  createTime: '2026-11-20 09:00:00',
  ...over,
});

const images = [
  record('M1'),
  record('M2', { applyState: 0 }),
  record('M3', { applyState: 2, auditJson: '图片含有联系方式' }),
  record('M4'),
];
const groups = [
  { groupCode: 'G1', groupName: '厂区环境', cmpyCode: 'C_HENGDA', cmpyName: '恒达', materialCount: 1 },
];

const envelope = (data: unknown, code = 200, msg = '操作成功') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 200 }));

function mockApi(answers: { page?: () => Response; groups?: () => Response } = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/getGroupList')) return answers.groups?.() ?? envelope(groups);
    return answers.page?.() ?? envelope({ records: images, total: images.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderGallery(props: Partial<MaterialGalleryProps> = {}, codes: string[] = ['*:*:*']) {
  return render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <PermissionProvider codes={codes}>
          <MaterialGallery type={1} {...props} />
        </PermissionProvider>
      </QueryClientProvider>
    </App>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: `选择${name}` }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('MaterialGallery', () => {
  it('asks for 9 per page and badges each review state, a failure with its reason', async () => {
    const fetchMock = mockApi();
    renderGallery();
    expect(await screen.findByText('审核未通过：图片含有联系方式')).toBeTruthy();
    expect(screen.getAllByText('审核通过')).toHaveLength(2);
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/backend-common/material/queryPageMaterial?pageNum=1&pageSize=9&materialType=1',
    );
    // Three cards per row: each column takes a third of the 24-column grid.
    expect(document.querySelectorAll('.ant-col-8')).toHaveLength(4);
    // Page sizes 9, 18, 27, 36 (no zh_CN locale in this test: antd says "/ page").
    expect(document.querySelector('.ant-pagination-options')?.textContent).toMatch(/^9 /);
    const sizes = document.querySelectorAll('.ant-pagination-options .ant-select');
    await userEvent.click(sizes[0] as HTMLElement);
    for (const size of ['18', '27', '36'])
      expect(await screen.findByTitle(new RegExp(`^${size} `))).toBeTruthy();
  });

  it('lets only passed images be chosen, up to the limit', async () => {
    mockApi();
    const onChange = vi.fn();
    let selected: PickedMaterial[] = [];
    const view = renderGallery({ selection: { selected, limit: 1, onChange } });
    await screen.findByText('审核中');
    expect(box('素材M2').disabled).toBe(true);
    expect(box('素材M3').disabled).toBe(true);
    await userEvent.click(box('素材M1'));
    selected = onChange.mock.calls[0]![0];
    expect(selected).toEqual([
      { materialCode: 'M1', materialName: '素材M1', materialType: 1, url: '/api/M1.png' },
    ]);
    view.rerender(
      <App>
        <QueryClientProvider client={new QueryClient()}>
          <PermissionProvider codes={['*:*:*']}>
            <MaterialGallery type={1} selection={{ selected, limit: 1, onChange }} />
          </PermissionProvider>
        </QueryClientProvider>
      </App>,
    );
    await waitFor(() => expect(box('素材M1').checked).toBe(true));
    await userEvent.click(box('素材M4'));
    expect(await screen.findByText('最多可选择1张图片')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('in video mode shows unassembled videos as processing and limits with 可选视频最多N个', async () => {
    mockApi({
      page: () =>
        envelope({
          records: [
            record('V1', { materialType: 2, url: null, applyState: 0 }),
            record('V2', { materialType: 2, url: '/api/v2.mp4' }),
            record('V3', { materialType: 2, url: '/api/v3.mp4' }),
          ],
          total: 3,
        }),
    });
    const onChange = vi.fn();
    renderGallery({
      type: 2,
      selection: {
        selected: [{ materialCode: 'V2', materialName: '素材V2', materialType: 2, url: '/api/v2.mp4' }],
        limit: 1,
        onChange,
      },
    });
    expect((await screen.findAllByText('处理中')).length).toBeGreaterThan(0);
    expect(box('素材V1').disabled).toBe(true);
    await userEvent.click(box('素材V3'));
    expect(await screen.findByText('可选视频最多1个')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says 获取素材失败！ and 获取分组失败！ when loads fail, and shows 暂无数据', async () => {
    mockApi({ page: () => envelope(null, 500, '系统繁忙'), groups: () => envelope(null, 500, '系统繁忙') });
    renderGallery();
    expect(await screen.findByText('获取素材失败！')).toBeTruthy();
    expect(await screen.findByText('获取分组失败！')).toBeTruthy();
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('offers groups and filters by them', async () => {
    const fetchMock = mockApi();
    renderGallery();
    await screen.findByText('审核中');
    await userEvent.click(screen.getByRole('combobox', { name: '分组' }));
    await userEvent.click(await screen.findByText('厂区环境'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
        '/api/backend-common/material/queryPageMaterial?pageNum=1&pageSize=9&materialType=1&groupCode=G1',
      ),
    );
  });

  it('shows the upload button only to holders of material:uploadPic', async () => {
    mockApi();
    const { unmount } = renderGallery({}, ['plateform:recruit', 'material:list']);
    await screen.findByText('审核中');
    expect(screen.queryByRole('button', { name: /上传图片/ })).toBeNull();
    unmount();
    renderGallery({}, ['plateform:recruit', 'material:list', 'material:uploadPic']);
    expect(await screen.findByRole('button', { name: /上传图片/ })).toBeTruthy();
  });
});
