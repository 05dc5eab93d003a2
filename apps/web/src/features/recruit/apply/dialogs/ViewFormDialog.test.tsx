import type { FormRule } from '@hr/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithApp, stubApi } from '../detail/fixtures.test-helper.tsx';
import { answerFileKeys, NO_FORM, ViewFormDialog } from './ViewFormDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const rules: FormRule[] = [
  { type: 'input', field: 'school', title: '毕业院校' },
  { type: 'ImageUpload', field: 'photos', title: '证件照' },
  { type: 'Signature', field: 'sign', title: '本人签名' },
];
const formValue = {
  school: '郑州大学',
  photos: [{ name: '证件照.png', objectKey: 'form/202605/p.png' }],
  sign: 'form/202605/s.png',
};
const info = (formContent: string | null) =>
  envelope({
    applyCode: 'AP1',
    jobCode: 'J1',
    jobName: '仓库管理员',
    usrName: '张三',
    formContent,
    formValue,
  });

describe('ViewFormDialog', () => {
  it('shows the answers read-only with signed pictures, the image and the signature previews', async () => {
    const api = stubApi({
      '/api/recruit/applyInfo/queryJobApplyInfo': () => info(JSON.stringify(rules)),
      '/api/backend-common/fileManage/batchQueryUrl': () =>
        envelope([
          { objectKey: 'form/202605/p.png', name: '证件照.png', url: '/signed/p.png' },
          { objectKey: 'form/202605/s.png', name: '签名.png', url: '/signed/s.png' },
        ]),
    });
    renderWithApp(<ViewFormDialog apply={{ applyCode: 'AP1', jobCode: 'J1' }} onClose={vi.fn()} />);
    expect(await screen.findByText('郑州大学')).toBeTruthy();
    expect(screen.getByText('查看表单 - 张三')).toBeTruthy();
    expect(api.query('/api/recruit/applyInfo/queryJobApplyInfo')).toEqual({
      jobApplyCode: 'AP1',
      jobCode: 'J1',
    });
    expect(api.query('/api/backend-common/fileManage/batchQueryUrl')).toEqual({
      objectKeyList: 'form/202605/p.png,form/202605/s.png',
    });
    expect(screen.getByAltText('证件照.png').getAttribute('src')).toBe('/signed/p.png');
    expect(document.querySelector('input, textarea')).toBeNull();

    await userEvent.click(screen.getByAltText('证件照.png'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());

    await userEvent.click(screen.getByRole('button', { name: '查看签名' }));
    const preview = (await screen.findByText('签名预览')).closest('.ant-modal') as HTMLElement;
    expect(within(preview).getByAltText('签名').getAttribute('src')).toBe('/signed/s.png');
  });

  it('says so when the job has no form', async () => {
    stubApi({ '/api/recruit/applyInfo/queryJobApplyInfo': () => info(null) });
    renderWithApp(<ViewFormDialog apply={{ applyCode: 'AP1', jobCode: 'J1' }} onClose={vi.fn()} />);
    expect(await screen.findByText(NO_FORM)).toBeTruthy();
  });

  it('collects the stored files an answer names', () => {
    expect(answerFileKeys(rules, { ...formValue, sign: 'data:image/png;base64,AAAA' })).toEqual([
      'form/202605/p.png',
    ]);
  });
});
