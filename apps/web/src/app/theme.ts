import type { ThemeConfig } from 'antd';

/**
 * antd's blue made deep enough for white text and for text on white to reach WCAG AA (4.5:1); antd's own
 * #1677ff gives 4.1:1.
 */
const PRIMARY = '#1464e0';
/** Hovered solid buttons lighten (white text still 4.7:1); hovered text and links darken instead. */
const PRIMARY_HOVER = '#1a6fe6';
const PRIMARY_TEXT_HOVER = '#0e59cc';
const PRIMARY_ACTIVE = '#0b4fb8';
const ERROR = '#cf1322';
const ERROR_HOVER = '#e0282e';
const ERROR_ACTIVE = '#a8071a';
/** Secondary text, descriptions and placeholders: the lightest grey that reaches 4.5:1 on #f5f5f5. */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.56)';

/**
 * The product's one theme (set in Providers): antd's look, with every text colour and every text-bearing
 * control reaching WCAG 2.1 AA contrast on the surfaces it sits on. theme.test.ts computes the ratios from
 * the tokens antd derives from this. Disabled controls keep antd's light grey: WCAG exempts inactive
 * controls, and the contrast says "not available".
 */
export const appTheme: ThemeConfig = {
  // antd's CSS is the prebuilt antd/dist/antd.css (main.tsx), not generated in the browser: these tokens
  // reach it as the CSS variables antd registers at run time (docs/decisions.md, "Page weight").
  zeroRuntime: true,
  hashed: false,
  token: {
    colorPrimary: PRIMARY,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    colorPrimaryTextHover: PRIMARY_TEXT_HOVER,
    colorPrimaryTextActive: PRIMARY_ACTIVE,
    colorInfo: PRIMARY,
    colorInfoText: PRIMARY,
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_TEXT_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    colorError: ERROR,
    colorErrorHover: ERROR_HOVER,
    colorErrorActive: ERROR_ACTIVE,
    colorErrorText: ERROR,
    colorErrorTextHover: ERROR_ACTIVE,
    colorErrorTextActive: ERROR_ACTIVE,
    // Green and gold stay bright for icons and bars; text in them is a darker shade.
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_TERTIARY,
  },
  components: {
    // Tag text is the status or palette colour on its light tint; antd's 7th shades of these fall short.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      gold7: '#874d00',
      green7: '#237804',
      orange7: '#ad4e00',
      cyan7: '#006d75',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      magenta7: '#9e1068',
    },
  },
};
