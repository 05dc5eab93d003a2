import { PlusOutlined } from '@ant-design/icons';
import {
  api,
  JOB_DEFAULT_TAB,
  JOB_TABS,
  type JobFormMode,
  type JobRow,
  type JobTabState,
  jobFormModeTitles,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { call } from '../../../../app/request.ts';
import {
  actionsColumn,
  PagedTable,
  type PagedTableHandle,
  Permission,
  StatusTabs,
  TableToolbar,
} from '../../../../components';
import { lazyDialog } from '../../../../components/LazyDialog/index.ts';
import { JobFilterForm } from './JobFilterForm.tsx';
import { JobCheckModal, JobForcedEndModal } from './JobReviewModals.tsx';
import { directActionOf, type JobButton, JobRowActions, useJobActionRunner } from './jobActions.tsx';
import { jobColumns } from './jobColumns.tsx';
import { countsByType, type JobFilterValues, jobKeys, toJobFilters } from './jobList.ts';

/** The job form (with its pickers, rich text and uploads) is fetched when it first opens. */
const JobFormDrawer = lazyDialog(() => import('../form/JobFormDrawer.tsx').then((m) => m.JobFormDrawer), {
  kind: 'drawer',
  title: ({ open }) => (open ? jobFormModeTitles[open.mode] : ''),
  isOpen: ({ open }) => open !== null,
  onClose: ({ onClose }) => onClose,
  width: '90%',
});

/** A job's applicants (the whole applicant list with its dialogs) and its preview: fetched when opened. */
const JobApplicantsDrawer = lazyDialog(
  () => import('./JobApplicantsDrawer.tsx').then((m) => m.JobApplicantsDrawer),
  {
    kind: 'drawer',
    title: ({ job }) => job?.jobName ?? '',
    isOpen: ({ job }) => job !== null,
    onClose: ({ onClose }) => onClose,
    width: '90%',
  },
);
const JobPreviewDrawer = lazyDialog(() => import('./JobPreviewDrawer.tsx').then((m) => m.JobPreviewDrawer), {
  kind: 'drawer',
  title: () => '职位预览',
  isOpen: ({ job }) => job !== null,
  onClose: ({ onClose }) => onClose,
  width: 820,
});

/** Width of the 操作 column per tab: room for its buttons on two lines at most. */
const ACTIONS_WIDTH: Record<JobTabState, number> = { 3: 300, 2: 260, 0: 120, 1: 170, 4: 200, 5: 200, 6: 120 };

/**
 * 职位列表 (/recruit/job/list, spec §2, §4, §6): filters, approveType tabs with counts under the same
 * filters, the paged table and each tab's row actions from the contract (JOB_TAB_ACTIONS, then the
 * operator's JOB_OPERATOR_ACTIONS), each behind its permission code. Preview, the job form and the
 * applicants open in right-side drawers; every action reloads the rows and the counts.
 */
export default function JobListPage() {
  const queryClient = useQueryClient();
  const tableRef = useRef<PagedTableHandle>(null);
  const [filters, setFilters] = useState<JobFilterValues>({});
  const [tab, setTab] = useState<JobTabState>(JOB_DEFAULT_TAB);
  const [formOpen, setFormOpen] = useState<{ mode: JobFormMode; jobCode?: string } | null>(null);
  const [previewing, setPreviewing] = useState<JobRow | null>(null);
  const [applicants, setApplicants] = useState<JobRow | null>(null);
  const [reviewing, setReviewing] = useState<JobRow | null>(null);
  const [forcing, setForcing] = useState<JobRow | null>(null);
  const query = useMemo(() => toJobFilters(filters), [filters]);

  const counts = useQuery({
    queryKey: [...jobKeys.counts, query],
    queryFn: () => call(api.job.queryJobInfoType, { query }),
  });

  /** Counts and details change with every action (the table reloads itself). */
  const refreshOthers = () => {
    void queryClient.invalidateQueries({ queryKey: jobKeys.counts });
    void queryClient.invalidateQueries({ queryKey: jobKeys.detail });
  };
  const reloadAll = () => {
    tableRef.current?.reload();
    refreshOthers();
  };
  const runAction = useJobActionRunner(tableRef, refreshOthers);

  const onButton = (button: JobButton, job: JobRow) => {
    const action = directActionOf(button);
    if (action) {
      void runAction(action, job, button.confirm);
      return;
    }
    if ('mode' in button && button.mode) {
      setFormOpen({ mode: button.mode, jobCode: job.jobCode });
      return;
    }
    const open: Partial<Record<JobButton['key'], (row: JobRow) => void>> = {
      preview: setPreviewing,
      queryResume: setApplicants,
      check: setReviewing,
      forcedEnd: setForcing,
    };
    open[button.key]?.(job);
  };

  const columns = [
    ...jobColumns(tab),
    actionsColumn<JobRow>(ACTIONS_WIDTH[tab], (job) => (
      <JobRowActions job={job} tab={tab} onClick={onButton} />
    )),
  ];

  const closeReview = () => {
    setReviewing(null);
    setForcing(null);
  };
  const reviewed = () => {
    closeReview();
    // The job left its tab: step back from a later page it empties.
    tableRef.current?.afterDelete();
    refreshOthers();
  };

  return (
    <Card variant="borderless">
      <JobFilterForm onSearch={setFilters} />
      <StatusTabs<JobTabState>
        items={JOB_TABS}
        counts={countsByType(counts.data)}
        activeKey={tab}
        onChange={setTab}
      />
      <TableToolbar>
        <Permission code="recruit:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen({ mode: 'add' })}>
            发布职位
          </Button>
        </Permission>
      </TableToolbar>
      <PagedTable<JobRow>
        ref={tableRef}
        rowKey="jobCode"
        columns={columns}
        scroll={{ x: 'max-content' }}
        queryKey={[...jobKeys.list, query, tab]}
        fetcher={(page) => call(api.job.queryJobInfoList, { body: { ...page, ...query, approveType: tab } })}
      />
      <JobFormDrawer
        open={formOpen}
        onClose={() => setFormOpen(null)}
        // The drawer closes itself through onClose after a save.
        onSaved={reloadAll}
      />
      <JobPreviewDrawer job={previewing} onClose={() => setPreviewing(null)} />
      <JobApplicantsDrawer job={applicants} onClose={() => setApplicants(null)} />
      <JobCheckModal job={reviewing} onClose={closeReview} onDone={reviewed} />
      <JobForcedEndModal job={forcing} onClose={closeReview} onDone={reviewed} />
    </Card>
  );
}
