import { DICTIONARIES, DICTIONARY_TYPES } from '@hr/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { treeData } from './tables.ts';

/**
 * Writes the contract's dictionaries into `tree_data` at every start: new entries are added, changed ones
 * updated, unchanged ones left alone (one statement, no write when nothing changed).
 */
export async function seedDictionaries(db: DbOrTx): Promise<void> {
  const rows = DICTIONARY_TYPES.flatMap((type) =>
    DICTIONARIES[type].map((item, i) => ({ type, ...item, sort: i + 1 })),
  );
  await db
    .insert(treeData)
    .values(rows)
    .onConflictDoUpdate({
      target: [treeData.type, treeData.code],
      set: {
        name: sql`excluded.name`,
        parentCode: sql`excluded.parent_code`,
        sort: sql`excluded.sort`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${treeData.name}, ${treeData.parentCode}, ${treeData.sort}) is distinct from (excluded.name, excluded.parent_code, excluded.sort)`,
    });
}
