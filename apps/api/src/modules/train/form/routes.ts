import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { formByCode } from './access.ts';
import { listAnswers, submitAnswer } from './answers.ts';
import { exportAnswers } from './export.ts';
import { deleteForm, editForm, formInfo, listForms, pageForms, saveForm } from './forms.ts';
import { uploadFormFile } from './upload.ts';

const f = api.form;

export const formHandlers = [
  handle(f.save, ({ db, actor, body, audit }) => saveForm(db, actor, body, audit)),
  handle(f.edit, ({ db, actor, body, audit }) => editForm(db, actor, body, audit)),
  handle(f.del, ({ db, actor, query, audit }) => deleteForm(db, actor, query.id, audit)),
  handle(f.info, ({ db, actor, query }) => formInfo(db, actor, query.id)),
  handle(f.page, ({ db, actor, query }) => pageForms(db, actor, query)),
  handle(f.list, ({ db, actor, query }) => listForms(db, actor, query.formName)),
  // The answer page is public: any live form by its code, whoever asks.
  handle(f.getFormInfoByCode, async ({ db, query }) => {
    const { id, bizCode, formName, formContent, formOption } = await formByCode(db, query.bizCode);
    return { id, bizCode, formName, formContent, formOption };
  }),
  handle(f.selectPageList, ({ db, config, actor, body }) => listAnswers(db, config, actor, body)),
  handle(f.export, ({ db, config, actor, body, req, reply }) =>
    exportAnswers(db, config, actor, body, req, reply),
  ),
  // Public: the services get the database and storage only (no caller).
  handle(f.submit, ({ db, config, storage, body, req }) =>
    submitAnswer({ db, config, storage }, body, req.ip),
  ),
  handle(f.uploadFile, ({ db, config, storage, upload, body }) =>
    uploadFormFile({ db, config, storage }, upload, body),
  ),
];
