/**
 * A reviewed lifecycle as data: its states with their Chinese names, and each action with the states it may
 * start from, the state it leads to, the permission it needs and its success message. The server refuses an
 * action from any other state (and records each accepted one); the web shows a button only where the table
 * allows it. Companies, recharge applications, stations, activities and job fairs each have one.
 */
export interface LifecycleAction<S extends number> {
  /** States the action may start from. */
  from: readonly S[];
  /** The state it leads to. */
  to: S;
  /** Permission code (it must exist in the resource tree). */
  permission: string;
  /** Chinese name of the action (button, history). */
  label: string;
  /** Success message shown after it (spec §8). */
  success: string;
  /** How a refusal names the action when its label is not a verb (不合适 → 标记为不合适). */
  refusedAs?: string;
}

export interface Lifecycle<S extends number, A extends string> {
  /** What the lifecycle belongs to, for the history ('cmpy', 'station', …). */
  entity: string;
  states: Readonly<Record<S, string>>;
  actions: Readonly<Record<A, LifecycleAction<S>>>;
}

export const defineLifecycle = <S extends number, A extends string>(lifecycle: Lifecycle<S, A>) => lifecycle;

/** Whether `action` may run on a record in `state`. */
export const canApply = <S extends number, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  state: number,
): boolean => (lifecycle.actions[action].from as readonly number[]).includes(state);

/** The actions a record in `state` allows, in table order (for buttons). */
export const actionsFrom = <S extends number, A extends string>(
  lifecycle: Lifecycle<S, A>,
  state: number,
): A[] => (Object.keys(lifecycle.actions) as A[]).filter((action) => canApply(lifecycle, action, state));

/** The Chinese message for an action refused in `state`. */
export const refusedMessage = <S extends number, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  state: number,
): string => {
  const name = (lifecycle.states as Record<number, string>)[state] ?? `状态${state}`;
  const { label, refusedAs } = lifecycle.actions[action];
  return `当前状态为“${name}”，不能${refusedAs ?? label}`;
};
