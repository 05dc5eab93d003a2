import {
  advertLimits,
  BannerLinkType,
  type BannerRoutes,
  type BannerRow,
  BannerSaveBody,
  bannerLinkTypeNames,
  MaterialType,
} from '@hr/contract';
import { Form, type FormRule, Input, Radio } from 'antd';
import { call } from '../../../app/request.ts';
import {
  type DateTimeRange,
  DateTimeRangePicker,
  FormModal,
  type FormModalBaseProps,
  MediaPickerField,
  type PickedMedia,
} from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';
import { LinkTargetSelect } from './LinkTargetSelect.tsx';

interface BannerFormValues {
  title: string;
  picture: PickedMedia[];
  linkType: number;
  linkTarget: string;
  window: DateTimeRange | null;
}

export interface BannerFormModalProps extends FormModalBaseProps {
  routes: BannerRoutes;
  /** 轮播图, 职位轮播图, …: the dialog's noun. */
  label: string;
  /** The banner to edit; null adds one. */
  banner: BannerRow | null;
}

/** The contract's body from the form's values. */
const bodyOf = (v: Partial<BannerFormValues>) => ({
  title: v.title ?? '',
  materialCode: v.picture?.[0]?.materialCode ?? '',
  linkType: v.linkType ?? BannerLinkType.none,
  linkTarget: v.linkType === BannerLinkType.none ? '' : (v.linkTarget ?? ''),
  beginTime: v.window?.[0] ?? '',
  endTime: v.window?.[1] ?? '',
});

/** Checks the whole form with the contract's schema and reports the message of one body field. */
const rule =
  (field: keyof ReturnType<typeof bodyOf>): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const message = fieldError(BannerSaveBody, bodyOf(getFieldsValue(true)), field);
      if (message) throw new Error(message);
    },
  });

const linkOptions = Object.values(BannerLinkType).map((value) => ({
  value,
  label: bannerLinkTypeNames[value],
}));

/** Add or edit a banner of one kind: title, picture from the library, link target and online window. */
export default function BannerFormModal({ routes, label, banner, ...modal }: BannerFormModalProps) {
  const [form] = Form.useForm<BannerFormValues>();
  const linkType = Form.useWatch('linkType', form) ?? banner?.linkType ?? BannerLinkType.none;
  return (
    <FormModal<BannerFormValues>
      {...modal}
      form={form}
      noun={label}
      editing={banner !== null}
      name="bannerForm"
      width={640}
      initialValues={
        banner
          ? {
              title: banner.title,
              picture: [
                { materialCode: banner.materialCode, url: banner.pictureUrl, name: banner.materialName },
              ],
              linkType: banner.linkType,
              linkTarget: banner.linkTarget ?? '',
              window: [banner.beginTime, banner.endTime],
            }
          : { title: '', picture: [], linkType: BannerLinkType.none, linkTarget: '', window: null }
      }
      onSubmit={async (values) => {
        const body = BannerSaveBody.parse(bodyOf(values));
        if (banner) await call(routes.editBanner, { body: { ...body, bannerCode: banner.bannerCode } });
        else await call(routes.saveBanner, { body });
      }}
    >
      <Form.Item name="title" label="标题" required rules={[rule('title')]}>
        <Input placeholder="请输入标题" count={{ show: true, max: advertLimits.titleMax }} />
      </Form.Item>
      <Form.Item
        name="picture"
        label="图片"
        required
        extra="只能选择素材库中审核通过的图片，建议宽高比 2.5:1"
        rules={[rule('materialCode')]}
      >
        <MediaPickerField type={MaterialType.image} limit={1} itemName="轮播图片" />
      </Form.Item>
      <Form.Item name="linkType" label="跳转类型" required>
        <Radio.Group options={linkOptions} />
      </Form.Item>
      {linkType === BannerLinkType.none ? null : (
        <Form.Item
          name="linkTarget"
          label={linkType === BannerLinkType.url ? '网页链接' : `跳转${bannerLinkTypeNames[linkType]}`}
          required
          rules={[rule('linkTarget')]}
        >
          {linkType === BannerLinkType.url ? (
            <Input placeholder="https://" maxLength={advertLimits.urlMax} />
          ) : (
            <LinkTargetSelect
              key={linkType}
              linkType={linkType}
              currentName={banner?.linkType === linkType ? banner.linkName : null}
            />
          )}
        </Form.Item>
      )}
      <Form.Item
        name="window"
        label="上线时段"
        required
        extra="只在此时段内向公众端展示"
        rules={[rule('beginTime'), rule('endTime')]}
      >
        <DateTimeRangePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
