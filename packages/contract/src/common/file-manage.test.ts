import { describe, expect, it } from 'vitest';
import { ThirdUploadForm, thirdMaterialRules } from './file-manage.routes.ts';
import { ObjectKeyList, uploadRules } from './upload-rules.ts';

const message = (input: unknown) => ThirdUploadForm.safeParse(input).error?.issues[0]?.message;

describe('third/uploadFile form', () => {
  it('reads materialType, returnUrl, cmpyCode and materialName from string fields', () => {
    expect(ThirdUploadForm.parse({ materialType: '1' })).toEqual({
      materialType: 1,
      returnUrl: true,
      cmpyCode: undefined,
      materialName: undefined,
    });
    expect(
      ThirdUploadForm.parse({
        materialType: '2',
        returnUrl: '0',
        cmpyCode: ' C_HENGDA ',
        materialName: ' 宣传片 ',
      }),
    ).toEqual({ materialType: 2, returnUrl: false, cmpyCode: 'C_HENGDA', materialName: '宣传片' });
    expect(ThirdUploadForm.parse({ materialType: '1', returnUrl: 'false' }).returnUrl).toBe(false);
    expect(ThirdUploadForm.parse({ materialType: '1', returnUrl: '' }).returnUrl).toBe(true);
  });

  it('refuses other values with Chinese messages', () => {
    expect(message({})).toBe('素材类型只能是1（图片）或2（视频）');
    expect(message({ materialType: '3' })).toBe('素材类型只能是1（图片）或2（视频）');
    expect(message({ materialType: '1', returnUrl: 'yes' })).toBe('returnUrl只能是0或1');
    expect(message({ materialType: '1', cmpyCode: "C' or 1=1" })).toBe('企业编号格式不正确');
    expect(message({ materialType: '1', materialName: '../../etc/passwd' })).toBe(
      '素材名称最多100个字符，且不能包含斜杠',
    );
    expect(message({ materialType: '1', materialName: '名'.repeat(101) })).toBe(
      '素材名称最多100个字符，且不能包含斜杠',
    );
  });

  it('uses the image rule for type 1 and the shared 30 MB video rule for type 2', () => {
    expect(thirdMaterialRules[1]).toBe(uploadRules.image);
    expect(thirdMaterialRules[2]).toBe(uploadRules.sharedVideo);
    expect(thirdMaterialRules[2].maxBytes).toBe(31457280);
  });
});

describe('objectKeyList', () => {
  it('refuses path traversal in any key', () => {
    for (const list of ['../../etc/passwd', 'material/202611/../x.png', '/etc/passwd', 'a\\b.png']) {
      expect(ObjectKeyList.safeParse(list).error?.issues[0]?.message, list).toBe('文件标识不合法');
    }
  });
});
