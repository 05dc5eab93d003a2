import {
  checkAnswers,
  type FormRule,
  formFields,
  formMessages,
  regionChainCodes,
  ruleName,
} from '@hr/contract';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { namesOf } from '../../common/region/service.ts';
import { checkFileRefs } from './answer-files.ts';
import { normalizeValue } from './normalize.ts';
import { type PendingSignature, spoolSignatures } from './signature.ts';

/**
 * Area answers must be chains of codes that exist: `[province, city, county]` (or a prefix of it) exactly as
 * the region table nests them.
 */
async function checkRegions(db: DbOrTx, fields: readonly FormRule[], answers: Record<string, unknown>) {
  const areas = fields.filter((rule) => rule.type === 'AreaSelect');
  const codes = areas.flatMap((rule) => answers[rule.field!] as string[]);
  if (!codes.length) return;
  const names = await namesOf(db, [...new Set(codes)]);
  for (const rule of areas) {
    const chain = answers[rule.field!] as string[];
    const expected = regionChainCodes(chain[chain.length - 1]!);
    const nests = expected.length === chain.length && expected.every((code, i) => code === chain[i]);
    if (!nests || !chain.every((code) => names.has(code)))
      throw badRequest(formMessages.regionInvalid(ruleName(rule)));
  }
}

/**
 * An answer as it will be stored, or a 400 with the first problem: the form's own rules (the contract's
 * checks, shared with the browser), then what only the server can check (regions, files, signatures).
 * Signatures sent as pictures come back spooled, to be stored with the answer.
 */
export async function checkedAnswers(
  deps: { db: DbOrTx; config: Config },
  form: { cmpyCode: string | null },
  rules: readonly (FormRule | string)[],
  formValue: Record<string, unknown>,
): Promise<{ answers: Record<string, unknown>; pending: PendingSignature[] }> {
  const { problems, cleaned } = checkAnswers(rules, formValue);
  if (problems[0]) throw badRequest(problems[0].message);
  const fields = formFields(rules).filter((rule) => Object.hasOwn(cleaned, rule.field!));
  const answers: Record<string, unknown> = {};
  for (const rule of fields) answers[rule.field!] = normalizeValue(rule, cleaned[rule.field!]);
  await checkRegions(deps.db, fields, answers);
  await checkFileRefs(deps.db, fields, answers, form.cmpyCode);
  const pending = await spoolSignatures(deps.config, fields, answers);
  return { answers, pending };
}
