import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { exportChosenApplications, exportFilteredApplications, exportResumes } from './export.ts';
import { listExportRecords } from './export-records.ts';
import { publicApply, publicJobInfo } from './public-apply.ts';
import { uploadApplyFile } from './public-upload.ts';
import { downloadResume } from './resume-pdf.ts';

const a = api.apply;

/**
 * The pipeline's files and its public page: the two spreadsheets and the resume PDF (each recorded), the
 * export records, and the apply page's job, upload and submit (no login).
 */
export const applyFileHandlers = [
  handle(a.dataExport, ({ db, config, actor, query, req, reply }) =>
    exportChosenApplications(db, config, actor, query, req, reply),
  ),
  handle(a.exportJobApplyInfos, ({ db, config, actor, query, req, reply }) =>
    exportFilteredApplications(db, config, actor, query, req, reply),
  ),
  handle(a.resumeDetailExport, ({ db, config, actor, query, reply }) =>
    exportResumes(db, config, actor, query, reply),
  ),
  handle(a.downloadResume, ({ db, config, storage, actor, query, reply }) =>
    downloadResume({ db, config, storage }, actor, query, reply),
  ),
  handle(a.queryExportRecord, ({ db, actor, query }) => listExportRecords(db, actor, query)),
  // Public: the services get the database and storage only (no caller).
  handle(a.publicJobInfo, ({ db, query }) => publicJobInfo(db, query.jobCode)),
  handle(a.publicApply, ({ db, config, storage, body }) => publicApply({ db, config, storage }, body)),
  handle(a.publicUploadFile, ({ db, config, storage, upload, body }) =>
    uploadApplyFile({ db, config, storage }, upload, body),
  ),
];
