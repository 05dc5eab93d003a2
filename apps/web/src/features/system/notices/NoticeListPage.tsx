import { type Announcement, api } from '@hr/contract';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../app/request.ts';
import { PagedTable, TableToolbar } from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';

type NoticeRow = Omit<Announcement, 'annoContent' | 'materialList'>;

const columns: ColumnsType<NoticeRow> = [
  {
    title: '标题',
    dataIndex: 'annoTitle',
    ellipsis: true,
    render: (title: string, notice) => (
      <Link to={`/notice?${new URLSearchParams({ annoCode: notice.annoCode })}`}>{title}</Link>
    ),
  },
  { title: '发布时间', dataIndex: 'publishTime', width: 200, render: (time: string | null) => time ?? '-' },
];

/** 消息公告 (/setup/notice): the announcements, newest first; a title opens its detail page. */
export default function NoticeListPage() {
  const [annoTitle, setAnnoTitle] = useState('');
  return (
    <Card variant="borderless">
      <TableToolbar
        search={{ placeholder: '请输入公告标题', maxLength: 50, width: 320, onSearch: setAnnoTitle }}
      />
      <PagedTable<NoticeRow>
        rowKey="annoCode"
        columns={columns}
        queryKey={[...systemKeys.notices, { annoTitle }]}
        fetcher={(page) =>
          call(api.msg.queryPageMsg, { query: { ...page, annoTitle: annoTitle || undefined } })
        }
      />
    </Card>
  );
}
