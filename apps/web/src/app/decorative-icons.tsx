import AntdIcon, { type IconComponentProps } from '@ant-design/icons/es/components/AntdIcon';
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import { type ComponentType, forwardRef, type Ref } from 'react';

/**
 * antd's icons name themselves in English (`role="img" aria-label="close-circle"`), so every button with an
 * icon reads "plus 新增" and an icon-only one is called "close-circle". The build (vite.config.ts,
 * `decorativeIcons`) gives every icon these wrappers instead: an icon without an aria-label of its own is
 * decorative and hidden from assistive technology; one given a (Chinese) aria-label keeps role img.
 */
/** Drops the English role and name antd sets, and hides the icon. */
const DECORATIVE = { role: undefined, 'aria-label': undefined, 'aria-hidden': true } as const;

function decorative(Icon: ComponentType<IconComponentProps & { ref?: Ref<HTMLSpanElement> }>) {
  return forwardRef<HTMLSpanElement, IconComponentProps>((props, ref) =>
    props['aria-label'] ? <Icon {...props} ref={ref} /> : <Icon {...props} {...DECORATIVE} ref={ref} />,
  );
}

export const DecorativeIcon = Object.assign(decorative(AntdIcon), {
  getTwoToneColor: AntdIcon.getTwoToneColor,
  setTwoToneColor: AntdIcon.setTwoToneColor,
});
export const DecorativeIconLight = decorative(AntdIconLight as ComponentType<IconComponentProps>);
