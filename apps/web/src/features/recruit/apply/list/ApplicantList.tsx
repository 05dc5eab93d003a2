import {
  APPLY_MESSAGES,
  type ApplyButton,
  type ApplyRow,
  api,
  type BatchResult,
  formFilterFields,
  RESUME_DEFAULT_TAB,
  RESUME_TABS,
  type ResumeTab,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { callFile } from '../../../../app/request.ts';
import { useTabTitle } from '../../../../app/tab-title.ts';
import {
  actionsColumn,
  downloadBlob,
  errorText,
  PagedTable,
  StatusTabs,
  useFeedback,
} from '../../../../components';
import { ApplicantBatchBar } from './ApplicantBatchBar.tsx';
import { ApplicantDialogs, type OpenDialog } from './ApplicantDialogs.tsx';
import { ApplicantFilterCard } from './ApplicantFilterCard.tsx';
import { ApplicantRowActions } from './ApplicantRowActions.tsx';
import { applicantColumns } from './applicantColumns.tsx';
import { exportAll, exportSelected } from './applicantExport.ts';
import {
  type ApplicantFilterValues,
  type ApplicantRow,
  type ApplicantVariant,
  applyKeys,
  fetchApplicants,
  fetchCounts,
  fetchJob,
  readFormRules,
  toApplicantFilters,
} from './applicantQuery.ts';
import { announceBatch } from './BatchResultModal.tsx';
import { runBatchAction, runRowAction } from './pipelineActions.ts';

/** Applicant and resume lists: 10, 20, 50, 100, 150, 200, 300 a page (glossary decision 8). */
export const APPLICANT_PAGE_SIZES = [10, 20, 50, 100, 150, 200, 300];

/** Where 返回 goes when the page was opened directly (no history to go back to). */
const BACK_FALLBACK = '/recruit/recruitmentMgt/list';

export type ApplicantListProps =
  /** Every job's applicants: the application list (报名表) or the resume list (简历表). */
  | { mode: 'all'; variant: ApplicantVariant }
  /**
   * One job's applicants. 返回 runs `onBack`, by default it goes back in the history. `embedded` (inside
   * the job list's applicants drawer, which names the job): no card title, and 返回 only with `onBack`.
   */
  | { mode: 'single'; jobCode: string; onBack?: () => void; embedded?: boolean };

/**
 * The applicants of all jobs or of one (spec §2, §4–§8): the filter card, stage tabs with counts under the
 * same filters, the batch bar and exports, the paged table with each row's pipeline buttons, and the
 * dialogs. Every change reloads the rows, the counts and an open detail.
 */
export function ApplicantList(props: ApplicantListProps) {
  const { mode } = props;
  const jobCode = props.mode === 'single' ? props.jobCode : undefined;
  const variant: ApplicantVariant = props.mode === 'single' ? 'applications' : props.variant;
  const onBack = props.mode === 'single' ? props.onBack : undefined;
  const embedded = props.mode === 'single' && !!props.embedded;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = useFeedback();
  const [values, setValues] = useState<ApplicantFilterValues>({});
  const [tab, setTab] = useState<ResumeTab>(RESUME_DEFAULT_TAB);
  const [selected, setSelected] = useState<ApplyRow[]>([]);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [batchResult, setBatchResult] = useState<BatchResult | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = useMemo(() => toApplicantFilters(values, jobCode), [values, jobCode]);

  const job = useQuery({
    queryKey: applyKeys.job(jobCode ?? ''),
    queryFn: () => fetchJob(jobCode!),
    enabled: !!jobCode,
  });
  // The page's tag is named after its job (the drawer inside the job list leaves that tag alone).
  useTabTitle(mode === 'single' && !embedded ? job.data?.jobName : undefined);
  const rules = useMemo(() => readFormRules(job.data?.formContent), [job.data?.formContent]);
  const filterFields = useMemo(() => formFilterFields(rules), [rules]);
  const counts = useQuery({ queryKey: [...applyKeys.counts, filters], queryFn: () => fetchCounts(filters) });

  /** Rows, counts and an open detail reload (all under applyKeys.all). */
  const reload = () => void client.invalidateQueries({ queryKey: applyKeys.all });
  /** After a change from the list: the selection is spent. */
  const changed = () => {
    setSelected([]);
    reload();
  };
  const afterDialog = (result: BatchResult | null) => {
    if (result) {
      announceBatch(result);
      setBatchResult(result);
    }
    changed();
  };

  const onButton = (button: ApplyButton, row: ApplyRow) => {
    if (button.dialog === 'interview')
      setOpen({ kind: 'interview', applyCodes: [row.applyCode], batch: false });
    else if (button.dialog === 'leave') setOpen({ kind: 'leave', row });
    else void runRowAction(button, row, changed);
  };
  const onBatch = (button: ApplyButton) => {
    if (!selected.length) {
      message.warning(APPLY_MESSAGES.selectFirst);
      return;
    }
    if (button.dialog === 'interview')
      setOpen({ kind: 'interview', applyCodes: selected.map((row) => row.applyCode), batch: true });
    else void runBatchAction(button, selected, afterDialog);
  };
  const withExporting = async (run: () => Promise<boolean>) => {
    setExporting(true);
    await run();
    setExporting(false);
  };
  const download = async (row: ApplyRow) => {
    try {
      const { blob, fileName } = await callFile(api.apply.downloadResume, {
        query: { applyCode: row.applyCode, resumeCode: row.resumeCode ?? undefined },
      });
      downloadBlob(blob, fileName ?? `${row.usrName}的简历.pdf`);
    } catch (error) {
      message.error(errorText(error, '下载失败'));
    }
  };
  const back = () => {
    if (onBack) return onBack();
    // react-router keeps the entry's index in history.state: 0 means nothing of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(BACK_FALLBACK);
  };

  const columns = [
    ...applicantColumns({ mode, tab, formRules: rules }),
    actionsColumn<ApplicantRow>(330, (row) => (
      <ApplicantRowActions
        row={row}
        onButton={onButton}
        onDetail={(r) => setOpen({ kind: 'detail', row: r })}
        onViewForm={(r) => setOpen({ kind: 'form', row: r })}
        onDownload={(r) => void download(r)}
        onHealth={(r) => setOpen({ kind: 'health', row: r })}
      />
    )),
  ];
  // Single mode waits for the job, so its custom columns and filters are there from the first page.
  const ready = mode === 'all' || !job.isPending;

  return (
    <Card
      variant="borderless"
      title={mode === 'single' && !embedded ? (job.data?.jobName ?? '报名列表') : undefined}
      styles={embedded ? { body: { padding: 0 } } : undefined}
      data-testid="applicant-list"
    >
      {job.error ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`职位信息读取失败（${errorText(job.error)}），自定义表单字段暂不可用`}
        />
      ) : null}
      <ApplicantFilterCard
        key={jobCode ?? 'all'}
        mode={mode}
        formFields={filterFields}
        onSearch={(next) => {
          setValues(next);
          setSelected([]);
        }}
        onBack={mode === 'single' && (!embedded || onBack) ? back : undefined}
      />
      <StatusTabs<ResumeTab>
        items={RESUME_TABS}
        counts={counts.isError ? undefined : counts.data}
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setSelected([]);
        }}
      />
      <ApplicantBatchBar
        variant={variant}
        tab={tab}
        selectedCount={selected.length}
        exporting={exporting}
        onBatch={onBatch}
        onExport={() => void withExporting(() => exportSelected(variant, selected, jobCode))}
        onExportAll={
          variant === 'applications' ? () => void withExporting(() => exportAll(filters, tab)) : undefined
        }
      />
      {ready ? (
        <PagedTable<ApplicantRow>
          rowKey="applyCode"
          columns={columns}
          scroll={{ x: 'max-content' }}
          pageSizes={APPLICANT_PAGE_SIZES}
          rowSelection={{
            selectedRowKeys: selected.map((row) => row.applyCode),
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
          }}
          queryKey={[...applyKeys.list, filters, tab, rules.length]}
          fetcher={(page) => fetchApplicants(filters, tab, page, rules)}
        />
      ) : null}
      <ApplicantDialogs
        open={open}
        onClose={() => setOpen(null)}
        onChanged={afterDialog}
        onDetailChanged={reload}
        batchResult={batchResult}
        onBatchResultClose={() => setBatchResult(null)}
      />
    </Card>
  );
}
