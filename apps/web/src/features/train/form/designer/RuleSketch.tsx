import { type FormRule, fieldTypeSpec, isRequiredRule, ruleOptions } from '@hr/contract';
import { Alert, Button, Divider } from 'antd';
import type { ReactNode } from 'react';
import styles from './designer.module.css';

/**
 * How a field or display rule looks on the canvas: a sketch (label, a box with its placeholder or
 * options, the hint), not the working control, so a click selects it and nothing takes input. The
 * preview dialog shows the real form through the renderer.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type AlertType = 'success' | 'info' | 'warning' | 'error';
const alertType = (value: unknown): AlertType =>
  ['success', 'info', 'warning', 'error'].includes(String(value)) ? (value as AlertType) : 'info';

/** Display rules drawn closer to how they will look. */
const displays: Record<string, (props: Record<string, unknown>) => ReactNode> = {
  alert: (p) => (
    <Alert type={alertType(p.type)} title={text(p.title) || '提示'} description={text(p.description)} />
  ),
  text: (p) => <div>{text(p.content) || '文字'}</div>,
  divider: (p) => <Divider>{text(p.content) || null}</Divider>,
  button: (p) => (
    <Button type={p.type === 'primary' ? 'primary' : 'default'} tabIndex={-1}>
      {text(p.content) || '按钮'}
    </Button>
  ),
  Carousel: (p) => (
    <div className={styles.box}>轮播图（{Array.isArray(p.images) ? p.images.length : 0}张图片）</div>
  ),
  VideoPlayer: (p) => <div className={styles.box}>视频播放{text(p.src) ? `：${text(p.src)}` : ''}</div>,
};

/** What a field's box says: its placeholder, its options, or the component's name. */
function fieldBoxText(rule: FormRule): string {
  const options = ruleOptions(rule);
  if (options.length && !rule.effect?.fetch) return options.map((o) => o.label).join(' / ');
  if (rule.effect?.fetch) return '选项来自数据接口';
  return text(rule.props?.placeholder) || fieldTypeSpec(rule.type)?.label || rule.type;
}

export function RuleSketch({ rule }: { rule: FormRule }) {
  const spec = fieldTypeSpec(rule.type);
  const display = displays[rule.type];
  if (display) return display(rule.props ?? {});
  if (spec?.role !== 'field') return <div className={styles.box}>{spec?.label ?? rule.type}</div>;
  return (
    <div className={styles.field}>
      <div className={styles.label}>
        {isRequiredRule(rule) ? <span className={styles.required}>*</span> : null}
        {rule.title || spec.label}
      </div>
      <div className={styles.fieldBody}>
        <div className={styles.box}>{fieldBoxText(rule)}</div>
        {rule.info ? <div className={styles.info}>{rule.info}</div> : null}
      </div>
    </div>
  );
}
