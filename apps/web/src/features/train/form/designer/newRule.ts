import { FORM_TITLE_MAX, type FormOptionItem, type FormRule, fieldTypeSpec } from '@hr/contract';
import { withOptionRows } from './options.ts';
import { newFieldId } from './tree.ts';

/** Option rows a new choice field starts with, as form-create's designer offers them. */
const starterOptions = (): FormOptionItem[] => [
  { label: '选项1', value: '1' },
  { label: '选项2', value: '2' },
];

const layoutChild = (type: 'col' | 'tabPane', n: number): FormRule => ({
  type,
  props: type === 'col' ? { span: 12 } : { label: `标签页${n}` },
  children: [],
});

/** A layout's new child: a col of span 12, or a tab pane named after its position. */
export const newLayoutChild = (parentType: string, position: number): FormRule | null => {
  const child = fieldTypeSpec(parentType)?.child;
  return child === 'col' || child === 'tabPane' ? layoutChild(child, position) : null;
};

/**
 * A rule of the catalog's `type` as the palette adds it: fields get a new id, the catalog's label as title
 * (within the title cap), the validate list and starter options; a row comes with two cols of span 12, tabs
 * with two panes; every rule gets the catalog's default props.
 */
export function createRule(type: string, taken: Set<string>): FormRule {
  const spec = fieldTypeSpec(type);
  if (!spec) throw new Error(`unknown form rule type ${type}`);
  const rule: FormRule = { type, props: structuredClone(spec.props ?? {}) };
  if (spec.role === 'field') {
    rule.field = newFieldId(taken);
    rule.title = [...spec.label].slice(0, FORM_TITLE_MAX).join('');
    rule.info = '';
    rule.validate = [];
  }
  if (spec.hasOptions) Object.assign(rule, withOptionRows(rule, starterOptions()));
  if (spec.child) rule.children = [1, 2].map((n) => newLayoutChild(type, n)!);
  return rule;
}
