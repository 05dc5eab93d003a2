import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

test.describe('permissions', () => {
  test('a user without plateform:train does not see the training tab and is refused its pages and calls', async ({
    page,
  }) => {
    // A recruiter role holding only the recruitment area, made by admin through the API.
    await loginAs(page, 'admin');
    const api = page.request;
    const role = await (
      await api.post('/api/pclogin/role/add', { data: { roleName: '招聘专员', roleKey: 'recruiter' } })
    ).json();
    expect(role.code).toBe(200);
    const tree = await (
      await api.post('/api/pclogin/role/queryRole', { data: { roleCode: 'R_operator' } })
    ).json();
    const recruitOnly = (tree.data.resourceCodes as string[]).filter(
      (code) => code === 'area:recruit' || code.startsWith('recruit:') || code.startsWith('btn:recruit:'),
    );
    expect(
      (
        await (
          await api.post('/api/pclogin/role/saveRoleResources', {
            data: { roleCode: role.data.roleCode, resourceCodes: recruitOnly },
          })
        ).json()
      ).code,
    ).toBe(200);
    const user = await api.post('/api/pclogin/user/add', {
      data: {
        username: 'zhaopin01',
        realName: '周招聘',
        password: 'Recruit123',
        roleCodes: [role.data.roleCode],
      },
    });
    expect((await user.json()).code).toBe(200);
    await api.post('/api/pclogin/userauth/logout');

    await loginAs(page, 'zhaopin01', 'Recruit123');
    await expect(page.getByText('招聘管理').first()).toBeVisible();
    await expect(page.getByText('培训系统')).toHaveCount(0);
    await expect(page.getByText('系统管理')).toHaveCount(0);
    await page.goto('/train/trainHome');
    await expect(page.getByText('403').first()).toBeVisible();
    const refused = await page.request.post('/api/pclogin/user/list', { data: {} });
    expect(await refused.json()).toMatchObject({ code: 403, msg: '没有权限访问该功能' });
  });

  test('company staff see only their own company data', async ({ page }) => {
    await loginAs(page, 'hengda01', DEMO_PASSWORD);
    await page.goto('/setup/user');
    await expect(page.getByRole('cell', { name: 'hengda02', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'yunfan01', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'yunying01', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('company-staff-users.png') });
    const other = await page.request.post('/api/pclogin/user/list', { data: { cmpyCode: 'C_YUNFAN' } });
    const body = await other.json();
    expect(body.data.records.every((r: { cmpyCode: string }) => r.cmpyCode === 'C_HENGDA')).toBe(true);
  });
});
