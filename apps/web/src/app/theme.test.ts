import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme.ts';

type Rgba = [r: number, g: number, b: number, a: number];

/** '#rgb', '#rrggbb' or 'rgb(a)(r, g, b[, a])', as antd writes its tokens. */
function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (!fn) throw new Error(`unreadable colour ${color}`);
  const [r, g, b, a = 1] = fn[1]!.split(/[\s,/]+/).map(Number);
  return [r!, g!, b!, a];
}

/** `top` painted over an opaque `bottom`. */
function over(top: string, bottom: Rgba): Rgba {
  const [r, g, b, a] = parse(top);
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of text `fg` on `bg`, each possibly translucent, over a white page. */
export function contrast(fg: string, bg: string): number {
  const base = over(bg, [255, 255, 255, 1]);
  const [hi, lo] = [luminance(over(fg, base)), luminance(base)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const token = theme.getDesignToken(appTheme) as unknown as Record<string, string>;
/** antd lays a component's token overrides over the global ones. */
const tagToken = { ...token, ...(appTheme.components?.Tag as Record<string, string>) };
const AA = 4.5;

/** The pairs below AA, each with its ratio: the assertion shows exactly which fail. */
const below = (pairs: [name: string, fg: string, bg: string][]) =>
  pairs
    .map(([name, fg, bg]) => ({ name, fg, bg, ratio: Math.round(contrast(fg, bg) * 100) / 100 }))
    .filter((pair) => pair.ratio < AA);

describe('contrast helper', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // antd's defaults that fail, as the issue measured them.
    expect(contrast('#1677ff', '#fff')).toBeCloseTo(4.1, 1);
    expect(contrast('#ff4d4f', '#fff')).toBeCloseTo(3.3, 1);
    expect(contrast('rgba(0,0,0,0.45)', '#fff')).toBeCloseTo(3.4, 1);
  });
});

describe('theme tokens reach WCAG AA', () => {
  const surfaces = ['colorBgContainer', 'colorBgLayout', 'colorFillAlter', 'controlItemBgActive'];
  const texts = [
    'colorText',
    'colorTextHeading',
    'colorTextLabel',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorPrimary',
    'colorPrimaryText',
    'colorPrimaryTextHover',
    'colorPrimaryTextActive',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
    'colorError',
    'colorErrorText',
    'colorErrorTextHover',
    'colorSuccessText',
    'colorWarningText',
    'colorInfoText',
  ];
  for (const fg of texts) {
    it(`${fg} (${token[fg]}) as text on every surface`, () => {
      // Table headers (colorFillAlter) are translucent over the container; the helper composes them.
      expect(below(surfaces.map((bg) => [bg, token[fg]!, token[bg]!]))).toEqual([]);
    });
  }

  const solids = [
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorError',
    'colorErrorHover',
    'colorErrorActive',
  ];
  for (const bg of solids) {
    it(`white text on ${bg} (${token[bg]}): primary and danger buttons, the active tag, the selected menu`, () => {
      expect(contrast(token.colorTextLightSolid!, token[bg]!)).toBeGreaterThanOrEqual(AA);
    });
  }

  it('status tags: their colour on its light tint', () => {
    const statuses = ['Success', 'Info', 'Error', 'Warning'];
    expect(below(statuses.map((s) => [s, tagToken[`color${s}`]!, tagToken[`color${s}Bg`]!]))).toEqual([]);
  });

  it('palette tags the product uses: the 7th shade on the 1st', () => {
    const palettes = [
      'blue',
      'gold',
      'red',
      'green',
      'orange',
      'purple',
      'cyan',
      'volcano',
      'lime',
      'magenta',
    ];
    expect(below(palettes.map((c) => [c, tagToken[`${c}7`]!, tagToken[`${c}1`]!]))).toEqual([]);
  });

  it('keeps the product a blue one', () => {
    const [r, g, b] = parse(token.colorPrimary!);
    expect(b).toBeGreaterThan(200);
    expect(b - Math.max(r, g)).toBeGreaterThan(100);
  });
});
