import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  addJobCategory,
  delJobCategory,
  editJobCategory,
  queryJobCategories,
  queryJobCateSelf,
} from './service.ts';

export const jobCategoryHandlers = [
  handle(api.jobCategory.queryJobCategories, ({ db }) => queryJobCategories(db)),
  handle(api.jobCategory.queryJobCateSelf, ({ db }) => queryJobCateSelf(db)),
  handle(api.jobCategory.addJobCategory, ({ db, body, audit }) => addJobCategory(db, body, audit)),
  handle(api.jobCategory.editJobCategory, async ({ db, body, audit }) => {
    await editJobCategory(db, body, audit);
    return null;
  }),
  handle(api.jobCategory.delJobCategory, async ({ db, params, audit }) => {
    await delJobCategory(db, params.categorieCode, audit);
    return null;
  }),
];
