import { FORM_RULES_MAX, type FormOptions, type FormRule, formMessages } from '@hr/contract';
import { useState } from 'react';
import { useFeedback } from '../../../../components';
import { commit, type History, redo, startHistory, undo } from './history.ts';
import { createRule } from './newRule.ts';
import {
  addRule,
  copyRule,
  countRules,
  type DropTarget,
  moveRule,
  type RulePath,
  removeRule,
  ruleAt,
  updateRule,
  usedFields,
} from './tree.ts';
import type { DesignerValue } from './types.ts';

export const CANNOT_PLACE = '该组件不能放在这里';

/**
 * The designer's state over a controlled value: the history, the selected rule's path and every edit. An
 * edit commits to the history and reports the new value; the selection follows added, moved and copied rules.
 */
export function useDesigner(value: DesignerValue, onChange: (value: DesignerValue) => void) {
  const { message } = useFeedback();
  const [history, setHistory] = useState<History<DesignerValue>>(() => startHistory(value));
  const [selected, setSelected] = useState<number[] | null>(null);
  // A value the designer did not report (another form loaded): a new history, nothing selected.
  let current = history;
  if (value !== history.present) {
    current = startHistory(value);
    setHistory(current);
    setSelected(null);
  }

  const apply = (next: History<DesignerValue>) => {
    setHistory(next);
    if (next.present !== current.present) onChange(next.present);
  };
  const setRules = (rules: FormRule[], group?: string) =>
    apply(commit(current, { ...current.present, rules }, group));
  const rules = current.present.rules;

  /** Applies a structural edit, or says why it was refused. */
  const place = (result: { rules: FormRule[]; path: number[] } | null, growing: boolean) => {
    if (!result) {
      message.warning(growing && countRules(rules) >= FORM_RULES_MAX ? formMessages.tooMany : CANNOT_PLACE);
      return;
    }
    // A rule dropped where it already was changes nothing.
    if (result.rules !== rules) setRules(result.rules);
    setSelected(result.path);
  };

  /** After undo and redo the selected path may name nothing. */
  const travel = (next: History<DesignerValue>) => {
    apply(next);
    if (selected && !ruleAt(next.present.rules, selected)) setSelected(null);
  };

  return {
    value: current.present,
    rules,
    selected,
    selectedRule: selected ? ruleAt(rules, selected) : undefined,
    select: (path: RulePath | null) => setSelected(path ? [...path] : null),
    canUndo: current.past.length > 0,
    canRedo: current.future.length > 0,
    undo: () => travel(undo(current)),
    redo: () => travel(redo(current)),
    clear: () => {
      setRules([]);
      setSelected(null);
    },
    add: (type: string, target: DropTarget = { container: [], index: rules.length }) =>
      place(addRule(rules, target, createRule(type, usedFields(rules))), true),
    move: (from: RulePath, target: DropTarget) => place(moveRule(rules, from, target), false),
    copy: (path: RulePath) => place(copyRule(rules, path), true),
    remove: (path: RulePath) => {
      setRules(removeRule(rules, path));
      setSelected(null);
    },
    /** Edits one rule; `group` coalesces keystrokes into one undo step. */
    update: (path: RulePath, update: (rule: FormRule) => FormRule, group?: string) =>
      setRules(updateRule(rules, path, update), group),
    setOptions: (options: FormOptions, group?: string) =>
      apply(commit(current, { ...current.present, options }, group)),
  };
}

export type DesignerState = ReturnType<typeof useDesigner>;
