import { APPLY_MESSAGES, api, type FormRule, RESUME_MESSAGES } from '@hr/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../../app/AppRoutes.tsx';
import { isPublicPage } from '../../../../app/public-pages.ts';
import { uploadForm } from '../../../../components/upload-requests';
import { pngFile } from '../../../../components/upload-requests/controlled-upload.test-helper.ts';
import { buttonName, envelope, renderWithApp, stubApi } from '../detail/fixtures.test-helper.tsx';
import ApplyJobPage, { JOB_GONE } from './ApplyJobPage.tsx';

vi.mock('../../../../components/upload-requests', async (original) => ({
  ...(await original<typeof import('../../../../components/upload-requests')>()),
  uploadForm: vi.fn(),
}));

const formRules: FormRule[] = [
  {
    type: 'input',
    field: 'height',
    title: '身高',
    validate: [{ type: 'string', mode: 'required', required: true, message: '请输入身高' }],
  },
];
const job = (overrides: object = {}) => ({
  jobCode: 'J_DEMO_01',
  jobName: '仓库管理员',
  cmpyName: '恒达物流',
  salary: '5000-8000元/月',
  address: '河南省郑州市新郑市新建路88号',
  jobIntroduction: '负责仓库日常管理',
  open: true,
  needResume: 1,
  formContent: JSON.stringify(formRules),
  ...overrides,
});

