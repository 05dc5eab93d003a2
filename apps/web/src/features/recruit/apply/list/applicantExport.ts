import { APPLY_MESSAGES, type ApplyRow, api, type ResumeTab } from '@hr/contract';
import { callFile } from '../../../../app/request.ts';
import { downloadBlob, errorText, getFeedback, requireSelection } from '../../../../components';
import type { ApplicantFilters, ApplicantVariant } from './applicantQuery.ts';

/** Export file names (spec §7) when the server names none. */
export const EXPORT_FILE_NAMES: Record<ApplicantVariant, string> = {
  applications: '报名表.xlsx',
  resumes: '简历表.xlsx',
};

/** The permission of each list's export (spec §6: checkResume:export on the application list only). */
export const EXPORT_PERMISSIONS: Record<ApplicantVariant, string> = {
  applications: 'checkResume:export',
  resumes: 'recruit:resumeExport',
};

/**
 * The message when nothing is selected (spec §5 gives both texts): the application list keeps the
 * pipeline's 请先勾选数据 (its batch bar says the same), the resume list the shared 请先选择数据行.
 */
export const EXPORT_SELECT_MESSAGES: Record<ApplicantVariant, string> = {
  applications: APPLY_MESSAGES.selectFirst,
  resumes: APPLY_MESSAGES.selectRowsFirst,
};

const EXPORT_FAILED = '导出失败!';

async function save(request: () => Promise<{ blob: Blob; fileName: string | null }>, fallback: string) {
  try {
    const { blob, fileName } = await request();
    downloadBlob(blob, fileName ?? fallback);
    return true;
  } catch (error) {
    getFeedback().message.error(errorText(error, EXPORT_FAILED));
    return false;
  }
}

/**
 * Exports the selected rows: applications by applyCodes (with the job's custom fields in single mode),
 * resumes by the rows' resumeCodes. Without a selection it says the list's message and exports nothing.
 */
export async function exportSelected(
  variant: ApplicantVariant,
  rows: readonly ApplyRow[],
  jobCode?: string,
): Promise<boolean> {
  if (!requireSelection(rows, EXPORT_SELECT_MESSAGES[variant])) return false;
  if (variant === 'applications') {
    const applyCodes = rows.map((row) => row.applyCode);
    return save(
      () => callFile(api.apply.dataExport, { query: { applyCodes, ...(jobCode ? { jobCode } : {}) } }),
      EXPORT_FILE_NAMES.applications,
    );
  }
  const resumeCodes = [...new Set(rows.flatMap((row) => (row.resumeCode ? [row.resumeCode] : [])))];
  if (!resumeCodes.length) {
    getFeedback().message.warning('所选报名没有简历');
    return false;
  }
  return save(
    () => callFile(api.apply.resumeDetailExport, { query: { resumeCodes } }),
    EXPORT_FILE_NAMES.resumes,
  );
}

/** 导出全部: every application matching the filters in the current tab (the custom-field filters as JSON). */
export function exportAll(filters: ApplicantFilters, tab: ResumeTab): Promise<boolean> {
  const { queryMap, ...rest } = filters;
  return save(
    () =>
      callFile(api.apply.exportJobApplyInfos, {
        query: { ...rest, state: tab, ...(queryMap ? { queryMap: JSON.stringify(queryMap) } : {}) },
      }),
    EXPORT_FILE_NAMES.applications,
  );
}
