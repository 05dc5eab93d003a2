import { BIDI_CONTROLS, uploadMessages } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { filesUnder, multipartBody } from '../file-manage/test-upload.ts';
import { createTask, mp4Bytes } from '../video/test-helpers.ts';

/**
 * File names with bidirectional control characters (which make `invoice\u202Efdp.exe` read as a PDF) are
 * refused by every upload, whether the name comes with the file or in a field that names it.
 */
const t = useTestApp({ loginAs: ['admin', 'hengda01'] });
const REFUSED = uploadMessages.bidiName;

async function upload(url: string, name: string, fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(fields, {
    field: 'multipartFile',
    name,
    bytes: pngBytes(),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backend-common${url}`,
    headers: { authorization: t.token('hengda01'), 'content-type': contentType },
    payload,
  });
  return res.json();
}

describe('bidirectional control characters in file names', () => {
  it('are refused by the shared upload, each of them, and nothing is stored', async () => {
    const stored = () => filesUnder(t.config.dataDir).filter((f) => !f.includes('/tmp/'));
    const before = stored();
    for (const char of BIDI_CONTROLS) {
      const res = await upload('/fileManage/uploadFile', `报名表${char}gnp.png`);
      expect(res, `U+${char.codePointAt(0)!.toString(16)}`).toMatchObject({ code: 400, msg: REFUSED });
    }
    expect(stored()).toEqual(before);
    expect((await upload('/fileManage/uploadFile', '报名表.png')).code).toBe(200);
  });

  it('are refused in the name a field gives the file (third/uploadFile materialName)', async () => {
    const res = await upload('/third/uploadFile', 'photo.png', {
      cmpyCode: 'C_HENGDA',
      materialType: '1',
      materialName: '厂区\u202Egnp',
      returnUrl: '1',
    });
    expect(res).toMatchObject({ code: 400, msg: REFUSED });
  });

  it('are refused when a chunked video upload starts, before any chunk is sent', async () => {
    const res = await createTask(t, 'hengda01', { name: '宣传片\u2067.mp4', bytes: mp4Bytes(1024) });
    expect(res).toMatchObject({ code: 400, msg: REFUSED });
  });
});
