import { type JobFormMode, jobFormModeTitles } from '@hr/contract';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { JobFormDrawer, type JobFormDrawerProps } from './JobFormDrawer.tsx';

/** Each mode with a demo job of the state it applies to (docs/decisions.md, Jobs: demo). */
const DEMOS: { mode: JobFormMode; jobCode?: string; note: string }[] = [
  { mode: 'add', note: '空白表单' },
  { mode: 'edit', jobCode: 'J_DEMO_04', note: '审核通过的职位' },
  { mode: 'editDraft', jobCode: 'J_DEMO_10', note: '草稿' },
  { mode: 'editRefuse', jobCode: 'J_DEMO_07', note: '审核驳回的职位' },
  { mode: 'copy', jobCode: 'J_DEMO_08', note: '已下线的职位' },
];

/**
 * Developer preview of the job form drawer (route /common/preview/job-form): opens each mode on a demo job
 * (恒达's J_DEMO_xx, visible to admin, operators and hengda01) through the real API. Saving really saves.
 */
export default function JobFormPreview() {
  const [open, setOpen] = useState<JobFormDrawerProps['open']>(null);
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [saves, setSaves] = useState(0);
  return (
    <Card title="职位表单（五种模式）">
      <Space orientation="vertical" size="middle">
        {DEMOS.map(({ mode, jobCode, note }) => (
          <Space key={mode}>
            <Button
              type="primary"
              style={{ width: 140 }}
              onClick={() => setOpen({ mode, ...(jobCode ? { jobCode: codes[mode] ?? jobCode } : {}) })}
            >
              {jobFormModeTitles[mode]}
            </Button>
            {jobCode ? (
              <Input
                aria-label={`${jobFormModeTitles[mode]}的职位编号`}
                style={{ width: 160 }}
                value={codes[mode] ?? jobCode}
                onChange={(event) => setCodes({ ...codes, [mode]: event.target.value })}
              />
            ) : null}
            <Typography.Text type="secondary">
              {mode}：{note}
            </Typography.Text>
          </Space>
        ))}
        <Typography.Text data-testid="job-form-saves">已保存 {saves} 次</Typography.Text>
      </Space>
      <JobFormDrawer open={open} onClose={() => setOpen(null)} onSaved={() => setSaves((n) => n + 1)} />
    </Card>
  );
}
