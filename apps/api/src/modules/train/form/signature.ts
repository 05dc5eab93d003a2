import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FORM_SIGNATURE_MAX_BYTES, type FormRule, formMessages, ruleName } from '@hr/contract';
import type { Config } from '../../../platform/config.ts';
import { badRequest } from '../../../platform/errors.ts';
import { checkFile, type FileDeps, type LocalFile, storeFile } from '../../common/files/service.ts';
import { FORM_FILE_PURPOSE, isDataUrl } from './answer-files.ts';

/**
 * A signature drawn on the answer page arrives as `data:image/png;base64,…`: it is decoded to a spool file,
 * checked as a PNG of at most 1 MB (the shared magic-byte check), and stored like an upload once every other
 * check of the answer has passed; the answer then keeps its object key.
 */
const SIGNATURE_RULE = { extensions: ['png'], maxBytes: FORM_SIGNATURE_MAX_BYTES } as const;
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

export interface PendingSignature {
  field: string;
  file: LocalFile;
}

/** Decodes and checks every signature sent as a data URL; the caller removes the spool files. */
export async function spoolSignatures(
  config: Config,
  fields: readonly FormRule[],
  answers: Record<string, unknown>,
): Promise<PendingSignature[]> {
  const pending: PendingSignature[] = [];
  try {
    for (const rule of fields) {
      const value = answers[rule.field!];
      if (rule.type !== 'Signature' || !isDataUrl(value)) continue;
      const name = ruleName(rule);
      const base64 = DATA_URL.exec(value)?.[1];
      if (!base64) throw badRequest(formMessages.signatureInvalid(name));
      // Four base64 characters carry three bytes: refuse before decoding anything too large.
      if ((base64.length / 4) * 3 > FORM_SIGNATURE_MAX_BYTES + 2)
        throw badRequest(formMessages.signatureTooLarge(name));
      const bytes = Buffer.from(base64, 'base64');
      const dir = path.join(config.dataDir, 'tmp', 'uploads');
      await fs.promises.mkdir(dir, { recursive: true });
      const file: LocalFile = {
        path: path.join(dir, `${randomUUID()}.upload`),
        fileName: `${rule.field}.png`,
        size: bytes.length,
        md5: createHash('md5').update(bytes).digest('hex'),
      };
      await fs.promises.writeFile(file.path, bytes);
      pending.push({ field: rule.field!, file });
      await checkFile(file, SIGNATURE_RULE, () => formMessages.signatureTooLarge(name)).catch(() => {
        throw badRequest(
          file.size > FORM_SIGNATURE_MAX_BYTES
            ? formMessages.signatureTooLarge(name)
            : formMessages.signatureInvalid(name),
        );
      });
    }
    return pending;
  } catch (error) {
    await removeSpooled(pending);
    throw error;
  }
}

export const removeSpooled = (pending: readonly PendingSignature[]) =>
  Promise.all(pending.map((p) => fs.promises.rm(p.file.path, { force: true })));

/**
 * Stores the checked signatures (filed under the form's company) and puts their keys into the answers;
 * each key stored is added to `stored` at once, so the caller can remove them if the answer fails.
 */
export async function storeSignatures(
  deps: FileDeps,
  pending: readonly PendingSignature[],
  answers: Record<string, unknown>,
  cmpyCode: string | null,
  stored: string[],
): Promise<void> {
  for (const { field, file } of pending) {
    const { objectKey } = await storeFile(deps, null, file, {
      rule: SIGNATURE_RULE,
      purpose: FORM_FILE_PURPOSE,
      cmpyCode,
      // Stored by the submission that names it (removed by the caller if that fails).
      pending: false,
    });
    stored.push(objectKey);
    answers[field] = objectKey;
  }
}
