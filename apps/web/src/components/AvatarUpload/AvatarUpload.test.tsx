import type { StoredImageResult } from '@hr/contract';
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
import { AvatarUpload } from './AvatarUpload';

vi.mock('../upload-requests', async (original) => ({
  ...(await original<typeof import('../upload-requests')>()),
  uploadForm: vi.fn(),
}));
const mockedUpload = vi.mocked(uploadForm);

const STORED: StoredImageResult = {
  url: '/api/object?objectKey=avatar%2Fa.png',
  objectKey: 'avatar/202611/a.png',
};
const png = (name = 'me.png') => pngFile(name);
const controlledUpload = () => controlledUploadOf<StoredImageResult>(mockedUpload);

beforeEach(() => mockedUpload.mockReset());

describe('AvatarUpload', () => {
  it('shows the percent while sending and hands the stored avatar over', async () => {
    const onChange = vi.fn();
    const { container } = render(<AvatarUpload onChange={onChange} />);
    expect(screen.getByText('上传头像')).toBeTruthy();
    const upload = controlledUpload();
    await userEvent.upload(fileInput(container), png());
    await upload.progress(60);
    expect(screen.getByRole('status', { name: '头像上传进度' }).textContent).toContain('60%');
    await upload.resolve(STORED);
    expect(onChange).toHaveBeenCalledWith(STORED);
    expect(mockedUpload.mock.calls[0]?.[0].path).toBe('/backend-common/fileManage/uploadAvatar');
    expect(screen.getByText('上传头像')).toBeTruthy(); // uncontrolled: the value comes from the form
  });

  it('shows 上传失败 with 重试, which sends the same file again', async () => {
    const onChange = vi.fn();
    const { container } = render(<AvatarUpload onChange={onChange} />);
    const file = png();
    const first = controlledUpload();
    await userEvent.upload(fileInput(container), file);
    await first.reject(new ApiError(0, '上传失败'));
    expect(screen.getByText('上传失败')).toBeTruthy();
    const second = controlledUpload();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(mockedUpload.mock.calls[1]?.[1]).toBe(file);
    await second.resolve(STORED);
    expect(onChange).toHaveBeenCalledWith(STORED);
  });

  it('goes back to idle when a failed upload is cancelled', async () => {
    const { container } = render(<AvatarUpload />);
    const first = controlledUpload();
    await userEvent.upload(fileInput(container), png());
    await first.reject(new ApiError(400, '文件内容与格式不符，请上传真实的文件'));
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(screen.getByText('上传头像')).toBeTruthy();
  });

  it('previews and deletes the current avatar', async () => {
    const onChange = vi.fn();
    render(<AvatarUpload value={STORED} onChange={onChange} />);
    expect((screen.getByAltText('头像') as HTMLImageElement).src).toContain('avatar%2Fa.png');
    await userEvent.click(screen.getByRole('button', { name: '预览头像' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: '删除头像' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('refuses files outside the image rule without sending them', async () => {
    const { container } = render(<AvatarUpload />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('文件格式不正确,请上传png/jpg/jpeg格式文件')).toBeTruthy();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(container), big);
    expect(await screen.findByText('只能上传10M以内的文件，请重新上传')).toBeTruthy();
    expect(mockedUpload).not.toHaveBeenCalled();
  });
});
