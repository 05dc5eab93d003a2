import { ToolOutlined } from '@ant-design/icons';
import { LazyResult } from '../../components/LazyResult/index.ts';

/** What a menu without a page shows: said plainly, with no stand-in data. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <LazyResult
      icon={<ToolOutlined style={{ color: 'var(--ant-color-primary)' }} />}
      title="该功能正在建设中"
      subTitle={`「${title}」页面尚未开放，敬请期待。`}
    />
  );
}
