import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { Permission } from '../Permission';

export interface ToolbarSearch {
  placeholder: string;
  /** The keyword, trimmed; '' when cleared. */
  onSearch: (keyword: string) => void;
  maxLength?: number;
  width?: number;
}

/** The row above a list: an optional keyword search (查询), then the page's buttons. */
export function TableToolbar({ search, children }: { search?: ToolbarSearch; children?: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {search ? (
        <Input.Search
          placeholder={search.placeholder}
          allowClear
          enterButton="查询"
          maxLength={search.maxLength ?? 30}
          onSearch={(value) => search.onSearch(value.trim())}
          style={{ width: search.width ?? 300 }}
        />
      ) : null}
      {children}
    </Space>
  );
}

/** The toolbar's 新增, for holders of `code`. */
export function AddButton({ code, onClick }: { code: string; onClick: () => void }) {
  return (
    <Permission code={code}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        新增
      </Button>
    </Permission>
  );
}
