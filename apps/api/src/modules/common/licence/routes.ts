import path from 'node:path';
import { api, parseLicenceText, stripCjkSpaces, uploadRules } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { storeUpload } from '../file-manage/service.ts';
import { recogniseText } from './ocr.ts';

export const licenceHandlers = [
  /**
   * Stores the licence image, then reads its text locally. When recognition fails the image is still
   * stored and answered with every field null: the company form stays editable by hand.
   */
  handle(api.licence.disBusiLicense, async ({ actor, upload, db, config, storage, req }) => {
    const stored = await storeUpload({ db, config, storage }, actor, upload, {
      rule: uploadRules.image,
      purpose: 'licence',
    });
    let text = '';
    try {
      text = await recogniseText(upload!.path, path.join(config.dataDir, 'tmp', 'ocr'));
    } catch (error) {
      req.log.warn({ err: error, objectKey: stored.objectKey }, 'licence text recognition failed');
    }
    return {
      url: stored.url,
      objectKey: stored.objectKey,
      ...parseLicenceText(text),
      text: stripCjkSpaces(text),
    };
  }),
];
