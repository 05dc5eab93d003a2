import { UserOutlined } from '@ant-design/icons';
import {
  type ResumeDetail,
  recruitNames,
  resumeEducationNames,
  usrGenderNames,
  workTypeNames,
} from '@hr/contract';
import { Avatar, Divider, Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DetailRow } from '../../../../components';
import styles from './ResumeDetail.module.css';

/**
 * The resume itself (spec recruitment §2 resume detail, left side): base info with the head picture, job
 * intention, skills, work/internship history, education, training, certificates and honours with their
 * pictures (click to preview). Also the body of the printed resume.
 */

const name = (names: Record<number, string>, code: number | null | undefined) =>
  code === null || code === undefined ? null : (names[code] ?? null);

/** A resume month: `2020-03` of `2020-03-01` or `2020-03-01 00:00:00`. */
const month = (text: string | null) => (text ? text.slice(0, 7) : null);

/** `2019-07 至 2021-03`; no end reads 至今. */
export const periodText = (begin: string | null, end: string | null): string =>
  begin || end ? `${month(begin) ?? '-'} 至 ${month(end) ?? '至今'}` : '';

export const workingYearText = (years: number | null | undefined): string | null =>
  years === null || years === undefined ? null : years === 0 ? '无工作经验' : `${years}年`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Divider titlePlacement="start" style={{ margin: '16px 0 8px' }}>
        {title}
      </Divider>
      {children}
    </section>
  );
}

const none = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', paddingLeft: 16 }}>
    {text}
  </Typography.Text>
);

function Entry({ title, meta, lines }: { title: ReactNode; meta: string; lines: (string | null)[] }) {
  return (
    <div className={styles.entry}>
      <div className={styles.entryHead}>
        <span>{title}</span>
        <span className={styles.entryMeta}>{meta}</span>
      </div>
      {lines
        .filter((line): line is string => !!line)
        .map((line) => (
          <div key={line} className={styles.entryText}>
            {line}
          </div>
        ))}
    </div>
  );
}

export function ResumeView({ detail }: { detail: ResumeDetail }) {
  const r = detail.resumeVO;
  const age = detail.jobApplyInfoVO.usrAge;
  const summary = [
    name(usrGenderNames, r.usrGender),
    age !== null ? `${age}岁` : null,
    workingYearText(r.workingYear),
    name(resumeEducationNames, r.academicRequirement),
  ].filter(Boolean);

  return (
    <div>
      <div className={styles.head}>
        {r.headPictureUrl ? (
          <Image
            src={r.headPictureUrl}
            alt="头像"
            width={80}
            height={80}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ) : (
          <Avatar shape="square" size={80} icon={<UserOutlined />} />
        )}
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {r.usrName}
          </Typography.Title>
          <Typography.Text type="secondary">{summary.join(' | ')}</Typography.Text>
        </div>
      </div>

      <Section title="基本信息">
        <div className={styles.grid}>
          <DetailRow label="性别" labelWidth={90} value={name(usrGenderNames, r.usrGender)} />
          <DetailRow label="年龄" labelWidth={90} value={age !== null ? `${age}岁` : null} />
          <DetailRow label="手机号" labelWidth={90} value={r.usrTel} />
          <DetailRow label="身份证号" labelWidth={90} value={r.usrIdCard} />
          <DetailRow label="工作年限" labelWidth={90} value={workingYearText(r.workingYear)} />
          <DetailRow label="学历" labelWidth={90} value={name(resumeEducationNames, r.academicRequirement)} />
          <DetailRow label="是否统招" labelWidth={90} value={name(recruitNames, r.recruit)} />
          <DetailRow label="所在地区" labelWidth={90} value={r.regionName} />
        </div>
      </Section>

      <Section title="求职意向">
        <div className={styles.grid}>
          <DetailRow label="期望职位" labelWidth={90} value={r.expectPosition} />
          <DetailRow label="工作性质" labelWidth={90} value={name(workTypeNames, r.workType)} />
        </div>
      </Section>

      <Section title="技能特长">
        {detail.specialSkillNames.length ? (
          <Space wrap size={[0, 8]} style={{ paddingLeft: 16 }}>
            {detail.specialSkillNames.map((skill) => (
              <Tag key={skill.categorieName} color="blue">
                {skill.categorieName}
              </Tag>
            ))}
          </Space>
        ) : (
          none('暂无技能特长')
        )}
      </Section>

      <Section title="工作/实习经历">
        {detail.workList.length
          ? detail.workList.map((work) => (
              <Entry
                key={work.experienceCode}
                title={`${work.compyName} · ${work.jobName}`}
                meta={periodText(work.beginTime, work.endTime)}
                lines={[work.jobCategoryName ? `职位类别：${work.jobCategoryName}` : null, work.workContent]}
              />
            ))
          : none('暂无工作经历')}
      </Section>

      <Section title="教育经历">
        {detail.educationList.length
          ? detail.educationList.map((edu) => (
              <Entry
                key={edu.educationCode}
                title={edu.schoolName}
                meta={periodText(edu.beginTime, edu.endTime)}
                lines={[
                  [
                    edu.professionName,
                    name(resumeEducationNames, edu.academicRequirement),
                    name(recruitNames, edu.recruit),
                  ]
                    .filter(Boolean)
                    .join(' | ') || null,
                ]}
              />
            ))
          : none('暂无教育经历')}
      </Section>

      <Section title="培训经历">
        {detail.trainList.length
          ? detail.trainList.map((train) => (
              <Entry
                key={train.trainCode}
                title={train.trainOrganizaName}
                meta={periodText(train.beginTime, train.endTime)}
                lines={[train.trainContent]}
              />
            ))
          : none('暂无培训经历')}
      </Section>

      <Section title="证书与荣誉">
        {detail.certificateVOS.length
          ? detail.certificateVOS.map((cert, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: certificates have no code; the list is read-only.
              <div key={`${cert.vcName}-${index}`} className={styles.entry}>
                <div className={styles.entryHead}>
                  <span>{cert.vcName}</span>
                  <span className={styles.entryMeta}>
                    {cert.issueTime ? cert.issueTime.slice(0, 10) : ''}
                  </span>
                </div>
                {cert.vcMaterialCodeUrls.length ? (
                  <Image.PreviewGroup>
                    <Space wrap style={{ marginTop: 8 }}>
                      {cert.vcMaterialCodeUrls.map((picture, i) => (
                        <Image
                          key={picture.url}
                          src={picture.url}
                          alt={`${cert.vcName}${i + 1}`}
                          width={96}
                          height={96}
                          style={{ objectFit: 'cover' }}
                        />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                ) : null}
              </div>
            ))
          : none('暂无证书与荣誉')}
      </Section>
    </div>
  );
}
