import { api, type TrainLabelType } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { call } from '../../../app/request.ts';

export interface TrainLabelSelectProps extends Omit<SelectProps<string | string[]>, 'options'> {
  /** 1 skill (course labels, platform §7), 2 education. */
  labelType: TrainLabelType;
  /** Most labels chosen in multiple mode (platform §9: 8 by default). */
  max?: number;
}

/** Training labels of one type, hot ones first, searchable by name; the value is label codes. */
export function TrainLabelSelect({ labelType, max, mode, value, ...props }: TrainLabelSelectProps) {
  const labels = useQuery({
    queryKey: ['train', 'labels', labelType],
    queryFn: () => call(api.trainLabel.getLabels, { query: { labelType } }),
    staleTime: 60_000,
  });
  const hot = labels.data?.hot ?? [];
  const hotCodes = new Set(hot.map((l) => l.labelCode));
  const rest = (labels.data?.groups ?? [])
    .flatMap((group) => group.labels)
    .filter((l) => !hotCodes.has(l.labelCode));
  const chosen = Array.isArray(value) ? value : [];
  const full = mode === 'multiple' && max !== undefined && chosen.length >= max;
  const option = (label: { labelCode: string; labelName: string }) => ({
    value: label.labelCode,
    label: label.labelName,
    disabled: full && !chosen.includes(label.labelCode),
  });
  return (
    <Select
      {...props}
      mode={mode}
      value={value}
      loading={labels.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        ...(hot.length ? [{ label: '热门', options: hot.map(option) }] : []),
        { label: '全部', options: rest.map(option) },
      ]}
    />
  );
}
