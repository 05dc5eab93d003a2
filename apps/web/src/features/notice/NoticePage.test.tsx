import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NoticePage from './NoticePage.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });

const notice = {
  annoCode: 'A001',
  annoTitle: '关于开展职业技能培训的通知',
  annoContent:
    '<p>正文<b>加粗</b></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">链接</a>',
  materialList: [
    { url: 'https://oss.example.com/files/a.pdf', materialName: '%E6%8B%9B%E8%81%98%E7%AE%80%E7%AB%A0.pdf' },
    { url: 'https://oss.example.com/files/b.xlsx', materialName: '100%完成.xlsx' },
    { url: 'javascript:alert(1)', materialName: '危险附件' },
  ],
  publishTime: '2025-03-01 09:30:00',
};

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/notice" element={<NoticePage />} />
          <Route path="/setup/notice" element={<div>公告列表页</div>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NoticePage', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    document.title = '平台';
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(envelope(notice))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the notice by annoCode and sets the document title to annoTitle', async () => {
    renderAt('/notice?annoCode=A001');
    expect(await screen.findByRole('heading', { name: notice.annoTitle })).toBeTruthy();
    expect(document.title).toBe(notice.annoTitle);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/backend-common/msg/queryMsg?annoCode=A001');
  });

  // DOMPurify does not work under happy-dom (cure53/DOMPurify#1457: it keeps <script> there, and happy-dom is
  // unsupported), so this test pins that the body reaches the DOM only through DOMPurify.sanitize; the real
  // removal of <script> and onerror is checked in Chromium (see the report's screenshot script).
  it('renders the body only through DOMPurify.sanitize', async () => {
    const clean = '<p>正文<b>加粗</b></p><img src="x">';
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockReturnValue(clean as never);
    renderAt('/notice?annoCode=A001');
    const content = await screen.findByTestId('notice-content');
    expect(sanitize).toHaveBeenCalledWith(notice.annoContent);
    expect(content.innerHTML).toBe(clean);
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lists attachments with decoded names, raw names when not decodable, and no unsafe links', async () => {
    renderAt('/notice?annoCode=A001');
    const decoded = await screen.findByText('招聘简章.pdf');
    expect(decoded.closest('a')?.getAttribute('href')).toBe('https://oss.example.com/files/a.pdf');
    expect(screen.getByText('100%完成.xlsx').closest('a')).toBeTruthy();
    expect(screen.getByText('危险附件').closest('a')).toBeNull();
  });

  it('says the notice code is missing without calling the server', async () => {
    renderAt('/notice');
    expect(await screen.findByText('缺少公告编号')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when the notice cannot be loaded', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 404, msg: '公告不存在', data: null, success: false })),
    );
    renderAt('/notice?annoCode=NOPE');
    expect(await screen.findByText('公告不存在')).toBeTruthy();
  });

  it('goes to the notice list on 返回 when there is no history to go back to', async () => {
    renderAt('/notice?annoCode=A001');
    await screen.findByRole('heading', { name: notice.annoTitle });
    screen.getByRole('button', { name: /返\s*回/ }).click();
    await waitFor(() => expect(screen.getByText('公告列表页')).toBeTruthy());
  });
});
