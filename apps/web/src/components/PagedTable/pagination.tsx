import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement } from 'react';

const ARROW_NAMES: Partial<Record<string, string>> = { prev: '上一页', next: '下一页' };

/**
 * Pagination's arrow buttons hold only an icon (decorative, see app/decorative-icons.tsx): give them their
 * Chinese names. Pass as `itemRender` to every Pagination.
 */
export const namedPageItems: NonNullable<PaginationProps['itemRender']> = (_page, type, element) => {
  const name = ARROW_NAMES[type];
  return name && isValidElement<{ 'aria-label'?: string }>(element)
    ? cloneElement(element, { 'aria-label': name })
    : element;
};
