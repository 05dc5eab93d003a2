import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sanitizeAnnouncementHtml } from './service.ts';

const t = useTestApp({ loginAs: ['hengda01'] });

describe('announcements', () => {
  it('pages published announcements newest first', async () => {
    const res = await t.call('GET', '/backend-common/msg/queryPageMsg', {
      token: t.token('hengda01'),
      query: { pageNum: '1', pageSize: '2' },
    });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.records[0].annoCode).toBe('A2026110001');
  });

  it('returns one announcement with attachments', async () => {
    const res = await t.call('GET', '/backend-common/msg/queryMsg', {
      token: t.token('hengda01'),
      query: { annoCode: 'A2026110002' },
    });
    expect(res.body.data.materialList).toHaveLength(2);
    expect(decodeURIComponent(res.body.data.materialList[0].materialName)).toBe('培训补贴标准.csv');
    const missing = await t.call('GET', '/backend-common/msg/queryMsg', {
      token: t.token('hengda01'),
      query: { annoCode: 'nope' },
    });
    expect(missing.body.code).toBe(404);
  });

  it('strips scripts and event handlers from announcement HTML', () => {
    const clean = sanitizeAnnouncementHtml(
      '<p onclick="x()">好<script>alert(1)</script><img src="x.png" onerror="steal()"><a href="javascript:x">链接</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(clean).toContain('<img src="x.png" />');
  });
});

describe('announcement attachments', () => {
  it('lists attachments as signed URLs that download the stored file', async () => {
    const notice = await t.call('GET', '/backend-common/msg/queryMsg', {
      token: t.token('hengda01'),
      query: { annoCode: 'A2026110002' },
    });
    const url: string = notice.body.data.materialList[0].url;
    expect(url).toMatch(/^\/api\/backend-common\/fileManage\/object\?objectKey=notice%2F/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('培训补贴标准.csv')}`,
    );
    expect(res.body).toContain('初级工,1000');
    const forged = url.replace(/sign=[0-9a-f]+/, `sign=${'a'.repeat(64)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('gives every demo notice attachment a file that exists', async () => {
    for (const annoCode of ['A2026110001', 'A2026110002']) {
      const notice = await t.call('GET', '/backend-common/msg/queryMsg', {
        token: t.token('hengda01'),
        query: { annoCode },
      });
      for (const { url } of notice.body.data.materialList) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    }
  });
});
