import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import type { FormOptionItem } from '@hr/contract';
import { Button, Input, Space, Typography } from 'antd';
import { nextOptionRow, typedOptionValue } from '../options.ts';

export interface OptionsEditorProps {
  rows: FormOptionItem[];
  /** New rows; `group` names the input being typed into, so typing is one undo step. */
  onChange: (rows: FormOptionItem[], group?: string) => void;
}

/**
 * 表格选项: label and value of each option row, with add, remove and move up/down. Other keys of a row
 * (nested `children` of a cascader or tree, `disabled`) are kept; nested rows are edited as JSON.
 */
export function OptionsEditor({ rows, onChange }: OptionsEditorProps) {
  const setRow = (index: number, patch: Partial<FormOptionItem>, group: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      group,
    );
  const move = (from: number, to: number) => onChange(arrayMove(rows, from, to));
  return (
    <div data-testid="options-editor">
      <Space style={{ width: '100%', marginBottom: 4 }}>
        <Typography.Text type="secondary" style={{ display: 'inline-block', width: 104 }}>
          选项名称
        </Typography.Text>
        <Typography.Text type="secondary">选项值</Typography.Text>
      </Space>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited by position
        <Space.Compact key={index} style={{ width: '100%', marginBottom: 6 }}>
          <Input
            aria-label={`选项${index + 1}名称`}
            data-testid={`option-label-${index}`}
            value={row.label}
            onChange={(e) => setRow(index, { label: e.target.value }, `option:${index}:label`)}
          />
          <Input
            aria-label={`选项${index + 1}值`}
            data-testid={`option-value-${index}`}
            value={String(row.value)}
            onChange={(e) =>
              setRow(index, { value: typedOptionValue(e.target.value, row.value) }, `option:${index}:value`)
            }
          />
          <Button
            icon={<ArrowUpOutlined />}
            aria-label="上移"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          />
          <Button
            icon={<ArrowDownOutlined />}
            aria-label="下移"
            disabled={index === rows.length - 1}
            onClick={() => move(index, index + 1)}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label="删除选项"
            danger
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, nextOptionRow(rows)])}
      >
        添加选项
      </Button>
    </div>
  );
}
