import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './LoginPage.tsx';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, success: true }));
const fail = (msg: string) => new Response(JSON.stringify({ code: 400, msg, data: null, success: false }));

let loginAnswer: () => Promise<Response>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/backend-common/platform/info')) {
    return ok({ title: '公共就业服务平台', organizer: '主办单位：人社局', filingNo: '豫ICP备1号' });
  }
  if (url.startsWith('/api/pclogin/userauth/captcha/verify')) return ok({ captchaToken: 'token-1' });
  if (url.startsWith('/api/pclogin/userauth/captcha'))
    return ok({ challengeId: 'c1', width: 295, enabled: true });
  if (url.startsWith('/api/pclogin/userauth/login')) return loginAnswer();
  return fail('unexpected');
});
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(path));

function renderLogin() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>
        <MemoryRouter initialEntries={['/login?toPath=%2Fsetup%2Fuser']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/setup/user" element={<p>目标页</p>} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

async function passSlider() {
  const handle = screen.getByRole('slider');
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: 0, button: 0 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 120 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 300 });
  await screen.findByText('验证通过');
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('LoginPage', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  // Lets React's scheduler finish before the environment (and its window) is torn down.
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));

  it('shows the platform title, organiser and filing number', async () => {
    renderLogin();
    expect(await screen.findByText('公共就业服务平台')).toBeTruthy();
    expect(screen.getByText('主办单位：人社局')).toBeTruthy();
    expect(screen.getByText('豫ICP备1号')).toBeTruthy();
  });

  it('asks for account, password and the slider before sending anything', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    // Each field's message renders once its own validation settles.
    for (const message of ['请输入账号', '请输入密码', '请拖动滑动条'])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(calls('/api/pclogin/userauth/login')).toHaveLength(0);
  });

  it('logs in once however often it is clicked, with trimmed values, and goes to toPath', async () => {
    let answer!: (response: Response) => void;
    loginAnswer = () => new Promise((resolve) => (answer = resolve));
    renderLogin();
    fill('请输入账号', '  admin ');
    fill('请输入密码', ' Admin12345 ');
    await passSlider();
    const [, verifyInit] = calls('/api/pclogin/userauth/captcha/verify')[0]!;
    expect(JSON.parse(String(verifyInit?.body))).toMatchObject({
      challengeId: 'c1',
      track: expect.any(Array),
    });
    const submit = screen.getByRole('button', { name: /登\s*录/ });
    fireEvent.click(submit);
    await waitFor(() => expect(calls('/api/pclogin/userauth/login')).toHaveLength(1));
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await act(async () => {});
    expect(calls('/api/pclogin/userauth/login')).toHaveLength(1);
    const [, init] = calls('/api/pclogin/userauth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'admin',
      password: 'Admin12345',
      captchaToken: 'token-1',
    });
    answer(ok('session-token'));
    expect(await screen.findByText('目标页')).toBeTruthy();
  });

  it('shows the server error and resets the slider with a new challenge', async () => {
    loginAnswer = async () => fail('账号或密码错误，还可尝试4次');
    renderLogin();
    fill('请输入账号', 'admin');
    fill('请输入密码', 'wrong');
    await passSlider();
    const challenges = calls('/api/pclogin/userauth/captcha').length;
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误，还可尝试4次')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('验证通过')).toBeNull());
    expect(calls('/api/pclogin/userauth/captcha').length).toBeGreaterThan(challenges);
  });
});
