import { api } from '@hr/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/request';
import { uploadEditorImage } from './uploadEditorImage';
import { UploadAborted, uploadForm } from './uploadForm';

/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  timeout = 0;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(envelope: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const png = (name = 'a.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('posts the file in the route’s field with the other fields, reports progress and answers data', async () => {
    const onProgress = vi.fn();
    const file = png();
    const done = uploadForm(api.third.uploadFile, file, {
      fields: { materialType: '1', cmpyCode: undefined, materialName: '厂区' },
      onProgress,
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.source]).toEqual([
      'POST',
      '/api/backend-common/third/uploadFile',
      '1',
    ]);
    expect(xhr.body?.get('multipartFile')).toBeInstanceOf(File);
    expect((xhr.body?.get('multipartFile') as File | undefined)?.name).toBe('a.png');
    expect([xhr.body?.get('materialType'), xhr.body?.get('materialName'), xhr.body?.has('cmpyCode')]).toEqual(
      ['1', '厂区', false],
    );
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
    xhr.answer({
      code: 200,
      msg: '操作成功',
      data: { name: 'a.png', url: '/u', objectKey: 'k' },
      success: true,
    });
    await expect(done).resolves.toEqual({ name: 'a.png', url: '/u', objectKey: 'k' });
  });

  it('rejects with the server’s code and msg', async () => {
    const done = uploadForm(api.licence.disBusiLicense, png());
    expect(FakeXhr.last.body?.has('licenceFile')).toBe(true);
    FakeXhr.last.answer({ code: 400, msg: '文件内容与格式不符，请上传真实的文件', data: null }, 400);
    await expect(done).rejects.toMatchObject({ code: 400, message: '文件内容与格式不符，请上传真实的文件' });
  });

  it('rejects a network failure or an unreadable answer with 上传失败', async () => {
    const lost = uploadForm(api.fileManage.uploadFile, png());
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toEqual(new ApiError(0, '上传失败'));
    const garbled = uploadForm(api.fileManage.uploadFile, png());
    FakeXhr.last.status = 502;
    FakeXhr.last.responseText = '<html>Bad Gateway</html>';
    FakeXhr.last.onload?.();
    await expect(garbled).rejects.toMatchObject({ code: 502, message: '上传失败' });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadForm(api.fileManage.uploadFile, png(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadAborted);
    await expect(
      uploadForm(api.fileManage.uploadFile, png(), { signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadAborted);
  });
});

describe('uploadEditorImage', () => {
  it('stores the image and answers url and objectKey', async () => {
    const done = uploadEditorImage(png());
    expect(FakeXhr.last.url).toBe('/api/backend-common/fileManage/uploadEditorImage');
    FakeXhr.last.answer({ code: 200, msg: '操作成功', data: { url: '/u', objectKey: 'editor/1.png' } });
    await expect(done).resolves.toEqual({ url: '/u', objectKey: 'editor/1.png' });
  });

  it('refuses other formats before sending and passes on the server’s message', async () => {
    await expect(uploadEditorImage(new File(['GIF89a'], 'x.gif'))).rejects.toThrow(
      '文件格式不正确,请上传png/jpg/jpeg格式文件',
    );
    const done = uploadEditorImage(png());
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toThrow('上传失败');
  });
});

describe('uploadForm timeouts', () => {
  it('waits spec §9’s 6,000,000 ms for an import, and says 上传超时 when it passes', async () => {
    const done = uploadForm(api.redPkg.impRedPkgUsers, png('users.xlsx'), { fields: { batchCode: 'RB1' } });
    const xhr = FakeXhr.last;
    expect(xhr.timeout).toBe(6_000_000);
    xhr.ontimeout?.();
    await expect(done).rejects.toMatchObject({ code: 0, message: '上传超时，请稍后重试' });
  });

  it('leaves other uploads to the browser', () => {
    void uploadForm(api.third.uploadFile, png(), {}).catch(() => undefined);
    expect(FakeXhr.last.timeout).toBe(0);
  });
});
