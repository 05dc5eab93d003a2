import { describe, expect, it } from 'vitest';
import { attachmentName, safeHref } from './attachment.ts';

describe('attachmentName', () => {
  it('decodes a URI-encoded name', () => {
    expect(attachmentName('%E6%8B%9B%E8%81%98%E7%AE%80%E7%AB%A0.pdf')).toBe('招聘简章.pdf');
  });

  it('keeps a plain name and falls back to the raw name when decoding throws', () => {
    expect(attachmentName('报名表.docx')).toBe('报名表.docx');
    expect(attachmentName('100%完成.xlsx')).toBe('100%完成.xlsx');
  });
});

describe('safeHref', () => {
  it('allows http(s) and site-relative links', () => {
    expect(safeHref('https://oss.example.com/a.pdf')).toBe('https://oss.example.com/a.pdf');
    expect(safeHref('/api/files/a.pdf')).toBe('/api/files/a.pdf');
  });

  it('refuses script, data and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('//evil.example.com/x')).toBeUndefined();
  });
});
