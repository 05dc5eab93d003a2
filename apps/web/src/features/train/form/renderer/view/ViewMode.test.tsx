import type { FormRule } from '@hr/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { districtAnswer, envelope, json, renderWithProviders } from '../fixtures.test-helper.tsx';

const fetchMock = vi.fn(async (url: string) => json(envelope(districtAnswer(url))));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const options = [
  { label: '选项一', value: 'a' },
  { label: '选项二', value: 2 },
];
const rules: FormRule[] = [
  { type: 'radio', field: 'one', title: '单选', options },
  { type: 'checkbox', field: 'many', title: '多选', options },
  { type: 'switch', field: 'agree', title: '同意' },
  {
    type: 'row',
    children: [
      {
        type: 'col',
        props: { span: 12 },
        children: [{ type: 'AreaSelect', field: 'area', title: '地区' }],
      },
    ],
  },
  { type: 'datePicker', field: 'period', title: '期间', props: { type: 'daterange' } },
  { type: 'ImageUpload', field: 'photos', title: '照片' },
  { type: 'upload', field: 'files', title: '附件' },
  { type: 'Signature', field: 'sign', title: '签名' },
  { type: 'Location', field: 'place', title: '位置' },
  { type: 'colorPicker', field: 'color', title: '颜色' },
  { type: 'editor', field: 'intro', title: '介绍' },
  { type: 'input', field: 'note', title: '备注' },
];
const answers = {
  one: 'a',
  many: ['a', 2],
  agree: true,
  area: ['41', '4101', '410184'],
  period: ['2024-05-01', '2024-05-03'],
  photos: [{ name: '证件照.png', objectKey: 'form/202405/p.png' }],
  files: [{ name: '简历.pdf', objectKey: 'form/202405/r.pdf' }],
  sign: 'form/202405/s.png',
  place: { lng: 113.74, lat: 34.39, address: '郑州市金水区' },
  color: '#ff0000',
  intro: '<p>你好</p>',
};
const fileUrls = {
  'form/202405/p.png': '/signed/p.png',
  'form/202405/r.pdf': '/signed/r.pdf',
  'form/202405/s.png': '/signed/s.png',
};

describe('FormRenderer in view mode', () => {
  it('shows each field’s title and readable answer, without buttons', async () => {
    const { container } = renderWithProviders(
      <FormRenderer rules={rules} mode="view" value={answers} fileUrls={fileUrls} />,
    );
    const item = (title: string) => screen.getByText(title).closest('.ant-form-item') as HTMLElement;
    expect(within(item('单选')).getByText('选项一')).toBeTruthy();
    expect(within(item('多选')).getByText('选项一、选项二')).toBeTruthy();
    expect(within(item('同意')).getByText('是')).toBeTruthy();
    expect(within(item('期间')).getByText('2024-05-01 至 2024-05-03')).toBeTruthy();
    expect(within(item('位置')).getByText('郑州市金水区（113.74, 34.39）')).toBeTruthy();
    expect(within(item('颜色')).getByText('#ff0000')).toBeTruthy();
    expect(within(item('介绍')).getByText('你好')).toBeTruthy();
    expect(within(item('备注')).getByText('-')).toBeTruthy();
    expect(within(item('附件')).getByRole('link', { name: '简历.pdf' }).getAttribute('href')).toBe(
      '/signed/r.pdf',
    );
    expect(item('照片').querySelector('img')?.getAttribute('src')).toBe('/signed/p.png');
    await waitFor(() => expect(within(item('地区')).getByText('河南省 郑州市 新郑市')).toBeTruthy());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/train/district/selectAreaByCode?code=410184');
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
    expect(container.querySelector('input, textarea')).toBeNull();
  });

  it('opens the signature preview dialog', async () => {
    renderWithProviders(<FormRenderer rules={rules} mode="view" value={answers} fileUrls={fileUrls} />);
    expect(screen.getByAltText('签名').getAttribute('src')).toBe('/signed/s.png');
    await userEvent.click(screen.getByRole('button', { name: '查看签名' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('签名预览')).toBeTruthy();
    expect(within(dialog).getByAltText('签名').getAttribute('src')).toBe('/signed/s.png');
  });
});
