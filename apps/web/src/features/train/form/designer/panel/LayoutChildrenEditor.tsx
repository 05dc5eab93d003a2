import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type FormRule, fieldTypeSpec } from '@hr/contract';
import { Button, Input, InputNumber, Space } from 'antd';
import { newLayoutChild } from '../newRule.ts';

export interface LayoutChildrenEditorProps {
  rule: FormRule;
  onChange: (rule: FormRule, group?: string) => void;
}

/** A row's cols (width of each) or a tabs' panes (name of each): edit, add and remove them. */
export function LayoutChildrenEditor({ rule, onChange }: LayoutChildrenEditorProps) {
  const childSpec = fieldTypeSpec(fieldTypeSpec(rule.type)?.child ?? '');
  if (!childSpec) return null;
  const children = rule.children ?? [];
  const isCol = childSpec.type === 'col';
  const setChild = (index: number, props: Record<string, unknown>, group: string) =>
    onChange(
      {
        ...rule,
        children: children.map((child, i) =>
          i === index && typeof child === 'object'
            ? { ...child, props: { ...child.props, ...props } }
            : child,
        ),
      },
      group,
    );
  return (
    <div data-testid="layout-children-editor">
      {children.map((child, index) =>
        typeof child === 'string' ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: children are edited by position
          <Space.Compact key={index} style={{ width: '100%', marginBottom: 6 }}>
            <Space.Addon>{`${childSpec.label}${index + 1}`}</Space.Addon>
            {isCol ? (
              <InputNumber
                aria-label={`格子${index + 1}宽度`}
                min={1}
                max={24}
                precision={0}
                style={{ width: '100%' }}
                value={Number(child.props?.span) || null}
                onChange={(span) => setChild(index, { span: span ?? 24 }, `child:${index}`)}
              />
            ) : (
              <Input
                aria-label={`标签页${index + 1}名称`}
                value={String(child.props?.label ?? '')}
                onChange={(e) => setChild(index, { label: e.target.value }, `child:${index}`)}
              />
            )}
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除${childSpec.label}${index + 1}`}
              onClick={() => onChange({ ...rule, children: children.filter((_, i) => i !== index) })}
            />
          </Space.Compact>
        ),
      )}
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() =>
          onChange({ ...rule, children: [...children, newLayoutChild(rule.type, children.length + 1)!] })
        }
      >
        {isCol ? '添加格子' : '添加标签页'}
      </Button>
    </div>
  );
}
