import { describe, expect, it } from 'vitest';
import {
  BIDI_CONTROLS,
  checkUploadMeta,
  detectedTypes,
  ObjectKey,
  ObjectKeyList,
  uploadMessages,
  uploadRules,
} from './upload-rules.ts';

describe('upload rules (GLOSSARY decision 4, platform §5)', () => {
  it('limits images to png/jpg/jpeg and 10 MB', () => {
    expect(uploadRules.image).toEqual({ extensions: ['png', 'jpg', 'jpeg'], maxBytes: 10485760 });
    expect(checkUploadMeta(uploadRules.image, { name: '照片.JPG', size: 10485760 })).toBeNull();
    expect(checkUploadMeta(uploadRules.image, { name: 'a.png', size: 10485761 })).toBe(
      '只能上传10M以内的文件，请重新上传',
    );
    expect(checkUploadMeta(uploadRules.image, { name: 'a.gif', size: 1 })).toBe(
      '文件格式不正确,请上传png/jpg/jpeg格式文件',
    );
    expect(checkUploadMeta(uploadRules.image, { name: 'png', size: 1 })).toMatch(/^文件格式不正确/);
    expect(checkUploadMeta(uploadRules.image, { name: 'a.png', size: 0 })).toBe('请选择要上传的文件');
  });

  it('refuses names with each bidirectional control character, before anything else', () => {
    const codes = BIDI_CONTROLS.map((c) => c.codePointAt(0)!.toString(16));
    expect(codes).toEqual([
      '202a',
      '202b',
      '202c',
      '202d',
      '202e',
      '2066',
      '2067',
      '2068',
      '2069',
      '200e',
      '200f',
    ]);
    for (const char of BIDI_CONTROLS) {
      expect(checkUploadMeta(uploadRules.image, { name: `简历${char}gnp.png`, size: 1 })).toBe(
        '文件名不能包含文字方向控制字符，请重命名后上传',
      );
      expect(checkUploadMeta(uploadRules.image, { name: `a${char}.gif`, size: 0 })).toBe(
        uploadMessages.bidiName,
      );
    }
    // Other invisible or right-to-left text is a name like any other.
    expect(checkUploadMeta(uploadRules.image, { name: 'صورة\u200B.png', size: 1 })).toBeNull();
  });

  it('has the shared video flow with ten extensions up to 30 MB and the material flow mp4 up to 100 MB', () => {
    expect(uploadRules.sharedVideo.extensions).toEqual([
      'mkv',
      'flv',
      '3gp',
      'mp4',
      'mov',
      'f4v',
      'rmvb',
      'avi',
      'ts',
      'wmv',
    ]);
    expect(uploadRules.sharedVideo.maxBytes).toBe(31457280);
    expect(uploadRules.materialVideo).toEqual({ extensions: ['mp4'], maxBytes: 104857600 });
    expect(
      checkUploadMeta(
        uploadRules.materialVideo,
        { name: 'v.mp4', size: 104857601 },
        uploadMessages.sizeMaterial,
      ),
    ).toBe('文件大小不能超过100M');
  });

  it('knows a magic-byte type for every accepted extension', () => {
    for (const rule of Object.values(uploadRules)) {
      for (const extension of rule.extensions) expect(detectedTypes, extension).toHaveProperty(extension);
    }
  });

  it('words counts and limits as the spec does', () => {
    expect(uploadMessages.count(6)).toBe('文件总数量不能超过 6 个');
    expect(uploadMessages.videoPickerLimit(1)).toBe('可选视频最多1个');
    expect(uploadMessages.imageNotApproved).toBe('图片未审核通过，请检查');
  });
});

describe('object keys', () => {
  const key = 'material/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png';

  it('accepts our own keys only', () => {
    expect(ObjectKey.parse(key)).toBe(key);
    for (const bad of [
      '../../etc/passwd',
      'material/202611/../x.png',
      '/material/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png',
      'material\\202611\\0f8fad5b-d9cb-469f-a165-70867728950e.png',
      'material/2026/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    ]) {
      expect(ObjectKey.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('splits a comma-joined list and refuses a list with one bad key', () => {
    expect(ObjectKeyList.parse(` ${key}, ${key.replace('.png', '.jpg')} ,`)).toHaveLength(2);
    expect(ObjectKeyList.safeParse(`${key},../x`).success).toBe(false);
    expect(ObjectKeyList.safeParse(' , ').success).toBe(false);
  });
});