let jobAnswer: unknown;
let applyAnswer: unknown;
let api$: ReturnType<typeof stubApi>;
beforeEach(() => {
  jobAnswer = envelope(job());
  applyAnswer = envelope({ applyCode: 'AP9' });
  vi.mocked(uploadForm).mockReset();
  api$ = stubApi({
    '/api/recruit/applyInfo/public/jobInfo': () => jobAnswer,
    '/api/recruit/applyInfo/public/apply': () => applyAnswer,
    '/api/recruit/applyInfo/public/skills': () =>
      envelope([
        {
          categorieCode: 'JC03',
          categorieName: '交通运输',
          categorieParentCode: null,
          categorieSort: 1,
          children: [
            {
              categorieCode: 'JC0301',
              categorieName: '叉车司机',
              categorieParentCode: 'JC03',
              categorieSort: 1,
              children: [],
            },
          ],
        },
      ]),
    '/api/train/district/selectAllProvince': () => envelope([{ proCode: '41', proName: '河南省' }]),
    '/api/pclogin/userauth/currentUser': () => envelope(null, 401, '请先登录'),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (path = '/apply/job?jobCode=J_DEMO_01') =>
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/apply/job" element={<ApplyJobPage />} />
      </Routes>
    </MemoryRouter>,
  );
const submit = () => userEvent.click(screen.getByRole('button', { name: '提交报名' }));
/** The form's messages shown under the fields. */
const errors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((element) => element.textContent);
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
};

/** The required resume fields, typed as an applicant would. */
async function fillResume() {
  await userEvent.type(screen.getByLabelText('姓名'), ' 张三 ');
  await userEvent.type(screen.getByLabelText('手机号'), '13800000001');
  await userEvent.type(screen.getByLabelText('身份证号'), '41018419900101123x');
  await choose('学历', '本科');
}

describe('ApplyJobPage', () => {
  it('shows the job and checks the resume with the contract’s messages', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '仓库管理员' })).toBeTruthy();
    expect(screen.getByText('5000-8000元/月')).toBeTruthy();
    expect(screen.getByText('招聘企业：恒达物流')).toBeTruthy();
    expect(api$.query('/api/recruit/applyInfo/public/jobInfo')).toEqual({ jobCode: 'J_DEMO_01' });
    await submit();
    await waitFor(() =>
      expect(errors()).toEqual([
        RESUME_MESSAGES.nameRequired,
        RESUME_MESSAGES.phoneRequired,
        RESUME_MESSAGES.idCardRequired,
        RESUME_MESSAGES.genderRequired,
        RESUME_MESSAGES.educationRequired,
      ]),
    );
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1380000' } });
    // Month 13 is no birth date.
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '410184199013011234' } });
    await submit();
    await waitFor(() => expect(errors()).toContain(RESUME_MESSAGES.phoneInvalid));
    expect(errors()).toContain(RESUME_MESSAGES.idCardInvalid);
    // A work entry needs its company and job.
    await userEvent.click(screen.getByRole('button', { name: /添加工作经历/ }));
    await submit();
    await waitFor(() => expect(errors()).toContain('请输入公司名称'));
    expect(errors()).toContain('请输入职位名称');
    expect(api$.calls('/api/recruit/applyInfo/public/apply')).toHaveLength(0);
  });

  it('uploads the pictures, checks the job’s form and submits resume and answers', async () => {
    vi.mocked(uploadForm)
      .mockResolvedValueOnce({
        name: '头像.png',
        objectKey: 'apply/202605/head.png',
        url: '/signed/head.png',
      })
      .mockResolvedValueOnce({
        name: '叉车证.png',
        objectKey: 'apply/202605/cert.png',
        url: '/signed/cert.png',
      });
    const { container } = renderPage();
    await screen.findByRole('heading', { name: '仓库管理员' });
    await fillResume();
    // The ID number gives the gender.
    await waitFor(() => expect((screen.getByLabelText('男') as HTMLInputElement).checked).toBe(true));
    const head = screen.getByText('头像').closest('.ant-form-item') as HTMLElement;
    fireEvent.change(head.querySelector('input[type=file]')!, { target: { files: [pngFile('头像.png')] } });
    await waitFor(() => expect(container.querySelector('img[src="/signed/head.png"]')).toBeTruthy());
    expect(vi.mocked(uploadForm).mock.calls[0]![0]).toBe(api.apply.publicUploadFile);
    expect(vi.mocked(uploadForm).mock.calls[0]![2]).toEqual({
      fields: { jobCode: 'J_DEMO_01', field: '$head' },
    });

    await userEvent.click(screen.getByRole('button', { name: /添加证书/ }));
    const cert = screen.getByText('证书1').closest('.ant-card') as HTMLElement;
    await userEvent.type(within(cert).getByLabelText('证书名称'), '叉车证');
    fireEvent.change(cert.querySelector('input[type=file]')!, { target: { files: [pngFile('叉车证.png')] } });
    await waitFor(() => expect(cert.querySelector('img[src="/signed/cert.png"]')).toBeTruthy());
    expect(vi.mocked(uploadForm).mock.calls[1]![2]).toEqual({
      fields: { jobCode: 'J_DEMO_01', field: '$certificate' },
    });

    // The job's own form is checked by the renderer before anything is sent.
    await submit();
    expect(await screen.findByText('请输入身高')).toBeTruthy();
    expect(api$.calls('/api/recruit/applyInfo/public/apply')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('身高'), '175');
    await userEvent.click(screen.getByLabelText('技能特长'));
    await userEvent.click(await screen.findByText('叉车司机'));
    await submit();
    expect(await screen.findByText('报名成功')).toBeTruthy();
    expect(api$.body('/api/recruit/applyInfo/public/apply')).toEqual({
      jobCode: 'J_DEMO_01',
      resume: {
        usrName: '张三',
        usrTel: '13800000001',
        usrIdCard: '41018419900101123X',
        usrGender: 1,
        workingYear: 0,
        academicRequirement: 9,
        specialSkills: ['JC0301'],
        headPictureKey: 'apply/202605/head.png',
        workList: [],
        educationList: [],
        trainList: [],
        certificateVOS: [{ vcName: '叉车证', objectKeys: ['apply/202605/cert.png'] }],
      },
      formValue: { height: '175' },
    });
  });

  it('copies the resume’s name and phone into the job form’s fields asking for them again', async () => {
    jobAnswer = envelope(
      job({
        formContent: JSON.stringify([
          { type: 'UserName', field: 'who', title: '报名人' },
          { type: 'UserPhone', field: 'tel', title: '联系电话' },
        ]),
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: '仓库管理员' });
    await fillResume();
    const who = screen.getByLabelText('报名人') as HTMLInputElement;
    const tel = screen.getByLabelText('联系电话') as HTMLInputElement;
    await waitFor(() => expect(who.value).toBe('张三'));
    expect(tel.value).toBe('13800000001');
    // A field the person changed keeps what they wrote.
    await userEvent.clear(tel);
    await userEvent.type(tel, '13900000009');
    await userEvent.type(screen.getByLabelText('手机号'), '{backspace}2');
    await submit();
    expect(await screen.findByText('报名成功')).toBeTruthy();
    expect(api$.body('/api/recruit/applyInfo/public/apply')).toMatchObject({
      resume: { usrName: '张三', usrTel: '13800000002' },
      formValue: { who: '张三', tel: '13900000009' },
    });
  });

  it('shows the server’s message for a duplicate application', async () => {
    applyAnswer = envelope(null, 409, APPLY_MESSAGES.alreadyApplied);
    jobAnswer = envelope(job({ formContent: null, needResume: 0 }));
    renderPage();
    await screen.findByRole('heading', { name: '仓库管理员' });
    expect(screen.queryByRole('button', { name: /添加工作经历/ })).toBeNull();
    await fillResume();
    await userEvent.click(screen.getByLabelText('女'));
    await submit();
    expect(await screen.findByText(APPLY_MESSAGES.alreadyApplied)).toBeTruthy();
    expect(screen.queryByText('报名成功')).toBeNull();
    expect(api$.body('/api/recruit/applyInfo/public/apply').formValue).toEqual({});
    expect(api$.body('/api/recruit/applyInfo/public/apply').resume.usrGender).toBe(2);
  });

  it('says a closed job takes no applications', async () => {
    jobAnswer = envelope(job({ open: false }));
    renderPage();
    expect(await screen.findByText(APPLY_MESSAGES.jobNotOnline)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
  });

  it('says so for an unknown job or a link without one', async () => {
    jobAnswer = envelope(null, 404, '职位不存在');
    renderPage();
    expect(await screen.findByText(JOB_GONE)).toBeTruthy();
  });

  it('opens from the app’s routes without a login', async () => {
    renderWithApp(
      <MemoryRouter initialEntries={['/apply/job?jobCode=J_DEMO_01']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '仓库管理员' })).toBeTruthy();
    expect(api$.calls('/api/pclogin/userauth/currentUser')).toHaveLength(0);
    expect(isPublicPage('/apply/job')).toBe(true);
    expect(screen.getByRole('button', { name: buttonName('提交报名') })).toBeTruthy();
  });
});
