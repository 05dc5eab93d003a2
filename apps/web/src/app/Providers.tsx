import { SearchOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { FeedbackBridge } from '../components/feedback/index.ts';
import { createQueryClient } from './queryClient.ts';
import { appTheme } from './theme.ts';

dayjs.locale('zh-cn');

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the user asked their system for less motion (WCAG 2.3.3); follows the setting while the page is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
  );
}

/** Chinese locale for antd and dayjs, the WCAG AA theme (theme.ts) without motion when the system asks for less, antd's App (message, modal, notification) and the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = usePrefersReducedMotion();
  // antd's opening, closing and sliding animations are off for those who asked for less motion.
  const theme = useMemo(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      // Icons are decorative unless named (decorative-icons.tsx): the search button's only content is one.
      inputSearch={{ searchIcon: <SearchOutlined aria-label="搜索" /> }}
    >
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
