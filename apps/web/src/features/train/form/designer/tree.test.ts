import { FORM_DEPTH_MAX, type FormRule, formContentProblem } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { createRule } from './newRule.ts';
import { optionRows, withOptionRows } from './options.ts';
import {
  addRule,
  canPlace,
  cloneWithNewIds,
  copyRule,
  fieldUses,
  moveRule,
  newFieldId,
  removeRule,
  ruleAt,
  updateRule,
  usedFields,
} from './tree.ts';

const input = (field: string, extra: Partial<FormRule> = {}): FormRule => ({
  type: 'input',
  field,
  title: field,
  ...extra,
});
const row = (...cols: FormRule[][]): FormRule => ({
  type: 'row',
  children: cols.map((children) => ({ type: 'col', props: { span: 12 }, children })),
});
const fields = (rules: readonly (FormRule | string)[]) => [...usedFields(rules)];

describe('createRule', () => {
  it('gives a field a new F-id, the catalog label as title, default props and starter options', () => {
    const taken = new Set(['Fexisting']);
    const select = createRule('select', taken);
    expect(select).toMatchObject({ type: 'select', title: '选择器', info: '', validate: [], props: {} });
    expect(select.field).toMatch(/^F[0-9a-z]{4,}$/);
    expect(taken.has(select.field!)).toBe(true);
    expect(select.options).toEqual([
      { label: '选项1', value: '1' },
      { label: '选项2', value: '2' },
    ]);
    expect(createRule('slider', taken).props).toEqual({ max: 100 });
    expect(createRule('colorPicker', taken).title).toBe('颜色选择器');
  });

  it('keeps cascader and tree rows in props, as form-create does', () => {
    const cascader = createRule('cascader', new Set());
    expect(cascader.options).toBeUndefined();
    expect(cascader.props?.options).toHaveLength(2);
    expect(createRule('tree', new Set()).props?.data).toHaveLength(2);
    // A loaded rule with top-level options keeps them there.
    const loaded: FormRule = { type: 'cascader', field: 'a', options: [{ label: '甲', value: 1 }] };
    expect(optionRows(loaded)).toEqual([{ label: '甲', value: 1 }]);
    expect(withOptionRows(loaded, []).options).toEqual([]);
  });

  it('makes a row with two cols of span 12 and tabs with two panes, without field ids', () => {
    const r = createRule('row', new Set());
    expect(r).toEqual({
      type: 'row',
      props: {},
      children: [
        { type: 'col', props: { span: 12 }, children: [] },
        { type: 'col', props: { span: 12 }, children: [] },
      ],
    });
    const tabs = createRule('tabs', new Set());
    expect(tabs.children?.map((p) => (p as FormRule).props?.label)).toEqual(['标签页1', '标签页2']);
    expect(createRule('alert', new Set())).toEqual({ type: 'alert', props: { title: '提示', type: 'info' } });
  });

  it('makes new forms the contract accepts', () => {
    const taken = new Set<string>();
    const rules = ['input', 'radio', 'cascader', 'tree', 'AreaSelect', 'row', 'tabs', 'text'].map((t) =>
      createRule(t, taken),
    );
    expect(formContentProblem(rules)).toBeNull();
  });
});

describe('newFieldId', () => {
  it('draws again until the id is unused', () => {
    const draws = [0.123456789, 0.5, 0.123456789, 0.987654321];
    const taken = new Set<string>();
    const first = newFieldId(taken, () => draws.shift()!);
    // 0.5 gives too short an id, the repeat a taken one.
    const second = newFieldId(taken, () => draws.shift()!);
    expect(first).toBe(`F${(0.123456789).toString(36).slice(2, 12)}`);
    expect(second).toBe(`F${(0.987654321).toString(36).slice(2, 12)}`);
    expect(draws).toEqual([]);
    expect(taken).toEqual(new Set([first, second]));
  });
});

