import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdsPermission, Permission, PermissionProvider, usePermission } from './Permission';

const recruiter = ['plateform:recruit', 'recruit:add', 'course:add'];

function AddButton() {
  return (
    <Permission code="recruit:add" fallback={<span>无权限</span>}>
      <button type="button">发布职位</button>
    </Permission>
  );
}

describe('Permission', () => {
  it('shows children to a user holding the code', () => {
    render(
      <PermissionProvider codes={recruiter}>
        <AddButton />
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '发布职位' })).toBeTruthy();
    expect(screen.queryByText('无权限')).toBeNull();
  });

  it('shows the fallback to a user without the code', () => {
    render(
      <PermissionProvider codes={['plateform:recruit', 'recruit:edit']}>
        <AddButton />
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('shows nothing outside a provider or without a fallback', () => {
    const { container } = render(
      <>
        <AddButton />
        <Permission code="recruit:add">
          <button type="button">发布职位</button>
        </Permission>
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('无权限');
  });

  it('lets *:*:* see everything', () => {
    render(
      <PermissionProvider codes={new Set(['*:*:*'])}>
        <AddButton />
        <Permission code="system:user:remove">
          <span>删除用户</span>
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '发布职位' })).toBeTruthy();
    expect(screen.getByText('删除用户')).toBeTruthy();
  });

  it('accepts any one of several codes', () => {
    render(
      <PermissionProvider codes={recruiter}>
        <Permission code={['label:add', 'recruit:add']}>
          <span>可见</span>
        </Permission>
        <Permission code={['label:add', 'label:edit']}>
          <span>不可见</span>
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByText('可见')).toBeTruthy();
    expect(screen.queryByText('不可见')).toBeNull();
  });
});

function Probe() {
  const can = usePermission();
  return (
    <span>
      {['recruit:add', 'recruit:edit', 'plateform:recruit'].map((code) => `${code}=${can(code)}`).join(' ')}
    </span>
  );
}

describe('usePermission / holdsPermission', () => {
  it('gives a checker function', () => {
    render(
      <PermissionProvider codes={recruiter}>
        <Probe />
      </PermissionProvider>,
    );
    expect(screen.getByText(/recruit:add/).textContent).toBe(
      'recruit:add=true recruit:edit=false plateform:recruit=true',
    );
  });

  it('also needs the area code, as the server does', () => {
    const codes = new Set(recruiter);
    expect(holdsPermission(codes, 'recruit:add')).toBe(true);
    // course:add belongs to the training area, and plateform:train is missing.
    expect(holdsPermission(codes, 'course:add')).toBe(false);
    expect(holdsPermission(new Set([...recruiter, 'plateform:train']), 'course:add')).toBe(true);
    // A code outside the resource tree needs no area.
    expect(holdsPermission(new Set(['report:custom']), 'report:custom')).toBe(true);
  });
});
