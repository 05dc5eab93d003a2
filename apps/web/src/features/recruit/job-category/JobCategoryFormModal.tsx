import { api, JOB_CATEGORY_NAME_MAX, JobCategoryBody, type JobCategoryNode } from '@hr/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';
import type { CategoryRow } from './category-tree.ts';

interface CategoryFormValues {
  categorieParentCode?: string | null;
  categorieName?: string;
  categorieSort?: number | null;
}

export interface JobCategoryFormModalProps extends FormModalBaseProps {
  /** The category to edit; null adds one under `parentCode` (null: a top-level category). */
  category: CategoryRow | null;
  parentCode: string | null;
  /** The whole tree: its top level are the possible parents. */
  tree: readonly JobCategoryNode[];
}

const rule = (field: keyof CategoryFormValues) => [zodRule(JobCategoryBody, field)];

/** Add or edit a job category: its top-level category (none: it is one), name and sort. */
export default function JobCategoryFormModal({
  category,
  parentCode,
  tree,
  ...modal
}: JobCategoryFormModalProps) {
  const hasChildren = Boolean(category?.children?.length);
  const parentOptions = tree
    .filter((node) => node.categorieCode !== category?.categorieCode)
    .map((node) => ({ value: node.categorieCode, label: node.categorieName }));

  return (
    <FormModal<CategoryFormValues>
      {...modal}
      noun="工种"
      editing={category !== null}
      name="jobCategoryForm"
      width={520}
      initialValues={
        category
          ? {
              categorieParentCode: category.categorieParentCode,
              categorieName: category.categorieName,
              categorieSort: category.categorieSort,
            }
          : { categorieParentCode: parentCode, categorieName: '', categorieSort: 0 }
      }
      onSubmit={async (values) => {
        const body = JobCategoryBody.parse({
          ...values,
          categorieParentCode: values.categorieParentCode ?? null,
          categorieSort: values.categorieSort ?? undefined,
        });
        if (category)
          await call(api.jobCategory.editJobCategory, {
            body: { ...body, categorieCode: category.categorieCode },
          });
        else await call(api.jobCategory.addJobCategory, { body });
      }}
    >
      <Form.Item
        name="categorieParentCode"
        label="上级工种"
        extra={hasChildren ? '有下级工种的一级工种不能移到其他工种下' : undefined}
      >
        <Select
          options={parentOptions}
          placeholder="不选则为一级工种"
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={hasChildren}
        />
      </Form.Item>
      <Form.Item name="categorieName" label="工种名称" required rules={rule('categorieName')}>
        <Input placeholder="请输入工种名称" count={{ show: true, max: JOB_CATEGORY_NAME_MAX }} />
      </Form.Item>
      <Form.Item name="categorieSort" label="排序" rules={rule('categorieSort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
