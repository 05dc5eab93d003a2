import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../platform/zod-locale.ts';
import {
  AuditMaterialBody,
  materialImageUpload,
  materialRoutes,
  UploadMaterialForm,
} from './material.routes.ts';
import {
  canAudit,
  defaultMaterialName,
  isSelectableMaterial,
  MEDIA_DEFAULT_PAGE_SIZE,
  MEDIA_PAGE_SIZES,
  materialBadgeText,
  materialMessages,
  reviewStatusOf,
  selectionLimitProblem,
} from './material-rules.ts';

const item = (over: Partial<Parameters<typeof materialBadgeText>[0]> = {}) => ({
  materialType: 1,
  url: '/api/x.png',
  applyState: 0,
  auditJson: null,
  ...over,
});

describe('media apply state (platform §4)', () => {
  it('reads 1 as passed, 2 as failed and anything else as under review', () => {
    expect(reviewStatusOf(1)).toBe('passed');
    expect(reviewStatusOf(2)).toBe('failed');
    for (const other of [0, 3, 9, null, undefined]) expect(reviewStatusOf(other)).toBe('underReview');
  });

  it('badges each state, a failure with its reason, a video without url as processing', () => {
    expect(materialBadgeText(item({ applyState: 1 }))).toBe('审核通过');
    expect(materialBadgeText(item({ applyState: 0 }))).toBe('审核中');
    expect(materialBadgeText(item({ applyState: 7 }))).toBe('审核中');
    expect(materialBadgeText(item({ applyState: 2, auditJson: '图片含联系方式' }))).toBe(
      '审核未通过：图片含联系方式',
    );
    expect(materialBadgeText(item({ materialType: 2, url: null, applyState: 1 }))).toBe('处理中');
    expect(materialBadgeText(item({ materialType: 2, applyState: 1 }))).toBe('审核通过');
  });

  it('lets only passed materials with a file be selected', () => {
    expect(isSelectableMaterial({ applyState: 1, url: '/a.png' })).toBe(true);
    expect(isSelectableMaterial({ applyState: 0, url: '/a.png' })).toBe(false);
    expect(isSelectableMaterial({ applyState: 2, url: '/a.png' })).toBe(false);
    expect(isSelectableMaterial({ applyState: 1, url: null })).toBe(false);
  });

  it('allows review decisions that change the state, never the same one twice', () => {
    expect(canAudit(0, 1)).toBe(true);
    expect(canAudit(0, 2)).toBe(true);
    expect(canAudit(1, 2)).toBe(true);
    expect(canAudit(2, 1)).toBe(true);
    expect(canAudit(1, 1)).toBe(false);
    expect(canAudit(2, 2)).toBe(false);
    expect(canAudit(0, 0)).toBe(false);
  });
});

describe('selection limits (platform §5)', () => {
  it('says 最多可选择N张图片 for images and 可选视频最多N个 for videos once the limit is reached', () => {
    expect(selectionLimitProblem(1, 4, 5)).toBeNull();
    expect(selectionLimitProblem(1, 5, 5)).toBe('最多可选择5张图片');
    expect(selectionLimitProblem(2, 0, 1)).toBeNull();
    expect(selectionLimitProblem(2, 1, 1)).toBe('可选视频最多1个');
  });
});

describe('media dialog constants (platform §9)', () => {
  it('pages by 9, 18, 27, 36 with 9 by default', () => {
    expect(MEDIA_PAGE_SIZES).toEqual([9, 18, 27, 36]);
    expect(MEDIA_DEFAULT_PAGE_SIZE).toBe(9);
    expect(materialRoutes.queryPageMaterial.query?.parse({}).pageSize).toBe(9);
  });

  it('uses the spec load-failure and empty messages', () => {
    expect(materialMessages.loadMaterialsFailed).toBe('获取素材失败！');
    expect(materialMessages.loadGroupsFailed).toBe('获取分组失败！');
    expect(materialMessages.empty).toBe('暂无数据');
  });

  it('takes images up to 10 MB in the field multipartFile, with the material flow message', () => {
    expect(materialImageUpload).toEqual({
      field: 'multipartFile',
      maxBytes: 10485760,
      tooLarge: '文件大小不能超过10M',
    });
  });
});

describe('uploadMaterial form', () => {
  const parse = (form: Record<string, string>) => UploadMaterialForm.safeParse(form);

  it('takes an image with only its type; blank fields count as not given', () => {
    const result = parse({ materialType: '1', cmpyCode: '', materialName: '', groupCode: '', md5: '' });
    expect(result.success && result.data).toEqual({ materialType: 1 });
  });

  it('needs file name, size and md5 for a video task', () => {
    const missing = parse({ materialType: '2', fileName: 'a.mp4' });
    expect(!missing.success && firstIssueMessage(missing.error)).toBe(materialMessages.videoFieldsRequired);
    const ok = parse({
      materialType: '2',
      materialName: '宣传片',
      fileName: 'a.mp4',
      fileSize: '2048',
      md5: 'D41D8CD98F00B204E9800998ECF8427E',
    });
    expect(ok.success && ok.data).toMatchObject({ fileSize: 2048, md5: 'd41d8cd98f00b204e9800998ecf8427e' });
  });

  it('refuses a wrong type, a bad md5 and a long name in Chinese', () => {
    const messages = [
      parse({ materialType: '3' }),
      parse({}),
      parse({ materialType: '1', md5: 'xyz' }),
      parse({ materialType: '1', materialName: '名'.repeat(51) }),
    ].map((r) => (!r.success ? firstIssueMessage(r.error) : 'accepted'));
    expect(messages).toEqual([
      '素材类型只能是1图片或2视频',
      '素材类型只能是1图片或2视频',
      'MD5格式不正确',
      '素材名称不能超过50个字符',
    ]);
  });
});

describe('auditMaterial body', () => {
  it('requires a reason to fail a material', () => {
    const failed = AuditMaterialBody.safeParse({ materialCode: 'M1', applyState: 2, reason: '  ' });
    expect(!failed.success && firstIssueMessage(failed.error)).toBe('请输入审核未通过原因');
    expect(AuditMaterialBody.safeParse({ materialCode: 'M1', applyState: 2, reason: '模糊' }).success).toBe(
      true,
    );
    expect(AuditMaterialBody.safeParse({ materialCode: 'M1', applyState: 1 }).success).toBe(true);
    const other = AuditMaterialBody.safeParse({ materialCode: 'M1', applyState: 0 });
    expect(!other.success && firstIssueMessage(other.error)).toBe('审核结果只能是1通过或2未通过');
  });
});

describe('defaultMaterialName', () => {
  it('drops the extension and keeps at most 50 characters', () => {
    expect(defaultMaterialName('厂区大门.png')).toBe('厂区大门');
    expect(defaultMaterialName('.png')).toBe('.png');
    expect(defaultMaterialName(`${'图'.repeat(60)}.jpg`)).toHaveLength(50);
  });
});
