import { materialImageSizeMessage } from '@hr/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

/** A stand-in for XMLHttpRequest that records each request and lets the test answer it. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(envelope: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const png = (name = '大门.png', size?: number) => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const image = { materialCode: 'M1', name: '旧图', url: '/api/old.png', applyState: 1 };

function setup(props: Partial<ImageUploadProps> = {}) {
  const onChange = vi.fn();
  render(
    <App>
      <ImageUpload onChange={onChange} {...props} />
    </App>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  return { onChange, input, user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageUpload checks in the browser', () => {
  it('accepts only png/jpg/jpeg and sends nothing else', async () => {
    const { input, user } = setup();
    expect(input.accept).toBe('.png,.jpg,.jpeg');
    await user.upload(input, new File(['GIF89a'], '动图.gif', { type: 'image/gif' }));
    expect(await screen.findByText('文件格式不正确,请上传png/jpg/jpeg格式文件')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('refuses files over 10 MB with the shared message, or the material flow message', async () => {
    const { input, user } = setup();
    await user.upload(input, png('大图.png', 10485761));
    expect(await screen.findByText('只能上传10M以内的文件，请重新上传')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('uses the material flow size message when asked', async () => {
    const { input, user } = setup({ sizeMessage: materialImageSizeMessage });
    await user.upload(input, png('大图.png', 10485761));
    expect(await screen.findByText('文件大小不能超过10M')).toBeTruthy();
  });

  it('refuses a batch that would pass the count limit, once', async () => {
    const { input, user } = setup({ maxCount: 2, value: [image] });
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await screen.findAllByText('文件总数量不能超过 2 个')).toHaveLength(1);
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('ImageUpload answers', () => {
  it('sends the image as multipartFile with materialType 1 and holds the new material', async () => {
    const { input, user, onChange } = setup({ maxCount: 3, value: [image], cmpyCode: 'C_HENGDA' });
    await user.upload(input, png());
    const xhr = FakeXhr.all[0]!;
    expect(xhr.url).toBe('/api/backend-common/material/uploadMaterial');
    const form = xhr.body as FormData;
    expect(form.get('materialType')).toBe('1');
    expect(form.get('cmpyCode')).toBe('C_HENGDA');
    expect((form.get('multipartFile') as File).name).toBe('大门.png');
    xhr.answer({
      code: 200,
      msg: '操作成功',
      success: true,
      data: {
        materialCode: 'M2',
        materialName: '大门',
        objectKey: 'material/x.png',
        url: '/api/new.png',
        applyState: 0,
      },
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        image,
        { materialCode: 'M2', name: '大门', url: '/api/new.png', applyState: 0 },
      ]),
    );
  });

  it('shows 图片未审核通过，请检查 with the reason for a refused answer and drops the file', async () => {
    const { input, user, onChange } = setup();
    await user.upload(input, png('假图片.png'));
    FakeXhr.all[0]!.answer(
      { code: 400, msg: '文件内容与格式不符，请上传真实的文件', data: null, success: false },
      400,
    );
    expect(
      await screen.findByText('图片未审核通过，请检查：文件内容与格式不符，请上传真实的文件'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('假图片.png')).toBeNull();
  });

  it('shows 上传失败 when the request never gets an answer', async () => {
    const { input, user } = setup();
    await user.upload(input, png());
    FakeXhr.all[0]!.onerror?.();
    expect(await screen.findByText('上传失败')).toBeTruthy();
  });
});
