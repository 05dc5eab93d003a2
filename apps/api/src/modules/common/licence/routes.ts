import path from 'node:path';
import {
  api,
  LICENCE_MAX_PIXELS,
  LICENCE_MAX_SIDE,
  LICENCE_SUBMIT_PERMISSIONS,
  licenceMessages,
  parseLicenceText,
  ResultCode,
  stripCjkSpaces,
  uploadRules,
} from '@hr/contract';
import { ApiError, badRequest, forbidden } from '../../../platform/errors.ts';
import { handle } from '../../../platform/handler.ts';
import { readImageSize } from '../../../platform/image-size.ts';
import { hasPermission } from '../../../platform/permissions.ts';
import { requireUpload, storeUpload } from '../file-manage/service.ts';
import { checkFile } from '../files/service.ts';
import { recogniseText, recognitionBusy } from './ocr.ts';

export const licenceHandlers = [
  /**
   * Stores the licence image, then reads its text locally. When recognition fails the image is still
   * stored and answered with every field null: the company form stays editable by hand. Refused before
   * anything is stored: callers who may neither add nor edit a company, images whose header declares more
   * than LICENCE_MAX_PIXELS (decoding them would take gigabytes), and a full recognition queue.
   */
  handle(api.licence.disBusiLicense, async ({ actor, upload, db, config, storage, req }) => {
    if (!LICENCE_SUBMIT_PERMISSIONS.some((code) => hasPermission(actor, code)))
      throw forbidden(licenceMessages.forbidden);
    const file = requireUpload(upload);
    await checkFile(file, uploadRules.image);
    const size = await readImageSize(file.path);
    if (!size) throw badRequest(licenceMessages.unreadable);
    if (size.width * size.height > LICENCE_MAX_PIXELS || Math.max(size.width, size.height) > LICENCE_MAX_SIDE)
      throw badRequest(licenceMessages.tooManyPixels(size.width, size.height));
    // The job takes its place in the queue before the image is stored (no await in between), so a full
    // queue refuses before anything is kept; it reads the spooled upload, which lives until the answer.
    if (recognitionBusy()) throw new ApiError(ResultCode.tooManyRequests, licenceMessages.busy);
    const recognition = recogniseText(file.path, path.join(config.dataDir, 'tmp', 'ocr'), {
      pixels: size.width * size.height,
    }).catch((error: unknown) => ({ error }));
    const stored = await storeUpload({ db, config, storage }, actor, file, {
      rule: uploadRules.image,
      purpose: 'licence',
    });
    const recognised = await recognition;
    const text = typeof recognised === 'string' ? recognised : '';
    if (typeof recognised !== 'string')
      req.log.warn({ err: recognised.error, objectKey: stored.objectKey }, 'licence text recognition failed');
    return {
      url: stored.url,
      objectKey: stored.objectKey,
      ...parseLicenceText(text),
      text: stripCjkSpaces(text),
    };
  }),
];
