import { arrayMove } from '@dnd-kit/sortable';
import { FORM_DEPTH_MAX, FORM_RULES_MAX, type FormRule, fieldTypeSpec, walkRules } from '@hr/contract';

/**
 * Pure operations on a form's rule tree, as the designer edits it. A rule is addressed by its path: the
 * indexes from the top list down through `children` (plain-text children count, as form-create keeps them).
 * A container path addresses a list: `[]` the top list, otherwise the rule whose `children` it is. Every
 * operation returns new arrays and objects along the changed path only, and spreads each rule it touches,
 * so keys the designer does not know (`_fc_drag_tag`, `$required`, `emit`…) stay as loaded.
 */

export type RuleNode = FormRule | string;
export type RulePath = readonly number[];

/** Where a drop puts a rule: a list and a position in it. */
export interface DropTarget {
  container: RulePath;
  index: number;
}

export const samePath = (a: RulePath, b: RulePath) => a.length === b.length && a.every((n, i) => n === b[i]);
export const isInside = (path: RulePath, ancestor: RulePath) =>
  path.length >= ancestor.length && ancestor.every((n, i) => path[i] === n);
export const pathKey = (path: RulePath) => path.join('.');
export const parentPath = (path: RulePath) => path.slice(0, -1);

export function ruleAt(rules: readonly RuleNode[], path: RulePath): FormRule | undefined {
  let list: readonly RuleNode[] | undefined = rules;
  let node: RuleNode | undefined;
  for (const index of path) {
    node = list?.[index];
    if (node === undefined || typeof node === 'string') return undefined;
    list = node.children;
  }
  return typeof node === 'object' ? node : undefined;
}

/** The list a container path addresses (empty when the rule has no children yet). */
export function listAt(rules: readonly RuleNode[], container: RulePath): readonly RuleNode[] {
  return container.length === 0 ? rules : (ruleAt(rules, container)?.children ?? []);
}

/** Replaces the list at `container` with what `edit` makes of it. */
function editList(
  rules: readonly RuleNode[],
  container: RulePath,
  edit: (list: RuleNode[]) => RuleNode[],
): FormRule[] {
  if (container.length === 0) return edit([...rules]) as FormRule[];
  return updateRule(rules, container, (rule) => ({ ...rule, children: edit([...(rule.children ?? [])]) }));
}

/** The rule at `path` replaced by `update(rule)`; everything else kept as it is. */
export function updateRule(
  rules: readonly RuleNode[],
  path: RulePath,
  update: (rule: FormRule) => FormRule,
): FormRule[] {
  const [head, ...rest] = path;
  return rules.map((node, index) => {
    if (index !== head || typeof node === 'string') return node;
    if (rest.length === 0) return update(node);
    return { ...node, children: updateRule(node.children ?? [], rest, update) };
  }) as FormRule[];
}

export const insertRule = (rules: readonly RuleNode[], target: DropTarget, rule: RuleNode) =>
  editList(rules, target.container, (list) => {
    list.splice(Math.min(Math.max(target.index, 0), list.length), 0, rule);
    return list;
  });

export const removeRule = (rules: readonly RuleNode[], path: RulePath) =>
  editList(rules, parentPath(path), (list) => list.filter((_, i) => i !== path[path.length - 1]));

/** Rules of a subtree counted as levels below and including it (a row with cols holding inputs: 3). */
export function subtreeDepth(rule: RuleNode): number {
  if (typeof rule === 'string') return 0;
  return 1 + Math.max(0, ...(rule.children ?? []).map(subtreeDepth));
}

export const countRules = (rules: readonly RuleNode[]) => [...walkRules(rules)].length;

/**
 * Whether `rule` may stand in the list at `container`: a col only in a row, a tab pane only in tabs, a
 * row or tabs holding nothing else, and the form no deeper than the contract allows.
 */
