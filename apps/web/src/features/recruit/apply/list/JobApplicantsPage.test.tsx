import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageView } from '../../../shell/PageView.tsx';
import { callsTo, mockApi, renderWithApp } from './applicantList.test-helper.tsx';

let fetchMock: ReturnType<typeof mockApi>['fetchMock'];
beforeEach(() => {
  ({ fetchMock } = mockApi());
});
afterEach(() => vi.unstubAllGlobals());

describe('the applyList/:jobCode page', () => {
  it('renders the single-mode list of the job named by the path', async () => {
    const path = '/recruit/recruitmentMgt/applyList/J_DEMO_02';
    renderWithApp(
      <Suspense fallback={null}>
        <Routes location={path}>
          <Route path="*" element={<PageView path={path} title="报名列表" />} />
        </Routes>
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: /返\s*回/ })).toBeTruthy();
    expect(callsTo(fetchMock, '/queryJobInfoDetail/J_DEMO_02')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, '/queryPageJobApplyInfo').length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, '/queryPageJobApplyInfo')[0]![0]).toContain('jobCode=J_DEMO_02');
    expect(screen.queryByRole('columnheader', { name: '报名职位' })).toBeNull();
  });
});
