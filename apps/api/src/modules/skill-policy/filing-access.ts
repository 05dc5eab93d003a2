import { formatApiTime, type Lifecycle } from '@hr/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Actor, companyScope } from '../../platform/permissions.ts';

/**
 * Who sees which filing: operators all; company staff (when a role gives them these screens) only their
 * own company's, which they file for their company.
 */
export const scopedTo = (actor: Actor, column: AnyPgColumn): SQL | undefined => {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(column, scope);
};

/** A state's Chinese name from a filing lifecycle. */
export const stateName = <S extends number, A extends string>(lifecycle: Lifecycle<S, A>, state: number) =>
  (lifecycle.states as Record<number, string>)[state] ?? '';

/** The times every filing shows. */
export const filingTimes = (row: { submitTime: Date | null; createdAt: Date; updatedAt: Date }) => ({
  submitTime: formatApiTime(row.submitTime),
  createTime: formatApiTime(row.createdAt),
  updateTime: formatApiTime(row.updatedAt),
});