export function canPlace(rules: readonly RuleNode[], container: RulePath, rule: FormRule): boolean {
  const parent = container.length ? ruleAt(rules, container) : undefined;
  if (container.length && !parent) return false;
  const spec = fieldTypeSpec(rule.type);
  const parentSpec = parent ? fieldTypeSpec(parent.type) : undefined;
  if (spec?.parent && parent?.type !== spec.parent) return false;
  if (parentSpec?.child && rule.type !== parentSpec.child) return false;
  // The designer drops into cols and tab panes, not into fields or display rules.
  if (parent && parentSpec?.role !== 'layout') return false;
  return container.length + subtreeDepth(rule) <= FORM_DEPTH_MAX;
}

/** A drop target's index made valid for its list. */
const clampIndex = (rules: readonly RuleNode[], target: DropTarget) =>
  Math.min(Math.max(target.index, 0), listAt(rules, target.container).length);

/** Adds `rule` at `target`; null when it may not stand there or the form would grow too large. */
export function addRule(
  rules: readonly RuleNode[],
  target: DropTarget,
  rule: FormRule,
): { rules: FormRule[]; path: number[] } | null {
  if (!canPlace(rules, target.container, rule)) return null;
  if (countRules(rules) + countRules([rule]) > FORM_RULES_MAX) return null;
  const index = clampIndex(rules, target);
  return { rules: insertRule(rules, { ...target, index }, rule), path: [...target.container, index] };
}

/**
 * Moves the rule at `from` to `target` (an index in the list as it is before the move). Null when the
 * move is not allowed (into itself, or a col out of its row); the same `rules` when nothing would change.
 */
export function moveRule(
  rules: readonly RuleNode[],
  from: RulePath,
  target: DropTarget,
): { rules: FormRule[]; path: number[] } | null {
  const rule = ruleAt(rules, from);
  if (!rule || isInside(target.container, from)) return null;
  const fromIndex = from[from.length - 1]!;
  const fromList = parentPath(from);
  if (samePath(fromList, target.container)) {
    const index = clampIndex(rules, target);
    const to = index > fromIndex ? index - 1 : index;
    if (to === fromIndex) return { rules: rules as FormRule[], path: [...from] };
    return {
      rules: editList(rules, fromList, (list) => arrayMove(list, fromIndex, to)),
      path: [...fromList, to],
    };
  }
  if (!canPlace(rules, target.container, rule)) return null;
  // Removing first shifts the target's path when the rule came before it in a shared ancestor list.
  const container = target.container.map((n, depth) =>
    depth === from.length - 1 && samePath(target.container.slice(0, depth), fromList) && fromIndex < n
      ? n - 1
      : n,
  );
  const without = removeRule(rules, from);
  const index = clampIndex(without, { container, index: target.index });
  return { rules: insertRule(without, { container, index }, rule), path: [...container, index] };
}

/** Every `field` used in the form, for new ids that do not clash. */
export function usedFields(rules: readonly RuleNode[]): Set<string> {
  const fields = new Set<string>();
  for (const { rule } of walkRules(rules)) if (rule.field) fields.add(rule.field);
  return fields;
}

/** How many rules use `field` as their id. */
export function fieldUses(rules: readonly RuleNode[], field: string): number {
  let uses = 0;
  for (const { rule } of walkRules(rules)) if (rule.field === field) uses++;
  return uses;
}

/** A field id as form-create makes them: `F` and random base-36 letters, unused in `taken` (then added). */
export function newFieldId(taken: Set<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = `F${random().toString(36).slice(2, 12)}`;
    if (id.length > 4 && !taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** A deep copy of a rule whose fields all get new ids (its title and settings kept). */
export function cloneWithNewIds(rule: FormRule, taken: Set<string>): FormRule {
  const copy = structuredClone(rule);
  for (const { rule: inner } of walkRules([copy]))
    if (typeof inner.field === 'string') inner.field = newFieldId(taken);
  return copy;
}

/** Copies the rule at `path` right after it; null when the form would grow too large. */
export function copyRule(
  rules: readonly RuleNode[],
  path: RulePath,
): { rules: FormRule[]; path: number[] } | null {
  const rule = ruleAt(rules, path);
  if (!rule) return null;
  const copy = cloneWithNewIds(rule, usedFields(rules));
  return addRule(rules, { container: parentPath(path), index: path[path.length - 1]! + 1 }, copy);
}