describe('add, move, nest, copy, delete', () => {
  const base = (): FormRule[] => [input('a'), row([input('b')], []), input('c')];

  it('adds at an index of the top list or of a col', () => {
    const top = addRule(base(), { container: [], index: 1 }, input('x'))!;
    expect(top.path).toEqual([1]);
    expect(top.rules.map((r) => r.field ?? r.type)).toEqual(['a', 'x', 'row', 'c']);
    const nested = addRule(base(), { container: [1, 1], index: 0 }, input('y'))!;
    expect(nested.path).toEqual([1, 1, 0]);
    expect(ruleAt(nested.rules, [1, 1, 0])?.field).toBe('y');
    // An index past the end appends.
    expect(addRule(base(), { container: [], index: 99 }, input('z'))!.path).toEqual([3]);
  });

  it('refuses what may not stand there', () => {
    const rules = base();
    expect(addRule(rules, { container: [1], index: 0 }, input('x'))).toBeNull(); // a row holds cols only
    expect(addRule(rules, { container: [], index: 0 }, { type: 'col', children: [] })).toBeNull();
    expect(addRule(rules, { container: [0], index: 0 }, input('x'))).toBeNull(); // not into a field
    expect(canPlace(rules, [1], { type: 'col', children: [] })).toBe(true);
  });

  it('keeps forms within the nesting limit', () => {
    let rules: FormRule[] = [createRule('row', new Set())];
    let container: number[] = [0, 0];
    while (container.length + 2 <= FORM_DEPTH_MAX) {
      rules = addRule(rules, { container, index: 0 }, createRule('row', new Set()))!.rules;
      container = [...container, 0, 0];
    }
    expect(canPlace(rules, container, input('deep'))).toBe(container.length + 1 <= FORM_DEPTH_MAX);
    expect(canPlace(rules, container, createRule('row', new Set()))).toBe(false);
  });

  it('moves within a list, before or after, and reports no change in place', () => {
    const rules = base();
    const down = moveRule(rules, [0], { container: [], index: 3 })!;
    expect(down.rules.map((r) => r.field ?? r.type)).toEqual(['row', 'c', 'a']);
    expect(down.path).toEqual([2]);
    const up = moveRule(rules, [2], { container: [], index: 0 })!;
    expect(up.rules.map((r) => r.field ?? r.type)).toEqual(['c', 'a', 'row']);
    const same = moveRule(rules, [0], { container: [], index: 1 })!;
    expect(same.rules).toBe(rules);
  });

  it('nests into a col and back out, fixing the path when the rule came first', () => {
    const rules = base();
    const into = moveRule(rules, [0], { container: [1, 1], index: 0 })!;
    // The row moved up one place once `a` left the top list.
    expect(into.path).toEqual([0, 1, 0]);
    expect(ruleAt(into.rules, [0, 1, 0])?.field).toBe('a');
    expect(into.rules.map((r) => r.field ?? r.type)).toEqual(['row', 'c']);
    const out = moveRule(into.rules, [0, 0, 0], { container: [], index: 2 })!;
    expect(out.rules.map((r) => r.field ?? r.type)).toEqual(['row', 'c', 'b']);
    expect(ruleAt(out.rules, [0, 0])?.children).toEqual([]);
  });

  it('refuses a move into the moved rule itself', () => {
    expect(moveRule(base(), [1], { container: [1, 0], index: 0 })).toBeNull();
  });

  it('copies a rule after itself with new ids for every field inside', () => {
    const rules = base();
    const copied = copyRule(rules, [1])!;
    expect(copied.path).toEqual([2]);
    const copy = ruleAt(copied.rules, [2])!;
    const inner = ruleAt(copied.rules, [2, 0, 0])!;
    expect(inner.title).toBe('b');
    expect(inner.field).not.toBe('b');
    expect(fieldUses(copied.rules, 'b')).toBe(1);
    expect(copy.children).toHaveLength(2);
    // A deep copy: editing the copy leaves the original alone.
    expect(ruleAt(rules, [1, 0, 0])?.field).toBe('b');
    expect(formContentProblem(copied.rules)).toBeNull();
  });

  it('deletes at a path', () => {
    expect(fields(removeRule(base(), [1, 0, 0]))).toEqual(['a', 'c']);
    expect(removeRule(base(), [0]).map((r) => r.field ?? r.type)).toEqual(['row', 'c']);
  });

  it('keeps unknown keys and untouched rules as they are', () => {
    const legacy = input('a', { _fc_drag_tag: 'input', $required: true, emit: ['change'] });
    const rules = [legacy, input('c')];
    const updated = updateRule(rules, [0], (r) => ({ ...r, title: '姓名' }));
    expect(updated[0]).toEqual({ ...legacy, title: '姓名' });
    expect(updated[1]).toBe(rules[1]);
    const clone = cloneWithNewIds(legacy, new Set());
    expect(clone).toMatchObject({ _fc_drag_tag: 'input', $required: true, emit: ['change'] });
  });

  it('keeps plain-text children in place', () => {
    const rules: FormRule[] = [{ type: 'row', children: ['说明', { type: 'col', children: [] }] }];
    const added = addRule(rules, { container: [0, 1], index: 0 }, input('x'))!;
    expect(added.rules[0]!.children![0]).toBe('说明');
    expect(ruleAt(added.rules, [0, 0])).toBeUndefined();
  });
});
