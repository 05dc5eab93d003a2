import type { LicenceResult } from '@hr/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/request';
import { uploadForm } from '../upload-requests';
import {
  controlledUpload as controlledUploadOf,
  fileInput,
  pngFile,
} from '../upload-requests/controlled-upload.test-helper';
import { LicenceUpload } from './LicenceUpload';

vi.mock('../upload-requests', async (original) => ({
  ...(await original<typeof import('../upload-requests')>()),
  uploadForm: vi.fn(),
}));
const mockedUpload = vi.mocked(uploadForm);

const RESULT: LicenceResult = {
  url: '/api/backend-common/fileManage/object?objectKey=licence%2F202611%2Fa.png&expires=1&sign=x',
  objectKey: 'licence/202611/0b6f3c1e-6a53-4c59-9a51-1c2b3d4e5f60.png',
  cmpyName: '新郑市恒达机械制造有限公司',
  creditCode: '91410184MA46R8KQ32',
  legalPerson: '王建国',
  address: null,
  text: '营业执照…',
};
const png = (name = '执照.png') => pngFile(name);
const controlledUpload = () => controlledUploadOf<LicenceResult>(mockedUpload);

beforeEach(() => mockedUpload.mockReset());

describe('LicenceUpload', () => {
  it('goes from idle through progress to success and hands the recognised fields over', async () => {
    const onRecognised = vi.fn();
    const { container } = render(<LicenceUpload onRecognised={onRecognised} />);
    expect(screen.getByText('点击或将营业执照图片拖到此处上传')).toBeTruthy();
    const upload = controlledUpload();
    await userEvent.upload(fileInput(container), png());
    expect(screen.getByText('执照.png')).toBeTruthy();
    await upload.progress(40);
    expect(screen.getByText('正在上传 40%')).toBeTruthy();
    await upload.progress(100);
    expect(screen.getByText('上传完成，正在识别营业执照…')).toBeTruthy();
    await upload.resolve(RESULT);
    expect(screen.getByText('新郑市恒达机械制造有限公司')).toBeTruthy();
    expect(screen.getByText('91410184MA46R8KQ32')).toBeTruthy();
    expect(screen.getByText('未识别，请手动填写')).toBeTruthy(); // address
    expect((screen.getByAltText('营业执照') as HTMLImageElement).src).toContain('objectKey=licence');
    const { text: _text, ...fields } = RESULT;
    expect(onRecognised).toHaveBeenCalledWith(fields);
    expect(mockedUpload.mock.calls[0]?.[0].path).toBe('/backend-common/license/disBusiLicense');
  });

  it('shows the server’s 400 message with 重新上传, which picks another file', async () => {
    const { container } = render(<LicenceUpload />);
    const first = controlledUpload();
    await userEvent.upload(fileInput(container), png());
    await first.reject(new ApiError(400, '文件内容与格式不符，请上传真实的文件'));
    expect(screen.getByText('文件内容与格式不符，请上传真实的文件')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新上传/ })).toBeTruthy();
    const second = controlledUpload();
    await userEvent.upload(fileInput(container), png('另一张.png'));
    await second.resolve({ ...RESULT, cmpyName: null });
    expect(mockedUpload.mock.calls[1]?.[1]).toMatchObject({ name: '另一张.png' });
    expect(screen.getAllByText('未识别，请手动填写')).toHaveLength(2);
  });

  it('shows 上传失败 on a network failure and 重新上传 sends the same file again', async () => {
    const onRecognised = vi.fn();
    const { container } = render(<LicenceUpload onRecognised={onRecognised} />);
    const file = png();
    const first = controlledUpload();
    await userEvent.upload(fileInput(container), file);
    await first.reject(new ApiError(0, '上传失败'));
    expect(screen.getByText('上传失败')).toBeTruthy();
    const second = controlledUpload();
    await userEvent.click(screen.getByRole('button', { name: /重新上传/ }));
    expect(mockedUpload.mock.calls[1]?.[1]).toBe(file);
    await second.resolve(RESULT);
    expect(onRecognised).toHaveBeenCalledTimes(1);
  });

  it('refuses other formats without sending them', async () => {
    const { container } = render(<LicenceUpload />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File(['%PDF'], '执照.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('文件格式不正确,请上传png/jpg/jpeg格式文件')).toBeTruthy();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('cancels a running upload back to idle', async () => {
    const { container } = render(<LicenceUpload />);
    controlledUpload();
    await userEvent.upload(fileInput(container), png());
    const signal = mockedUpload.mock.calls[0]?.[2]?.signal;
    await userEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByText('点击或将营业执照图片拖到此处上传')).toBeTruthy());
  });

  it('shows a licence stored before with 重新上传', () => {
    render(<LicenceUpload value={{ url: '/stored.png' }} />);
    expect((screen.getByAltText('营业执照') as HTMLImageElement).src).toContain('/stored.png');
    expect(screen.getByRole('button', { name: /重新上传/ })).toBeTruthy();
  });
});
