import {
  api,
  genderRequirementNames,
  type JobDetail,
  jobEducationNames,
  jobLifecycle,
  parseAgeRequirement,
  salaryText,
  socialRecruitmentNames,
  workTypeNames,
  workYearsNames,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Flex, Image, Space, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { call } from '../../../../app/request.ts';
import { DetailRow, errorText, MapMarkerView, VideoPlayer } from '../../../../components';
import StateHistory from '../../company/StateHistory.tsx';
import { JobApplyFormPopover } from './JobApplyFormPopover.tsx';
import { JobQrCode } from './JobQrCode.tsx';
import { jobDetailKey } from './jobDetailKey.ts';

const STATE_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'error',
  2: 'cyan',
  3: 'success',
  4: 'default',
  5: 'warning',
  6: 'default',
};

const tags = (items: readonly string[], color?: string): ReactNode =>
  items.length ? (
    <Space wrap size={[0, 4]}>
      {items.map((item) => (
        <Tag key={item} color={color}>
          {item}
        </Tag>
      ))}
    </Space>
  ) : null;

const section = (title: string) => (
  <Divider titlePlacement="start" style={{ marginTop: 20 }}>
    {title}
  </Divider>
);

function ageText(text: string): string {
  const age = parseAgeRequirement(text);
  return age ? `${age.min}-${age.max}岁` : text;
}

/** Pictures (click to enlarge, arrows between them) and the video, or 暂无. */
function JobMedia({ job }: { job: JobDetail }) {
  const pictures = job.jobPictureUrls.filter((picture) => picture.url);
  if (!job.jobVideoCodes && pictures.length === 0) return <DetailRow label="视频图片" value={null} />;
  return (
    <Space orientation="vertical" size="middle" style={{ paddingLeft: 24 }}>
      {job.jobVideoCodes ? <VideoPlayer src={job.jobVideoUrl} width={360} height={202} /> : null}
      {pictures.length ? (
        <Image.PreviewGroup>
          <Space wrap>
            {pictures.map((picture, index) => (
              <Image
                key={picture.code}
                src={picture.url ?? undefined}
                alt={`职位图片${index + 1}`}
                width={104}
                height={104}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
    </Space>
  );
}

/** Everything a job says, as its applicants would read it, plus its review history. */
export function JobDetailContent({ job }: { job: JobDetail }) {
  const region = [job.provinceName, job.cityName, job.countyName].filter(Boolean).join(' ');
  return (
    <div data-testid="job-detail">
      <Flex justify="space-between" gap={24} align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Space align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {job.jobName}
            </Typography.Title>
            <Tag color={STATE_COLORS[job.approveType]}>
              {(jobLifecycle.states as Record<number, string>)[job.approveType]}
            </Tag>
          </Space>
          <Typography.Title level={3} type="danger" style={{ margin: '8px 0' }}>
            {salaryText(job)}
          </Typography.Title>
          <Space wrap size={[0, 4]}>
            <Tag color="blue">{(job.workType === null ? null : workTypeNames[job.workType]) ?? '-'}</Tag>
            {job.jobCategoryName ? <Tag>{job.jobCategoryName}</Tag> : null}
            <Tag>
              {(job.socialRecruitment === null ? null : socialRecruitmentNames[job.socialRecruitment]) ?? '-'}
            </Tag>
          </Space>
          <div style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">
              {job.cmpyName ?? job.cmpyCode} · {job.jobCode}
            </Typography.Text>
          </div>
        </div>
        <JobQrCode jobCode={job.jobCode} />
      </Flex>

      {section('招聘信息')}
      <DetailRow
        label="招聘人数"
        value={job.applicationNumber === null ? null : `${job.applicationNumber}人`}
      />
      <DetailRow label="入职返佣" value={job.entryRebate === null ? null : `${job.entryRebate}元/人`} />
      <DetailRow label="返佣规则" value={job.rebateRule} />
      <DetailRow
        label="报名表单"
        value={<JobApplyFormPopover formName={job.formName} formContent={job.formContent} />}
      />
      <DetailRow label="需要简历" value={job.needResume === 1 ? '是' : '否'} />
      <DetailRow label="职位福利" value={tags(job.jobWelfare, 'green')} />

      {section('视频与图片')}
      <JobMedia job={job} />

      {section('招聘条件')}
      <DetailRow
        label="学历要求"
        value={job.academicRequirement === null ? null : jobEducationNames[job.academicRequirement]}
      />
      <DetailRow label="工作经验" value={job.workYears === null ? null : workYearsNames[job.workYears]} />
      <DetailRow
        label="性别要求"
        value={job.genderRequirement === null ? null : genderRequirementNames[job.genderRequirement]}
      />
      <DetailRow label="年龄要求" value={job.ageRequirement === null ? null : ageText(job.ageRequirement)} />
      <DetailRow
        label="招聘类型"
        value={job.socialRecruitment === null ? null : socialRecruitmentNames[job.socialRecruitment]}
      />
      <DetailRow label="面试要求" value={tags(job.interviewRequirements)} />
      <DetailRow label="其他要求" value={job.otherRequirements} />

      {section('职位描述')}
      <DetailRow label="工作描述" value={tags(job.workDescription, 'purple')} />
      <DetailRow label="职位描述" value={job.jobIntroduction} />

      {section('联系方式')}
      <DetailRow label="联系人" value={job.contactName} />
      <DetailRow label="联系电话" value={job.contactPhone} />
      <DetailRow label="工作地址" value={[region, job.jobAddress].filter(Boolean).join(' ') || null} />
      {job.gcj02Lon === null || job.gcj02Lat === null ? null : (
        <MapMarkerView
          point={{ lng: job.gcj02Lon, lat: job.gcj02Lat }}
          title={job.jobAddress ?? undefined}
          regionCode={job.countyCode ?? undefined}
          height={260}
          style={{ marginTop: 8 }}
        />
      )}

      {section('状态记录')}
      <StateHistory
        items={job.history.map((entry) => ({
          actionName: entry.actionName,
          operator: entry.operator,
          remark: entry.remark,
          time: entry.createTime,
        }))}
      />
    </div>
  );
}

/** The job detail view (spec §2), fed by queryJobInfoDetail/{jobCode}: for drawers that show one job. */
export function JobDetailView({ jobCode }: { jobCode: string }) {
  const query = useQuery({
    queryKey: [...jobDetailKey, jobCode],
    queryFn: () => call(api.job.queryJobInfoDetail, { params: { jobCode } }),
  });
  if (query.isError)
    return <Alert type="error" showIcon title={errorText(query.error, '获取职位详情失败')} />;
  return (
    <Spin spinning={query.isFetching}>
      {query.data ? <JobDetailContent job={query.data} /> : <div style={{ minHeight: 200 }} />}
    </Spin>
  );
}
