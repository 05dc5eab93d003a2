import { api, type TrainLabel, TrainLabelType, trainLabelTypeNames } from '@hr/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Segmented, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  confirmDelete,
  errorText,
  LetterGroupedPicker,
  type PickerItem,
  TableToolbar,
  useFeedback,
  useModalState,
} from '../../../components';
import { TrainLabelDetail } from './TrainLabelDetail.tsx';
import TrainLabelFormModal from './TrainLabelFormModal.tsx';

const trainLabelsKey = ['train', 'labels'] as const;
const typeOptions = [TrainLabelType.skill, TrainLabelType.education, TrainLabelType.all].map((value) => ({
  value,
  label: `${trainLabelTypeNames[value]}${value === TrainLabelType.all ? '' : '标签'}`,
}));
const toItem = (label: TrainLabel): PickerItem => ({
  value: label.labelCode,
  label: label.labelName,
  hot: label.labelHot === 1,
});

/**
 * 课程标签 (/train/label/list): skill and education labels in an alphabetical index with a hot list; the
 * chosen label's details beside it, with edit, set hot and delete.
 */
export default function TrainLabelPage() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [labelType, setLabelType] = useState<number>(TrainLabelType.skill);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const query = useQuery({
    queryKey: [...trainLabelsKey, labelType, keyword],
    queryFn: () =>
      call(api.trainLabel.getLabels, { query: { labelType, ...(keyword ? { labelName: keyword } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const modal = useModalState<TrainLabel | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainLabelsKey });

  const groups = useMemo(
    () => (query.data?.groups ?? []).map((g) => ({ letter: g.letter, items: g.labels.map(toItem) })),
    [query.data],
  );
  const current = query.data?.groups.flatMap((g) => g.labels).find((l) => l.labelCode === chosen[0]);

  const toggleHot = async (label: TrainLabel) => {
    try {
      await call(api.trainLabel.skillsToHot, {
        query: { labelCode: label.labelCode, labelHot: label.labelHot === 1 ? 0 : 1 },
      });
      message.success('操作成功');
      await refresh();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const remove = (label: TrainLabel) =>
    confirmDelete(async () => {
      await call(api.trainLabel.delLabel, { body: { labelCode: label.labelCode } });
      message.success('删除成功');
      setChosen([]);
      await refresh();
    }, `此操作将删除标签“${label.labelName}”, 是否继续?`);

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入标签名称', maxLength: 20, onSearch: setKeyword }}>
        <Segmented
          aria-label="标签类型"
          options={typeOptions}
          value={labelType}
          onChange={(value) => {
            setLabelType(Number(value));
            setChosen([]);
          }}
        />
        <AddButton code="trainLabel:add" onClick={() => modal.show(null)} />
        <Typography.Text type="secondary">共 {query.data?.total ?? 0} 个标签</Typography.Text>
      </TableToolbar>
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, '获取标签失败')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Card size="small" title="标签索引">
              <Spin spinning={query.isFetching}>
                <LetterGroupedPicker
                  groups={groups}
                  hot={(query.data?.hot ?? []).map(toItem)}
                  value={chosen}
                  onChange={setChosen}
                  empty="暂无标签"
                />
              </Spin>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small" title="标签详情">
              <TrainLabelDetail
                label={current}
                onEdit={(label) => modal.show(label)}
                onToggleHot={(label) => void toggleHot(label)}
                onRemove={(label) => void remove(label)}
              />
            </Card>
          </Col>
        </Row>
      )}
      <TrainLabelFormModal
        open={modal.open}
        label={modal.data}
        labelType={labelType}
        onClose={modal.close}
        onSaved={() => {
          modal.close();
          void refresh();
        }}
      />
    </Card>
  );
}
