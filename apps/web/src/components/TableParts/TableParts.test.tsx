import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../Permission';
import { actionsColumn, orDash } from './columns';
import { RowAction } from './RowAction';
import { AddButton, TableToolbar } from './TableToolbar';

describe('TableToolbar', () => {
  it('searches with the trimmed keyword and shows the buttons after the search', async () => {
    const onSearch = vi.fn();
    render(
      <TableToolbar search={{ placeholder: '请输入角色名称', onSearch }}>
        <button type="button">展开全部</button>
      </TableToolbar>,
    );
    const input = screen.getByPlaceholderText('请输入角色名称') as HTMLInputElement;
    expect(input.maxLength).toBe(30);
    await userEvent.type(input, '  运营 ');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(onSearch).toHaveBeenLastCalledWith('运营');
    expect(screen.getByRole('button', { name: '展开全部' })).toBeTruthy();
  });

  it('takes a longer keyword when asked, and may have no search at all', () => {
    render(<TableToolbar search={{ placeholder: '请输入公告标题', maxLength: 50, onSearch: () => {} }} />);
    expect((screen.getByPlaceholderText('请输入公告标题') as HTMLInputElement).maxLength).toBe(50);
    const { container } = render(<TableToolbar />);
    expect(container.querySelector('input')).toBeNull();
  });
});

describe('AddButton', () => {
  it('shows 新增 to holders of the code only', async () => {
    const onClick = vi.fn();
    const { unmount } = render(
      <PermissionProvider codes={['plateform:system', 'system:role:add']}>
        <AddButton code="system:role:add" onClick={onClick} />
      </PermissionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(onClick).toHaveBeenCalledOnce();
    unmount();
    render(
      <PermissionProvider codes={['plateform:system', 'system:role:edit']}>
        <AddButton code="system:role:add" onClick={onClick} />
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('RowAction', () => {
  const renderAction = (blocked?: string | null, codes = ['plateform:system', 'system:user:remove']) => {
    const onClick = vi.fn();
    render(
      <PermissionProvider codes={codes}>
        <RowAction code="system:user:remove" danger blocked={blocked} onClick={onClick}>
          删除
        </RowAction>
      </PermissionProvider>,
    );
    return onClick;
  };
  const button = () => screen.getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement;

  it('runs its action', async () => {
    const onClick = renderAction(null);
    expect(button().disabled).toBe(false);
    await userEvent.click(button());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled when blocked and says why on hover', async () => {
    const onClick = renderAction('不能删除自己');
    expect(button().disabled).toBe(true);
    fireEvent.pointerEnter(button());
    expect((await screen.findByRole('tooltip')).textContent).toBe('不能删除自己');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is absent without the permission', () => {
    renderAction(undefined, ['plateform:system', 'system:user:edit']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('columns', () => {
  it('orDash fills empty cells', () => {
    expect(orDash('备注')).toBe('备注');
    for (const empty of ['', null, undefined]) expect(orDash(empty)).toBe('-');
  });

  it('actionsColumn is the right-pinned 操作 column', () => {
    const column = actionsColumn<{ id: string }>(110, (row) => `actions of ${row.id}`);
    expect(column).toMatchObject({ title: '操作', key: 'actions', width: 110, fixed: 'right' });
    expect(column.render?.(undefined, { id: 'U1' }, 0)).toBe('actions of U1');
  });
});
