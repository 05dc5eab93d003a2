import { walkResources } from '@hr/contract';
import { expect, it } from 'vitest';
import { resourceIcons } from './resource-icons.ts';

it('has every icon that the seeded resource tree names', () => {
  const missing: string[] = [];
  walkResources((node) => {
    if (node.icon && !resourceIcons[node.icon]) missing.push(node.icon);
  });
  expect(missing).toEqual([]);
});
