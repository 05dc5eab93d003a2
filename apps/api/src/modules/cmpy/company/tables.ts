import { boolean, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Companies. The foundation needs only their code and name (users are scoped by `cmpyCode`); the company
 * issue extends this table with certification details.
 */
export const cmpy = pgTable(
  'cmpy',
  {
    id: serial('id').primaryKey(),
    cmpyCode: text('cmpy_code').notNull().unique(),
    cmpyName: text('cmpy_name').notNull(),
    /** 10: recruiting company (the company picker's type). */
    cmpyType: smallint('cmpy_type').notNull().default(10),
    /** Certification: 1 certified, 0 under review, 2 rejected. */
    status: smallint('status').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('cmpy_status').on(t.status), index('cmpy_name').on(t.cmpyName)],
);
