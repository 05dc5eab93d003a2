import type { FormRule } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FeedbackBridge } from '../../../../components/feedback';

export const envelope = (data: unknown, code = 200, msg = '操作成功') => ({ code, msg, data });
export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The app's providers around a tree: Chinese antd, its App holder, a fresh query cache. */
export const renderWithProviders = (ui: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {ui}
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );

/** happy-dom has no 2D canvas: a context that draws nothing, for the signature pad. */
export function stubCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, prop) => (prop in target ? target[prop] : () => {}),
    set: (target, prop, value) => {
      target[prop] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
}

/** antd puts a space between the two characters of a Chinese button label. */
export const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

/** District answers for 河南省 / 郑州市 / 新郑市, the only path the tests pick. */
export function districtAnswer(url: string): unknown {
  if (url.includes('/selectAllProvince')) return [{ proCode: '41', proName: '河南省' }];
  if (url.includes('/selectByProvinceCode')) return [{ cityCode: '4101', cityName: '郑州市' }];
  if (url.includes('/selectByCityCode')) return [{ countryCode: '410184', countryName: '新郑市' }];
  if (url.includes('/selectAreaByCode'))
    return {
      code: '410184',
      level: 3,
      fullName: '河南省 郑州市 新郑市',
      proCode: '41',
      proName: '河南省',
      cityCode: '4101',
      cityName: '郑州市',
      countryCode: '410184',
      countryName: '新郑市',
      streetCode: null,
      streetName: null,
    };
  return null;
}

const options = [
  { label: '选项一', value: 'a' },
  { label: '选项二', value: 'b' },
];
const tree = [{ label: '总部', value: 'hq', children: [{ label: '分部', value: 'branch' }] }];

const field = (type: string, title: string, extra: Partial<FormRule> = {}): FormRule => ({
  type,
  field: `f_${type}`,
  title,
  ...extra,
});

/** One rule of every catalog type, fields spread over a row, its columns and two tabs. */
export const everyTypeForm: FormRule[] = [
  field('input', '输入框字段', { info: '请按身份证填写' }),
  field('inputNumber', '计数器字段'),
  field('radio', '单选字段', { options }),
  field('checkbox', '多选字段', { options }),
  field('select', '选择器字段', { options, props: { multiple: true } }),
  field('switch', '开关字段'),
  field('slider', '滑块字段', { props: { max: 100, range: true } }),
  field('timePicker', '时间字段', { props: { isRange: true } }),
  field('datePicker', '日期字段', { props: { type: 'daterange' } }),
  field('rate', '评分字段', { props: { max: 5 } }),
  field('colorPicker', '颜色字段'),
  field('cascader', '级联字段', { props: { options: tree } }),
  {
    type: 'row',
    children: [
      {
        type: 'col',
        props: { span: 12 },
        children: [field('upload', '附件字段'), field('transfer', '穿梭字段', { options })],
      },
      { type: 'col', props: { span: 12 }, children: [field('tree', '树形字段', { props: { data: tree } })] },
    ],
  },
  {
    type: 'tabs',
    children: [
      {
        type: 'tabPane',
        props: { label: '基本信息' },
        children: [
          field('editor', '富文本字段'),
          field('AreaSelect', '地区字段'),
          field('ImageUpload', '图片字段'),
        ],
      },
      {
        type: 'tabPane',
        props: { label: '身份信息' },
        children: [
          field('UserName', '姓名字段'),
          field('UserPhone', '手机字段'),
          field('UserIdcard', '身份证字段'),
          {
            type: 'row',
            children: [
              {
                type: 'col',
                props: { span: 24 },
                children: [field('Signature', '签名字段'), field('Location', '定位字段')],
              },
            ],
          },
          field('VideoUpload', '视频字段'),
        ],
      },
    ],
  },
  { type: 'alert', props: { title: '填写须知', type: 'warning', description: '请如实填写' } },
  { type: 'text', props: { content: '一段说明文字' } },
  { type: 'divider', props: { content: '分隔标题' } },
  { type: 'button', props: { content: '展示按钮' } },
  { type: 'Carousel', props: { images: ['/a.png', '/b.png'] } },
  { type: 'VideoPlayer', props: { src: '/v.mp4' } },
];
