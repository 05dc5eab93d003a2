import { api, type FormRule } from '@hr/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../../app/AppRoutes.tsx';
import { isPublicPage } from '../../../../app/public-pages.ts';
import { uploadForm } from '../../../../components/upload-requests';
import { fileInput, pngFile } from '../../../../components/upload-requests/controlled-upload.test-helper.ts';
import { buttonName, envelope, json, renderWithProviders } from '../renderer/fixtures.test-helper.tsx';
import FormFillPage, { FORM_GONE } from './FormFillPage.tsx';

vi.mock('../../../../components/upload-requests', async (original) => ({
  ...(await original<typeof import('../../../../components/upload-requests')>()),
  uploadForm: vi.fn(),
}));

const rules: FormRule[] = [
  {
    type: 'input',
    field: 'name',
    title: '姓名',
    validate: [{ type: 'string', mode: 'required', required: true, message: '请输入姓名' }],
  },
  { type: 'ImageUpload', field: 'photos', title: '照片' },
];
const publicForm = {
  id: 1,
  bizCode: 'F1',
  formName: '技能培训报名表',
  formContent: JSON.stringify(rules),
  formOption: null,
};

let submitAnswer = envelope({ id: 9, valueCode: 'V9' });
let formAnswer = envelope(publicForm);
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/train/formValue/getFormInfoByCode')) return json(formAnswer);
  if (url.startsWith('/api/train/formValue/submit')) return json(submitAnswer);
  return json(envelope(null, 401, '请先登录'));
});
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(path));

beforeEach(() => {
  submitAnswer = envelope({ id: 9, valueCode: 'V9' });
  formAnswer = envelope(publicForm);
  fetchMock.mockClear();
  vi.mocked(uploadForm).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 1024,
    height: 768,
  });
});

const renderPage = (path = '/form/fill/F1?refType=job&refCode=J100') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/form/fill/:bizCode" element={<FormFillPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('FormFillPage', () => {
  it('loads the form by its code, uploads files as picked and submits with the link’s reference', async () => {
    vi.mocked(uploadForm).mockResolvedValueOnce({
      name: '证件照.png',
      objectKey: 'form/202405/photo.png',
      url: '/signed/photo.png',
    });
    // A phone: happy-dom answers media queries from its viewport.
    (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
      width: 375,
      height: 700,
    });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: '技能培训报名表' })).toBeTruthy();
    expect(calls('/api/train/formValue/getFormInfoByCode')[0]![0]).toBe(
      '/api/train/formValue/getFormInfoByCode?bizCode=F1',
    );
    expect(document.title).toBe('技能培训报名表');
    // Labels on top on a phone.
    expect(container.querySelector('.ant-form-vertical')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(calls('/api/train/formValue/submit')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    fireEvent.change(fileInput(container), { target: { files: [pngFile('证件照.png')] } });
    await waitFor(() => expect(container.querySelector('img[src="/signed/photo.png"]')).toBeTruthy());
    expect(vi.mocked(uploadForm).mock.calls[0]![0]).toBe(api.form.uploadFile);
    expect(vi.mocked(uploadForm).mock.calls[0]![2]).toEqual({ fields: { bizCode: 'F1', field: 'photos' } });

    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const [url, init] = calls('/api/train/formValue/submit')[0]!;
    expect(url).toBe('/api/train/formValue/submit');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      bizCode: 'F1',
      formValue: { name: '张三', photos: [{ name: '证件照.png', objectKey: 'form/202405/photo.png' }] },
      refType: 'job',
      refCode: 'J100',
    });
  });

  it('shows the server’s message when the answer is refused', async () => {
    submitAnswer = envelope(null, 400, '手机号码格式不正确');
    renderPage('/form/fill/F1?refType=other');
    await userEvent.type(await screen.findByLabelText('姓名'), '张三');
    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    expect(await screen.findByText('手机号码格式不正确')).toBeTruthy();
    expect(screen.queryByText('提交成功')).toBeNull();
    // A reference type the server does not know is left out.
    expect(JSON.parse(String(calls('/api/train/formValue/submit')[0]![1]?.body))).toEqual({
      bizCode: 'F1',
      formValue: { name: '张三' },
    });
  });

  it('says so when the form is missing or deleted', async () => {
    formAnswer = envelope(null, 404, '表单不存在');
    renderPage();
    expect(await screen.findByText(FORM_GONE)).toBeTruthy();
  });

  it('opens from the app’s routes without a login', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/form/fill/F1']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '技能培训报名表' })).toBeTruthy();
    expect(calls('/api/pclogin/userauth/currentUser')).toHaveLength(0);
    expect(isPublicPage('/form/fill/F1')).toBe(true);
    expect(isPublicPage('/train/form')).toBe(false);
  });
});
