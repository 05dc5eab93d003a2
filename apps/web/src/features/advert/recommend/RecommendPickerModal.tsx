import { advertLimits, type RecommendCandidate, type RecommendRow } from '@hr/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Image, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { CompanyPicker, errorText, namedPageItems, useFeedback } from '../../../components';
import type { RecommendApi } from './recommend-kinds.ts';

export interface RecommendPickerModalProps {
  kind: RecommendApi;
  open: boolean;
  onClose: () => void;
  /** After each recommendation added (or the one replaced). */
  onAdded: () => void;
  /** Swap this recommendation's target for the one picked (then close) instead of adding. */
  replacing?: RecommendRow | null;
}

/**
 * Online courses or jobs by company and name, each recommended with one click (added last); when
 * `replacing`, the one picked takes that recommendation's place instead.
 */
export default function RecommendPickerModal({
  kind,
  open,
  onClose,
  onAdded,
  replacing,
}: RecommendPickerModalProps) {
  const { message } = useFeedback();
  const [cmpyCode, setCmpyCode] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [adding, setAdding] = useState<string | null>(null);
  const pageSize = advertLimits.candidatePageSize;
  const query = useQuery({
    queryKey: ['advert', 'candidates', kind.kind, cmpyCode, keyword, pageNum],
    queryFn: () =>
      kind.candidates({
        pageNum,
        pageSize,
        ...(keyword ? { keyword } : {}),
        ...(cmpyCode ? { cmpyCode } : {}),
      }),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  const add = async (row: RecommendCandidate) => {
    setAdding(row.targetCode);
    try {
      if (replacing) {
        await kind.replace(replacing, row.targetCode);
        message.success('更新成功');
        onAdded();
        onClose();
        return;
      }
      await kind.save(row.targetCode);
      message.success('新增成功');
      onAdded();
      await query.refetch();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setAdding(null);
    }
  };

  return (
    <Modal
      title={
        replacing ? `更换${kind.label}：${replacing.targetName ?? replacing.targetCode}` : `添加${kind.label}`
      }
      open={open}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor="recommend-picker-company">所属企业</label>
        <CompanyPicker
          id="recommend-picker-company"
          certifiedOnly={false}
          placeholder="全部企业"
          value={cmpyCode ?? null}
          onChange={(code) => {
            setCmpyCode(code);
            setPageNum(1);
          }}
          style={{ width: 260 }}
        />
        <Input.Search
          aria-label={`${kind.target}名称`}
          placeholder={`请输入${kind.target}名称`}
          allowClear
          maxLength={50}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
          style={{ width: 260 }}
        />
      </Space>
      <Table<RecommendCandidate>
        size="small"
        rowKey="targetCode"
        loading={query.isFetching}
        dataSource={query.data?.records ?? []}
        locale={{ emptyText: `暂无已上线的${kind.target}` }}
        pagination={{
          current: pageNum,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          itemRender: namedPageItems,
          onChange: setPageNum,
        }}
        columns={[
          ...(kind.kind === 'course'
            ? [
                {
                  title: '封面',
                  key: 'cover',
                  width: 96,
                  render: (_: unknown, row: RecommendCandidate) => (
                    <Image
                      src={row.coverUrl ?? undefined}
                      alt={`${row.targetName}的封面`}
                      width={72}
                      height={40}
                    />
                  ),
                },
              ]
            : []),
          { title: `${kind.target}名称`, dataIndex: 'targetName', key: 'targetName' },
          { title: '所属企业', key: 'cmpyName', render: (_, row) => row.cmpyName ?? '平台' },
          { title: kind.kind === 'course' ? '价格' : '薪资', dataIndex: 'detail', key: 'detail', width: 120 },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                disabled={row.recommended}
                loading={adding === row.targetCode}
                aria-label={
                  row.recommended
                    ? `${row.targetName}已推荐`
                    : `${replacing ? '换成' : '推荐'}${row.targetName}`
                }
                onClick={() => void add(row)}
              >
                {row.recommended ? '已推荐' : replacing ? '换成' : '推荐'}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
