import { PlusOutlined } from '@ant-design/icons';
import { RESUME_LIMITS, recruitNames, resumeEducationNames } from '@hr/contract';
import { Button, Card, Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import styles from './ApplyJobPage.module.css';
import { DateText, optionsOf } from './ResumeBaseFields.tsx';
import { ResumeImageField } from './ResumeImageField.tsx';
import { type FieldPath, resumeRule } from './resumeForm.ts';

const L = RESUME_LIMITS;
type ListName = 'workList' | 'educationList' | 'trainList' | 'certificateVOS';

interface EntryListProps {
  name: ListName;
  title: string;
  /** What one entry is called: 添加… and its card title. */
  noun: string;
  children: (index: number, path: (field: string) => FieldPath) => ReactNode;
}

/** An add/remove list of resume entries (at most 10 each), one card per entry. */
function EntryList({ name, title, noun, children }: EntryListProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                className={styles.entry}
                title={`${noun}${index + 1}`}
                extra={
                  <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                    删除
                  </Button>
                }
              >
                {children(field.name, (f) => [name, field.name, f])}
              </Card>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= L.entriesMax}
              onClick={() => add({})}
            >
              添加{noun}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

/** 开始时间 and 结束时间 (empty end: 至今); the end is checked again when the start changes. */
function Period({
  index,
  path,
  listName,
}: {
  index: number;
  path: (f: string) => FieldPath;
  listName: ListName;
}) {
  return (
    <div className={styles.pair}>
      <Form.Item name={[index, 'beginTime']} label="开始时间" rules={resumeRule(path('beginTime'))}>
        <DateText placeholder="开始月份" />
      </Form.Item>
      <Form.Item
        name={[index, 'endTime']}
        label="结束时间"
        dependencies={[[listName, index, 'beginTime']]}
        rules={resumeRule(path('endTime'))}
      >
        <DateText placeholder="至今" />
      </Form.Item>
    </div>
  );
}

/** The resume's lists (spec recruitment §3): work/internship, education, training, certificates. */
export function ResumeListSections({ jobCode }: { jobCode: string }) {
  return (
    <>
      <EntryList name="workList" title="工作/实习经历" noun="工作经历">
        {(i, path) => (
          <>
            <Form.Item
              name={[i, 'compyName']}
              label="公司名称"
              required
              rules={resumeRule(path('compyName'))}
            >
              <Input maxLength={L.companyMax} placeholder="请输入公司名称" />
            </Form.Item>
            <Form.Item name={[i, 'jobName']} label="职位名称" required rules={resumeRule(path('jobName'))}>
              <Input maxLength={L.jobNameMax} placeholder="请输入职位名称" />
            </Form.Item>
            <Form.Item
              name={[i, 'jobCategoryName']}
              label="职位类别"
              rules={resumeRule(path('jobCategoryName'))}
            >
              <Input maxLength={L.jobNameMax} placeholder="如：仓储物流" />
            </Form.Item>
            <Period index={i} path={path} listName="workList" />
            <Form.Item name={[i, 'workContent']} label="工作内容" rules={resumeRule(path('workContent'))}>
              <Input.TextArea maxLength={L.contentMax} showCount rows={3} />
            </Form.Item>
          </>
        )}
      </EntryList>

      <EntryList name="educationList" title="教育经历" noun="教育经历">
        {(i, path) => (
          <>
            <Form.Item
              name={[i, 'schoolName']}
              label="学校名称"
              required
              rules={resumeRule(path('schoolName'))}
            >
              <Input maxLength={L.schoolMax} placeholder="请输入学校名称" />
            </Form.Item>
            <Form.Item name={[i, 'professionName']} label="专业" rules={resumeRule(path('professionName'))}>
              <Input maxLength={L.professionMax} placeholder="请输入专业" />
            </Form.Item>
            <Form.Item
              name={[i, 'academicRequirement']}
              label="学历"
              required
              rules={resumeRule(path('academicRequirement'))}
            >
              <Select options={optionsOf(resumeEducationNames)} placeholder="请选择学历" />
            </Form.Item>
            <Form.Item name={[i, 'recruit']} label="是否统招" rules={resumeRule(path('recruit'))}>
              <Radio.Group aria-label="是否统招" options={optionsOf(recruitNames)} />
            </Form.Item>
            <Period index={i} path={path} listName="educationList" />
          </>
        )}
      </EntryList>

      <EntryList name="trainList" title="培训经历" noun="培训经历">
        {(i, path) => (
          <>
            <Form.Item
              name={[i, 'trainOrganizaName']}
              label="培训机构"
              required
              rules={resumeRule(path('trainOrganizaName'))}
            >
              <Input maxLength={L.organizationMax} placeholder="请输入培训机构" />
            </Form.Item>
            <Period index={i} path={path} listName="trainList" />
            <Form.Item name={[i, 'trainContent']} label="培训内容" rules={resumeRule(path('trainContent'))}>
              <Input.TextArea maxLength={L.contentMax} showCount rows={3} />
            </Form.Item>
          </>
        )}
      </EntryList>

      <EntryList name="certificateVOS" title="证书与荣誉" noun="证书">
        {(i, path) => (
          <>
            <Form.Item name={[i, 'vcName']} label="证书名称" required rules={resumeRule(path('vcName'))}>
              <Input maxLength={L.certificateMax} placeholder="请输入证书名称" />
            </Form.Item>
            <Form.Item name={[i, 'issueTime']} label="获得时间" rules={resumeRule(path('issueTime'))}>
              <DateText picker="date" placeholder="请选择日期" />
            </Form.Item>
            <Form.Item name={[i, 'pictures']} label="证书图片" rules={resumeRule(path('pictures'))}>
              <ResumeImageField jobCode={jobCode} field="$certificate" max={L.certificateImagesMax} />
            </Form.Item>
          </>
        )}
      </EntryList>
    </>
  );
}
