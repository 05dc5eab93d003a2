import { SearchOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useState } from 'react';
import { FeedbackBridge } from '../components/feedback/index.ts';
import { createQueryClient } from './queryClient.ts';
import { appTheme } from './theme.ts';

dayjs.locale('zh-cn');

/** Chinese locale for antd and dayjs, the WCAG AA theme (theme.ts), antd's App (message, modal, notification) and the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={appTheme}
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
