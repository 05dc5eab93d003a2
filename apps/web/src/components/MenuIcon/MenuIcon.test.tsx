import { walkResources } from '@hr/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, MENU_ICONS, MenuIcon } from './MenuIcon';

describe('MENU_ICONS', () => {
  it('has every icon that the seeded resource tree names', () => {
    const missing: string[] = [];
    walkResources((node) => {
      if (node.icon && !MENU_ICONS[node.icon]) missing.push(node.icon);
    });
    expect(missing).toEqual([]);
  });

  it('offers every icon by name, sorted', () => {
    expect(MENU_ICON_NAMES).toEqual(Object.keys(MENU_ICONS).sort());
    expect(MENU_ICON_NAMES.length).toBeGreaterThan(50);
    expect(MENU_ICON_NAMES).toContain('TeamOutlined');
  });
});

describe('MenuIcon', () => {
  it('draws the named icon', () => {
    const { container } = render(<MenuIcon name="TeamOutlined" />);
    expect(container.querySelector('.anticon-team')).not.toBeNull();
  });

  it('draws nothing for an empty or unknown name', () => {
    for (const name of [null, undefined, '', 'NoSuchOutlined']) {
      const { container, unmount } = render(<MenuIcon name={name} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
