import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHINESE_NAMES, chineseNames, decorativeIcons } from '../../build-plugins.ts';
import { DecorativeIconLight } from './decorative-icons.tsx';

const require = createRequire(import.meta.url);

const plus = {
  name: 'plus',
  theme: 'outlined' as const,
  icon: {
    tag: 'svg',
    attrs: { viewBox: '64 64 896 896' },
    children: [{ tag: 'path', attrs: { d: 'M0 0h1v1z' } }],
  },
};

describe('decorative antd icons', () => {
  it('hide an icon without a name of its own, so a button is named by its text', () => {
    render(
      <button type="button">
        <DecorativeIconLight icon={plus} />
        新增
      </button>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    const icon = document.querySelector('.anticon-plus')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.hasAttribute('aria-label')).toBe(false);
    expect(icon.hasAttribute('role')).toBe(false);
  });

  it('keep a Chinese name given to them', () => {
    render(<DecorativeIconLight icon={plus} aria-label="添加" />);
    expect(screen.getByRole('img', { name: '添加' })).toBeTruthy();
  });

  it('are what the build gives every antd icon module, and only those', () => {
    const plugin = decorativeIcons();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const icon = '/x/node_modules/@ant-design/icons/es/icons/PlusOutlined.js';
    const light = resolve('../components/AntdIconLight', icon);
    expect(light).toMatch(/AntdIconLight$/);
    expect(load(light!)).toMatch(
      /export \{ DecorativeIconLight as default \} from ".*decorative-icons\.tsx"/,
    );
    expect(load(resolve('../components/AntdIcon', icon)!)).toContain('DecorativeIcon as default');
    expect(resolve('../components/AntdIconLight', '/x/src/app/Other.tsx')).toBeNull();
    expect(resolve('./Context', icon)).toBeNull();
  });

  it('turns the English names hard-coded in third-party modules into Chinese, and fails when one moved', () => {
    const plugin = chineseNames();
    const transform = plugin.transform as (
      this: unknown,
      code: string,
      id: string,
    ) => { code: string } | null;
    const errors: string[] = [];
    const ctx = { error: (message: string) => errors.push(message) };
    const files = ['@rc-component/input-number/es/StepHandler.js', '@rc-component/input/es/BaseInput.js'];
    expect(files).toHaveLength(CHINESE_NAMES.length);
    for (const [i, rule] of CHINESE_NAMES.entries()) {
      const file = require.resolve(files[i]!);
      expect(rule.file.test(file)).toBe(true);
      const out = transform.call(ctx, readFileSync(file, 'utf8'), file);
      expect(out?.code).toContain(rule.to);
      expect(out?.code).not.toContain(rule.from);
      transform.call(ctx, 'export {}', file);
    }
    expect(errors).toHaveLength(CHINESE_NAMES.length);
    expect(transform.call(ctx, "'Increase Value'", '/x/src/app/Other.tsx')).toBeNull();
  });
});
