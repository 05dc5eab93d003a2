import { type JobRow, type JobTabState, salaryText, workTypeNames } from '@hr/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { orDash } from '../../../../components';

type TimeField = 'submitTime' | 'checkTime' | 'onlineTime' | 'downTime' | 'refreshTime' | 'updateTime';

/** The times each tab shows: when the job entered that state, and what happened before or since. */
const TAB_TIMES: Record<JobTabState, readonly [TimeField, string][]> = {
  3: [
    ['onlineTime', '上线'],
    ['refreshTime', '刷新'],
  ],
  2: [
    ['submitTime', '提交'],
    ['checkTime', '审核'],
  ],
  0: [['submitTime', '提交']],
  1: [
    ['submitTime', '提交'],
    ['checkTime', '审核'],
  ],
  4: [
    ['onlineTime', '上线'],
    ['downTime', '下线'],
  ],
  5: [
    ['onlineTime', '上线'],
    ['downTime', '下线'],
  ],
  6: [['updateTime', '更新']],
};

/** Tabs whose rows carry a reason in `remark`, and its column title. */
const TAB_REASON: Partial<Record<JobTabState, string>> = { 1: '驳回原因', 5: '强制下线原因' };

/** Tabs of jobs that have been online and so have applications, favourites and shares to count. */
const COUNTED_TABS: readonly JobTabState[] = [3, 2, 4, 5];

/** Tabs where it matters whether a passed review goes online by itself (automaticalPublish). */
const PUBLISH_TABS: readonly JobTabState[] = [0, 2];

/** One column for a tab's times: a single time titled by itself, two as labelled lines. */
function timeColumn(tab: JobTabState): ColumnType<JobRow> {
  const times = TAB_TIMES[tab];
  const [only] = times;
  if (times.length === 1 && only)
    return {
      title: `${only[1]}时间`,
      key: 'times',
      width: 170,
      render: (_, job) => orDash(job[only[0]]),
    };
  return {
    title: '时间',
    key: 'times',
    width: 210,
    render: (_, job) =>
      times.map(([field, label]) => (
        <div key={field} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary">{label}：</Typography.Text>
          {orDash(job[field])}
        </div>
      )),
  };
}

const reasonColumn = (title: string): ColumnType<JobRow> => ({
  title,
  dataIndex: 'remark',
  width: 220,
  render: (remark: string | null) => <Typography.Text type="danger">{orDash(remark)}</Typography.Text>,
});

const countsColumn: ColumnType<JobRow> = {
  title: '投递/收藏/转发',
  key: 'counts',
  width: 130,
  align: 'center',
  render: (_, job) => `${job.deliverCount} / ${job.collectCount} / ${job.transpondCount}`,
};

const publishColumn: ColumnType<JobRow> = {
  title: '通过后上线',
  dataIndex: 'automaticalPublish',
  width: 110,
  render: (value: number) => (value === 0 ? <Tag color="green">自动上线</Tag> : <Tag>手动上线</Tag>),
};

/**
 * The list's columns for a tab (the 操作 column is added by the page). The reason of a rejection or a
 * forced end comes right after the name: on those tabs it is what the reader is looking for.
 */
export function jobColumns(tab: JobTabState): ColumnsType<JobRow> {
  const reason = TAB_REASON[tab];
  return [
    {
      title: '职位名称',
      dataIndex: 'jobName',
      width: 200,
      fixed: 'left',
      render: (name: string, job) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {job.jobCode}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    ...(reason ? [reasonColumn(reason)] : []),
    {
      title: '招聘企业',
      dataIndex: 'cmpyName',
      width: 180,
      ellipsis: { showTitle: true },
      render: (name: string | null) => orDash(name),
    },
    {
      title: '职位工种',
      dataIndex: 'jobCategoryName',
      width: 110,
      render: (name: string | null) => orDash(name),
    },
    { title: '薪资', key: 'salary', width: 160, render: (_, job) => orDash(salaryText(job)) },
    { title: '招聘人数', dataIndex: 'applicationNumber', width: 90, align: 'right' },
    {
      title: '工作性质',
      dataIndex: 'workType',
      width: 90,
      render: (type: number) => workTypeNames[type] ?? '-',
    },
    {
      title: '工作地区',
      key: 'region',
      width: 170,
      ellipsis: { showTitle: true },
      render: (_, job) => [job.provinceName, job.cityName, job.countyName].filter(Boolean).join(' '),
    },
    ...(COUNTED_TABS.includes(tab) ? [countsColumn] : []),
    ...(PUBLISH_TABS.includes(tab) ? [publishColumn] : []),
    timeColumn(tab),
  ];
}
