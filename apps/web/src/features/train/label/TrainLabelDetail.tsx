import { FireFilled } from '@ant-design/icons';
import { type TrainLabel, type TrainLabelType, trainLabelTypeNames } from '@hr/contract';
import { Button, Empty, Space, Tag } from 'antd';
import { DetailRow, Permission } from '../../../components';

export interface TrainLabelDetailProps {
  label: TrainLabel | undefined;
  onEdit: (label: TrainLabel) => void;
  onToggleHot: (label: TrainLabel) => void;
  onRemove: (label: TrainLabel) => void;
}

/** The chosen label's fields and what may be done with it. */
export function TrainLabelDetail({ label, onEdit, onToggleHot, onRemove }: TrainLabelDetailProps) {
  if (!label) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请在左侧选择标签" />;
  const hot = label.labelHot === 1;
  return (
    <section aria-label="标签详情">
      <DetailRow label="标签名称" labelWidth={90} value={label.labelName} />
      <DetailRow label="首字母" labelWidth={90} value={label.labelInitial} />
      <DetailRow
        label="标签类型"
        labelWidth={90}
        value={trainLabelTypeNames[label.labelType as TrainLabelType] ?? label.labelType}
      />
      <DetailRow
        label="热门"
        labelWidth={90}
        value={
          hot ? (
            <Tag color="volcano" icon={<FireFilled />}>
              热门
            </Tag>
          ) : (
            '否'
          )
        }
      />
      <DetailRow label="热门排序" labelWidth={90} value={label.labelSort} />
      <DetailRow label="标签描述" labelWidth={90} value={label.labelDesc} />
      <DetailRow label="创建时间" labelWidth={90} value={label.createTime} />
      <Space style={{ marginTop: 16, paddingLeft: 16 }}>
        <Permission code="trainLabel:edit">
          <Button type="primary" onClick={() => onEdit(label)}>
            编辑
          </Button>
        </Permission>
        <Permission code="trainLabel:hot">
          <Button onClick={() => onToggleHot(label)}>{hot ? '取消热门' : '设为热门'}</Button>
        </Permission>
        <Permission code="trainLabel:remove">
          <Button danger onClick={() => onRemove(label)}>
            删除
          </Button>
        </Permission>
      </Space>
    </section>
  );
}
