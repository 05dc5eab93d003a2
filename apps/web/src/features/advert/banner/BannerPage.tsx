import { type BannerKind, type BannerRow, bannerKinds, bannerRoutesByKind } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Image, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  confirmDelete,
  errorText,
  RowAction,
  SortableTable,
  TableToolbar,
  useFeedback,
  useModalState,
  usePermission,
} from '../../../components';
import BannerFormModal from './BannerFormModal.tsx';

const windowColors: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/**
 * One page for the three banner kinds (轮播图, 职位轮播图, 认证轮播图): the carousel in its order, dragged
 * by the grip to reorder (saved at once), with add, edit and delete. The public apps show only the banners
 * whose online window holds now.
 */
function BannerPage({ kind }: { kind: BannerKind }) {
  const { perm, label } = bannerKinds[kind];
  const routes = bannerRoutesByKind[kind];
  const { message } = useFeedback();
  const can = usePermission();
  const queryClient = useQueryClient();
  const queryKey = ['advert', 'banners', kind];
  const query = useQuery({ queryKey, queryFn: () => call(routes.queryBanner, {}) });
  const modal = useModalState<BannerRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const reorder = async (codes: string[]) => {
    try {
      await call(routes.sortBanner, { body: { codes } });
      message.success('操作成功');
    } catch (error) {
      message.error(errorText(error));
      throw error;
    } finally {
      await refresh();
    }
  };

  const remove = (row: BannerRow) =>
    confirmDelete(async () => {
      await call(routes.removeBanner, { body: { bannerCode: row.bannerCode } });
      message.success('删除成功');
      await refresh();
    }, `此操作将删除${label}“${row.title}”, 是否继续?`);

  const columns: ColumnsType<BannerRow> = [
    {
      title: '图片',
      key: 'picture',
      width: 150,
      render: (_, row) => (
        <Image
          src={row.pictureUrl ?? undefined}
          alt={`${row.title}的图片`}
          width={125}
          height={50}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ),
    },
    { title: '标题', dataIndex: 'title', key: 'title' },
    {
      title: '跳转',
      key: 'link',
      render: (_, row) =>
        row.linkType === 0 ? (
          '无跳转'
        ) : (
          <Space size={4} wrap>
            <Tag>{row.linkTypeName}</Tag>
            {row.linkName ? (
              <Typography.Text ellipsis style={{ maxWidth: 240 }}>
                {row.linkName}
              </Typography.Text>
            ) : (
              <Typography.Text type="danger">目标已不存在</Typography.Text>
            )}
          </Space>
        ),
    },
    {
      title: '上线时段',
      key: 'window',
      width: 190,
      render: (_, row) => (
        <span>
          {row.beginTime}
          <br />至 {row.endTime}
        </span>
      ),
    },
    {
      title: '状态',
      key: 'windowState',
      width: 90,
      render: (_, row) => <Tag color={windowColors[row.windowState]}>{row.windowStateName}</Tag>,
    },
    actionsColumn<BannerRow>(130, (row) => (
      <>
        <RowAction code={`${perm}:edit`} onClick={() => modal.show(row)}>
          编辑
        </RowAction>
        <RowAction code={`${perm}:remove`} danger onClick={() => void remove(row)}>
          删除
        </RowAction>
      </>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar>
        <AddButton code={`${perm}:add`} onClick={() => modal.show(null)} />
        <Typography.Text type="secondary">拖动左侧手柄调整轮播顺序，松开后立即保存</Typography.Text>
      </TableToolbar>
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, `获取${label}失败`)} />
      ) : (
        <SortableTable<BannerRow>
          aria-label={`${label}列表`}
          rows={query.data ?? []}
          rowKey={(row) => row.bannerCode}
          rowLabel={(row) => row.title}
          columns={columns}
          loading={query.isFetching}
          readOnly={!can(`${perm}:edit`)}
          onReorder={reorder}
          locale={{ emptyText: '暂无数据' }}
        />
      )}
      <BannerFormModal
        open={modal.open}
        routes={routes}
        label={label}
        banner={modal.data}
        onClose={modal.close}
        onSaved={() => {
          modal.close();
          void refresh();
        }}
      />
    </Card>
  );
}

export const MainBannerPage = () => <BannerPage kind="banner" />;
export const JobBannerPage = () => <BannerPage kind="jobBanner" />;
export const AuthBannerPage = () => <BannerPage kind="authBanner" />;
