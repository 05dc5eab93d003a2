import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedTableHandle, type PageRequest } from './PagedTable';

interface Row {
  id: number;
  name: string;
}

/** A fake server list: rows can be deleted between fetches, like the real one. */
function fakeServer(count: number) {
  let rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `行${i + 1}` }));
  const fetcher = vi.fn(async ({ pageNum, pageSize }: PageRequest) => ({
    records: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
  }));
  return {
    fetcher,
    remove: (...ids: number[]) => {
      rows = rows.filter((row) => !ids.includes(row.id));
    },
    /** The pages asked for since the last call, then forgets them. */
    takeCalls: () => fetcher.mock.calls.splice(0).map(([page]) => page),
  };
}

function setup(fetcher: (page: PageRequest) => Promise<{ records: Row[]; total: number }>, filter = 'a') {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  const ref = createRef<PagedTableHandle>();
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>
  );
  const table = (key: string) => (
    <PagedTable<Row>
      ref={ref}
      rowKey="id"
      columns={[{ title: '名称', dataIndex: 'name' }]}
      fetcher={fetcher}
      queryKey={['rows', { filter: key }]}
    />
  );
  const view = render(wrap(table(filter)));
  return { ref, rerender: (key: string) => view.rerender(wrap(table(key))) };
}

const goToPage = async (page: number) => {
  await userEvent.click(screen.getByTitle(String(page)));
};

describe('PagedTable', () => {
  it('fetches page 1 with the default size and shows rows and the total', async () => {
    const server = fakeServer(25);
    setup(server.fetcher);
    await screen.findByText('行1');
    expect(screen.getByText('行10')).toBeTruthy();
    expect(screen.queryByText('行11')).toBeNull();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(server.takeCalls()).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('fetches the page the user clicks', async () => {
    const server = fakeServer(25);
    setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(3);
    await screen.findByText('行21');
    expect(server.takeCalls()).toEqual([
      { pageNum: 1, pageSize: 10 },
      { pageNum: 3, pageSize: 10 },
    ]);
  });

  it('offers the page sizes 10, 20, 50, 100 and restarts from page 1 on a new size', async () => {
    const server = fakeServer(60);
    setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(2);
    await screen.findByText('行11');
    server.takeCalls();
    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '10 / page',
      '20 / page',
      '50 / page',
      '100 / page',
    ]);
    await userEvent.click(screen.getByTitle('50 / page'));
    await screen.findByText('行50');
    expect(server.takeCalls()).toEqual([{ pageNum: 1, pageSize: 50 }]);
  });

  it('goes back to page 1 when the query key changes, without fetching the old page number', async () => {
    const server = fakeServer(25);
    const { rerender } = setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(2);
    await screen.findByText('行11');
    server.takeCalls();
    rerender('b');
    await screen.findByText('行1');
    expect(server.takeCalls()).toEqual([{ pageNum: 1, pageSize: 10 }]);
    expect(screen.getByTitle('1').className).toContain('active');
  });

  it('steps back one page after deleting the only row of a later page', async () => {
    const server = fakeServer(11);
    const { ref } = setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(2);
    await screen.findByText('行11');
    server.takeCalls();
    server.remove(11);
    act(() => ref.current!.afterDelete());
    // The cached page 1 shows at once (total 11) until the refetch answers.
    await screen.findByText('共 10 条');
    expect(screen.getByText('行1')).toBeTruthy();
    // Exactly one fetch, of page 1: the emptied page 2 is not asked for again.
    expect(server.takeCalls()).toEqual([{ pageNum: 1, pageSize: 10 }]);
    expect(screen.getByTitle('1').className).toContain('active');
  });

  it('steps back when a batch delete empties the page', async () => {
    const server = fakeServer(23);
    const { ref } = setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(3);
    await screen.findByText('行23');
    server.takeCalls();
    server.remove(21, 22, 23);
    act(() => ref.current!.afterDelete(3));
    await screen.findByText('共 20 条');
    expect(screen.getByText('行11')).toBeTruthy();
    expect(server.takeCalls()).toEqual([{ pageNum: 2, pageSize: 10 }]);
  });

  it('stays on the page and refetches it when rows remain', async () => {
    const server = fakeServer(12);
    const { ref } = setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(2);
    await screen.findByText('行12');
    server.takeCalls();
    server.remove(11);
    act(() => ref.current!.afterDelete(1));
    await waitFor(() => expect(screen.queryByText('行11')).toBeNull());
    expect(server.takeCalls()).toEqual([{ pageNum: 2, pageSize: 10 }]);
    expect(screen.getByText('行12')).toBeTruthy();
  });

  it('never steps below page 1', async () => {
    const server = fakeServer(1);
    const { ref } = setup(server.fetcher);
    await screen.findByText('行1');
    server.takeCalls();
    server.remove(1);
    act(() => ref.current!.afterDelete());
    await waitFor(() => expect(screen.queryByText('行1')).toBeNull());
    expect(server.takeCalls()).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('reload refetches the current page', async () => {
    const server = fakeServer(25);
    const { ref } = setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(2);
    await screen.findByText('行11');
    server.takeCalls();
    act(() => ref.current!.reload());
    await waitFor(() => expect(server.fetcher).toHaveBeenCalledTimes(1));
    expect(server.takeCalls()).toEqual([{ pageNum: 2, pageSize: 10 }]);
  });

  it('moves to the last page when a page past the end comes back empty', async () => {
    const server = fakeServer(30);
    const { ref } = setup(server.fetcher);
    await screen.findByText('行1');
    await goToPage(3);
    await screen.findByText('行21');
    server.takeCalls();
    // Someone else deleted rows: page 3 is now past the end.
    server.remove(...Array.from({ length: 15 }, (_, i) => i + 16));
    act(() => ref.current!.reload());
    await screen.findByText('行11');
    expect(server.takeCalls()).toEqual([
      { pageNum: 3, pageSize: 10 },
      { pageNum: 2, pageSize: 10 },
    ]);
  });

  it('empties the list, shows total 0 and the error message when the fetch fails', async () => {
    let fail = false;
    const server = fakeServer(25);
    const fetcher = vi.fn(async (page: PageRequest) => {
      if (fail) throw new Error('服务器开小差了');
      return server.fetcher(page);
    });
    setup(fetcher);
    await screen.findByText('行1');
    fail = true;
    await goToPage(2);
    await screen.findByText('服务器开小差了');
    // No rows, neither the old page kept as placeholder nor the new one; total 0 hides the pager.
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(0));
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
    expect(screen.getAllByText('服务器开小差了')).toHaveLength(1);
  });

  it('names its selection checkboxes in Chinese, and keeps the hidden copy of select-all out of the tab order', async () => {
    const server = fakeServer(3);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <App>
          <PagedTable<Row>
            rowKey="id"
            // A wide table: antd adds its measuring row with a copy of every column title.
            scroll={{ x: 1200 }}
            columns={[{ title: '名称', dataIndex: 'name' }]}
            fetcher={server.fetcher}
            queryKey={['rows']}
            rowSelection={{ onChange, getCheckboxProps: (row) => ({ disabled: row.id === 3 }) }}
          />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByText('行1');
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['全选本页', '选择第1行', '选择第2行', '选择第3行']);
    // The page's own checkbox props still apply.
    expect(screen.getByRole('checkbox', { name: '选择第3行' }).hasAttribute('disabled')).toBe(true);
    const copies = [...document.querySelectorAll('[aria-hidden="true"] input[type="checkbox"]')];
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual([1, 2]);
  });
});
