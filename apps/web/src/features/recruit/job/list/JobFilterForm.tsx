import { api, type JobCategoryNode, workTypeNames } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Form, Input, Select } from 'antd';
import { call } from '../../../../app/request.ts';
import { DateTimeRangePicker, FilterActions, RegionCascader } from '../../../../components';
import type { JobFilterValues } from './jobList.ts';

interface CategoryOption {
  value: string;
  label: string;
  children?: CategoryOption[];
}

const toOptions = (nodes: readonly JobCategoryNode[]): CategoryOption[] =>
  nodes.map((node) => ({
    value: node.categorieCode,
    label: node.categorieName,
    ...(node.children.length ? { children: toOptions(node.children) } : {}),
  }));

const workTypeOptions = Object.entries(workTypeNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The job categories of the filter: 全部 first, then the two-level tree (spec §3, queryJobCateSelf). */
export const jobCategoryFilterKey = ['recruit', 'job-categories', 'self'] as const;

export interface JobFilterFormProps {
  onSearch: (values: JobFilterValues) => void;
}

/**
 * The job list's filter panel: category (parent or child), name, submit time, work type and region; 查询
 * searches, 重置 clears and searches with no filters.
 */
export function JobFilterForm({ onSearch }: JobFilterFormProps) {
  const [form] = Form.useForm<JobFilterValues>();
  const categories = useQuery({
    queryKey: jobCategoryFilterKey,
    queryFn: () => call(api.jobCategory.queryJobCateSelf, {}),
    staleTime: 60_000,
  });
  return (
    <Form<JobFilterValues>
      form={form}
      name="jobFilters"
      layout="inline"
      onFinish={(values) => onSearch({ ...values })}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      <Form.Item name="category" label="职位工种">
        <Cascader<CategoryOption>
          options={toOptions(categories.data ?? [])}
          changeOnSelect
          allowClear
          placeholder="全部"
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="jobName" label="职位名称">
        <Input allowClear maxLength={126} placeholder="请输入职位名称" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="time" label="提交时间">
        <DateTimeRangePicker style={{ width: 360 }} />
      </Form.Item>
      <Form.Item name="workType" label="工作性质">
        <Select allowClear options={workTypeOptions} placeholder="全部" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="region" label="工作地区">
        <RegionCascader changeOnSelect placeholder="全部" style={{ width: 220 }} />
      </Form.Item>
      <FilterActions form={form} onReset={() => onSearch({})} />
    </Form>
  );
}
