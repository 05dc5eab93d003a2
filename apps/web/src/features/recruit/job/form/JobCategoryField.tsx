import { api, type JobCategoryNode } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { call } from '../../../../app/request.ts';
import { type FieldAria, fieldAria } from '../../../../components/field-aria';
import { jobCategoriesQueryKey } from '../../job-category/category-tree.ts';

export interface JobCategoryFieldProps extends FieldAria {
  /** [parent code, child code]. */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

interface CategoryOption {
  value: string;
  label: string;
  disabled?: boolean;
  children?: CategoryOption[];
}

/** The tree as cascader options: a job is filed under a child, so a parent without children is disabled. */
export const categoryOptions = (nodes: readonly JobCategoryNode[]): CategoryOption[] =>
  nodes.map((node) => ({
    value: node.categorieCode,
    label: node.categorieName,
    ...(node.children.length
      ? { children: node.children.map((c) => ({ value: c.categorieCode, label: c.categorieName })) }
      : { disabled: true }),
  }));

/** The job category (职位工种): two levels from queryJobCategories, searchable. */
export function JobCategoryField({ value, onChange, id, ...aria }: JobCategoryFieldProps) {
  const tree = useQuery({
    queryKey: jobCategoriesQueryKey,
    queryFn: () => call(api.jobCategory.queryJobCategories, {}),
  });
  const options = tree.data ? categoryOptions(tree.data) : [];
  return (
    <Cascader
      id={id}
      {...fieldAria(aria)}
      options={options}
      value={value}
      onChange={(next) => onChange?.((next ?? []) as string[])}
      showSearch
      loading={tree.isFetching}
      placeholder="请选择职位工种"
      notFoundContent={tree.isError ? '获取工种失败' : '无数据'}
      style={{ width: '100%' }}
    />
  );
}
