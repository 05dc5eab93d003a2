import { api, JOB_MESSAGES, type JobFormMode, jobFormModeTitles } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Spin } from 'antd';
import { useRef, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { useCurrentUser } from '../../../../app/session.ts';
import { errorText, useFeedback } from '../../../../components';
import { JobForm } from './JobForm.tsx';
import { emptyJobForm, formValuesOf } from './jobFormValues.ts';

export interface JobFormDrawerProps {
  /** null = closed. */
  open: { mode: JobFormMode; jobCode?: string } | null;
  onClose: () => void;
  /**
   * Called after a successful save (publish or draft); the list reloads its rows and tab counts. The
   * drawer then closes through onClose.
   */
  onSaved: () => void;
}

interface ContentProps {
  mode: JobFormMode;
  jobCode?: string | undefined;
  dirtyRef: { current: () => boolean };
  onSaved: () => void;
  onCancel: () => void;
}

/** One opening: the job loaded (edit modes, copy) or a new job's empty values, then the form. */
function JobFormContent({ mode, jobCode, dirtyRef, onSaved, onCancel }: ContentProps) {
  const user = useCurrentUser();
  const needsJob = mode !== 'add';
  const detail = useQuery({
    queryKey: ['recruit', 'job', 'formDetail', jobCode],
    queryFn: () => call(api.job.queryJobInfoDetail, { params: { jobCode: jobCode ?? '' } }),
    enabled: needsJob && !!jobCode,
    gcTime: 0,
    staleTime: 0,
  });
  // Each opening keeps the values it started from, whatever refetches later.
  const [initial, setInitial] = useState<ReturnType<typeof emptyJobForm> | null>(null);
  const cmpyCode = user.data?.cmpyCode ?? null;
  const ownCompany = cmpyCode ? { cmpyCode, cmpyName: user.data?.cmpyName ?? null } : null;

  if (!initial) {
    if (needsJob && !jobCode) return <Alert type="error" showIcon title="缺少职位编号" />;
    if (user.isError) return <Alert type="error" showIcon title={errorText(user.error)} />;
    if (detail.isError)
      return <Alert type="error" showIcon title={errorText(detail.error, '获取职位失败')} />;
    if (user.data && !needsJob) setInitial(emptyJobForm(cmpyCode));
    else if (user.data && detail.data) setInitial(formValuesOf(detail.data));
    return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  }
  return (
    <JobForm
      mode={mode}
      jobCode={jobCode}
      initial={initial}
      formName={detail.data?.formName}
      ownCompany={ownCompany}
      dirtyRef={dirtyRef}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/**
 * The job form drawer (spec §2): right side, 90% wide, titled by its mode. add starts empty; edit,
 * editDraft and editRefuse load the job and save it with editJobInfo; copy loads the source and saves a
 * new job naming it. Closing with unsaved changes asks first.
 */
export function JobFormDrawer({ open, onClose, onSaved }: JobFormDrawerProps) {
  const { modal } = useFeedback();
  const dirtyRef = useRef<() => boolean>(() => false);
  // The title stays while the drawer slides out.
  const [lastMode, setLastMode] = useState<JobFormMode>('add');
  if (open && open.mode !== lastMode) setLastMode(open.mode);

  const requestClose = () => {
    if (!dirtyRef.current()) {
      onClose();
      return;
    }
    modal.confirm({
      title: '提示',
      content: JOB_MESSAGES.unsavedChanges,
      okText: '确定',
      cancelText: '取消',
      onOk: onClose,
    });
  };

  return (
    <Drawer
      title={jobFormModeTitles[open?.mode ?? lastMode]}
      open={open !== null}
      placement="right"
      size="90%"
      destroyOnHidden
      onClose={requestClose}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {open ? (
        <JobFormContent
          key={`${open.mode}:${open.jobCode ?? ''}`}
          mode={open.mode}
          jobCode={open.jobCode}
          dirtyRef={dirtyRef}
          onSaved={() => {
            dirtyRef.current = () => false;
            onSaved();
            onClose();
          }}
          onCancel={requestClose}
        />
      ) : null}
    </Drawer>
  );
}
