import type { FormRule } from '@hr/contract';
import { Alert, Button, Carousel, Divider, Typography } from 'antd';
import type { ComponentType } from 'react';
import { VideoPlayer } from '../../../../../components/VideoPlayer';
import { textProp } from '../fields/types.ts';

interface DisplayProps {
  rule: FormRule;
}

const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;
type AlertType = (typeof ALERT_TYPES)[number];

function AlertRule({ rule }: DisplayProps) {
  const type = textProp(rule, 'type') as AlertType;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={ALERT_TYPES.includes(type) ? type : 'info'}
      title={textProp(rule, 'title')}
      description={textProp(rule, 'description')}
      showIcon={rule.props?.showIcon === true}
    />
  );
}

const TextRule = ({ rule }: DisplayProps) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{textProp(rule, 'content')}</Typography.Paragraph>
);

function DividerRule({ rule }: DisplayProps) {
  const content = textProp(rule, 'content');
  return <Divider>{content || null}</Divider>;
}

/** A designer's button has no action in a form: shown, never submitting. */
const ButtonRule = ({ rule }: DisplayProps) => (
  <div style={{ marginBottom: 16 }}>
    <Button htmlType="button" type="default" title="仅作展示">
      {textProp(rule, 'content') ?? '按钮'}
    </Button>
  </div>
);

const imagesOf = (rule: FormRule) =>
  (Array.isArray(rule.props?.images) ? rule.props.images : []).filter(
    (src): src is string => typeof src === 'string' && !!src,
  );

function CarouselRule({ rule }: DisplayProps) {
  const images = imagesOf(rule);
  if (!images.length) return <Typography.Paragraph type="secondary">暂无轮播图片</Typography.Paragraph>;
  return (
    <div style={{ marginBottom: 16 }}>
      <Carousel autoplay arrows={images.length > 1}>
        {images.map((src, i) => (
          <div key={src}>
            <img
              src={src}
              alt={`轮播图${i + 1}`}
              style={{ width: '100%', height: 200, objectFit: 'cover' }}
            />
          </div>
        ))}
      </Carousel>
    </div>
  );
}

function VideoRule({ rule }: DisplayProps) {
  const src = textProp(rule, 'src');
  if (!src) return <Typography.Paragraph type="secondary">未设置视频地址</Typography.Paragraph>;
  return (
    <div style={{ marginBottom: 16 }}>
      <VideoPlayer src={src} width="100%" height="auto" />
    </div>
  );
}

/** The catalog's display types (role `display`): content shown, no answer. */
export const DISPLAY_RULES: Record<string, ComponentType<DisplayProps>> = {
  alert: AlertRule,
  text: TextRule,
  divider: DividerRule,
  button: ButtonRule,
  Carousel: CarouselRule,
  VideoPlayer: VideoRule,
};
