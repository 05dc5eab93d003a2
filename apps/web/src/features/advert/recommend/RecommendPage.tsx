import type { RecommendKind, RecommendRow } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Image, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AddButton,
  actionsColumn,
  confirmDelete,
  errorText,
  RowAction,
  SortableTable,
  TableToolbar,
  useFeedback,
  usePermission,
} from '../../../components';
import RecommendPickerModal from './RecommendPickerModal.tsx';
import { recommendApis } from './recommend-kinds.ts';

/**
 * 推荐课程 and 推荐职位: the recommendations in order (drag to reorder, saved at once), each enabled or
 * disabled, or swapped for another online one (更换); the public sees an enabled one only while its course or job is online.
 */
function RecommendPage({ kindName }: { kindName: RecommendKind }) {
  const kind = recommendApis[kindName];
  const { message } = useFeedback();
  const can = usePermission();
  const queryClient = useQueryClient();
  const queryKey = ['advert', 'recommends', kind.kind];
  const query = useQuery({ queryKey, queryFn: kind.list });
  const [picking, setPicking] = useState(false);
  /** The recommendation being swapped for another course or job. */
  const [replacing, setReplacing] = useState<RecommendRow | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      message.success(success);
    } catch (error) {
      message.error(errorText(error));
      throw error;
    } finally {
      await refresh();
    }
  };

  const toggle = async (row: RecommendRow, on: boolean) => {
    setSwitching(row.recommendCode);
    await run(() => kind.setAvailable(row, on ? 1 : 0), '操作成功').catch(() => undefined);
    setSwitching(null);
  };

  const remove = (row: RecommendRow) =>
    confirmDelete(
      async () => {
        await kind.remove(row.recommendCode);
        message.success('删除成功');
        await refresh();
      },
      `此操作将取消推荐“${row.targetName ?? row.targetCode}”, 是否继续?`,
    );

  const columns: ColumnsType<RecommendRow> = [
    ...(kind.kind === 'course'
      ? [
          {
            title: '封面',
            key: 'cover',
            width: 110,
            render: (_: unknown, row: RecommendRow) => (
              <Image
                src={row.coverUrl ?? undefined}
                alt={`${row.targetName ?? ''}的封面`}
                width={88}
                height={50}
              />
            ),
          },
        ]
      : []),
    {
      title: `${kind.target}名称`,
      key: 'targetName',
      render: (_, row) =>
        row.targetName ?? <Typography.Text type="danger">{kind.target}已删除</Typography.Text>,
    },
    { title: '所属企业', key: 'cmpyName', render: (_, row) => row.cmpyName ?? '平台' },
    {
      title: `${kind.target}状态`,
      key: 'targetState',
      width: 110,
      render: (_, row) => <Tag color={row.targetOnline ? 'green' : 'default'}>{row.targetStateName}</Tag>,
    },
    {
      title: '启用',
      key: 'available',
      width: 80,
      render: (_, row) => (
        <Switch
          size="small"
          aria-label={`启用推荐：${row.targetName ?? row.targetCode}`}
          checked={row.available === 1}
          loading={switching === row.recommendCode}
          disabled={!can(`${kind.perm}:edit`)}
          onChange={(on) => void toggle(row, on)}
        />
      ),
    },
    {
      title: '公众端',
      key: 'shown',
      width: 100,
      render: (_, row) =>
        row.shown ? (
          <Tag color="green">展示中</Tag>
        ) : (
          <Tag>{row.available ? `${kind.target}未上线` : '已停用'}</Tag>
        ),
    },
    actionsColumn<RecommendRow>(150, (row) => (
      <Space size={0}>
        <RowAction code={`${kind.perm}:edit`} onClick={() => setReplacing(row)}>
          更换
        </RowAction>
        <RowAction code={`${kind.perm}:remove`} danger onClick={() => void remove(row)}>
          取消推荐
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar>
        <AddButton code={`${kind.perm}:add`} onClick={() => setPicking(true)} />
        <Typography.Text type="secondary">
          拖动左侧手柄调整顺序；{kind.target}下线后自动不在公众端展示
        </Typography.Text>
      </TableToolbar>
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, `获取${kind.label}失败`)} />
      ) : (
        <SortableTable<RecommendRow>
          aria-label={`${kind.label}列表`}
          rows={query.data ?? []}
          rowKey={(row) => row.recommendCode}
          rowLabel={(row) => row.targetName ?? row.targetCode}
          columns={columns}
          loading={query.isFetching}
          readOnly={!can(`${kind.perm}:edit`)}
          onReorder={(codes) => run(() => kind.sort(codes), '操作成功')}
          locale={{ emptyText: '暂无数据' }}
        />
      )}
      <RecommendPickerModal
        kind={kind}
        open={picking || replacing !== null}
        replacing={replacing}
        onClose={() => {
          setPicking(false);
          setReplacing(null);
        }}
        onAdded={() => void refresh()}
      />
    </Card>
  );
}

export const RecommendCoursePage = () => <RecommendPage kindName="course" />;
export const RecommendJobPage = () => <RecommendPage kindName="job" />;
