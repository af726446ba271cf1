/** The spec's colour rule (3 or 6 hex digits), shared by the settings' colour fields and the mock. */
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { FastColor } from '@ant-design/fast-color';
import { accessibleTheme } from '@/app/AppProviders';
import {
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  isHexColour,
  labelOn,
  normaliseHexColour,
  STATUS_TOKENS,
  TAG_TEXT,
  textShadeOf,
  THEME_PRESETS,
} from '@/domain/colour';

describe('colour rule', () => {
  it.each(['#abc', '#ABC', '#6B6C70', '#1890ff', '#000000'])('accepts %s', (value) => expect(isHexColour(value)).toBe(true));
  it.each(['', 'abc', '#ab', '#abcd', '#abcde', '#1234567', '#ggg', 'red', ' #abc', '#abc ', 'rgb(0,0,0)', '#12345g'])('refuses %j', (value) =>
    expect(isHexColour(value)).toBe(false),
  );
  it('normalises what it accepts to upper case, trimmed, and gives null otherwise', () => {
    expect(normaliseHexColour(' #e61 ')).toBe('#E61');
    expect(normaliseHexColour('#1890ff')).toBe('#1890FF');
    expect(normaliseHexColour('#12')).toBeNull();
  });
});

describe('accessible shades of the theme colour (WCAG AA)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFF', '#FFFFFF')).toBe(1);
    // The brand orange under white text: the 2.01:1 axe reported (it cuts, not rounds).
    expect(contrastRatio('#FFFFFF', '#F1A83C')).toBeCloseTo(2.02, 2);
  });

  it('gives the brand orange a darker shade of its hue as text on white, and keeps it on the dark background', () => {
    const shade = textShadeOf('#F1A83C', '#FFFFFF');
    expect(shade).toBe('#9D6D27');
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // One step lighter would not read: the shade is the lightest that does.
    expect(contrastRatio('#9F6E28', '#FFFFFF')).toBeLessThan(4.5);
    expect(textShadeOf('#F1A83C', '#141414')).toBe('#F1A83C');
    expect(contrastRatio(textShadeOf('#F1A83C', '#FFFFFF', 6), '#FFFFFF')).toBeGreaterThanOrEqual(6);
  });

  it.each(THEME_PRESETS)('reads at 4.5:1 for preset %s: text on white and on dark, a label on its fill', (colour) => {
    expect(contrastRatio(textShadeOf(colour, '#FFFFFF'), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(textShadeOf(colour, '#141414'), '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(labelOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('labels the brand orange dark, a dark fill white, a bright red black', () => {
    expect(labelOn('#F1A83C')).toBe('#1F1F1F');
    expect(labelOn('#304156')).toBe('#FFFFFF');
    expect(labelOn('#F5222D')).toBe('#000000');
  });
});

describe("antd's status and preset tag colours under the accessible theme", () => {
  const PRESETS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta', 'pink'] as const;
  const modes = [
    { name: 'light', dark: false, algorithm: theme.defaultAlgorithm },
    { name: 'dark', dark: true, algorithm: theme.darkAlgorithm },
  ] as const;

  it.each(modes)("derives the $name tag texts as antd's step 7 shaded to read on step 1, for exactly the presets that did not", ({ name, algorithm }) => {
    const plain = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
    const failing = PRESETS.filter((key) => contrastRatio(plain[`${key}7`]!, plain[`${key}1`]!) < 4.5);
    expect(TAG_TEXT[name]).toEqual(Object.fromEntries(failing.map((key) => [`${key}7`, textShadeOf(plain[`${key}7`]!, plain[`${key}1`]!)])));
  });

  it("derives the light status colours as antd's shaded to read on their tints, for exactly those that did not", () => {
    const plain = theme.getDesignToken() as unknown as Record<string, string>;
    const failing = ['Error', 'Success', 'Warning', 'Info'].filter((status) => contrastRatio(plain[`color${status}`]!, plain[`color${status}Bg`]!) < 4.5);
    const derived = failing.flatMap((status) => {
      const [text, tint] = [plain[`color${status}`]!, plain[`color${status}Bg`]!];
      return [
        [`color${status}`, textShadeOf(text, tint)],
        [`color${status}Bg`, tint.toUpperCase()],
      ];
    });
    expect(STATUS_TOKENS.light).toEqual(Object.fromEntries(derived));
  });

  it.each(modes)('gives every status text and preset tag text 4.5:1 on its tint in $name mode, the brand colour kept', ({ dark, algorithm }) => {
    const { token, components } = accessibleTheme(DEFAULT_PRIMARY_COLOR, dark);
    const themed = theme.getDesignToken({ algorithm, token, components }) as unknown as Record<string, string>;
    if (!dark) expect(themed.colorPrimary?.toUpperCase()).toBe(DEFAULT_PRIMARY_COLOR);
    for (const status of ['Error', 'Success', 'Warning', 'Info']) {
      expect(contrastRatio(themed[`color${status}`]!, themed[`color${status}Bg`]!), status).toBeGreaterThanOrEqual(4.5);
    }
    // Both names of a palette step (antd writes either to --ant-green-7).
    for (const key of PRESETS)
      for (const step of [`${key}7`, `${key}-7`]) expect(contrastRatio(themed[step]!, themed[`${key}1`]!), step).toBeGreaterThanOrEqual(4.5);
    // A danger button's label reads on the error red.
    expect(contrastRatio(components.Button.dangerColor, themed.colorError!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(modes)('gives secondary text 4.5:1 and a focused field a ring of 3:1 on the page and its cards in $name mode', ({ dark, algorithm }) => {
    const { token, components } = accessibleTheme(DEFAULT_PRIMARY_COLOR, dark);
    const themed = theme.getDesignToken({ algorithm, token, components }) as unknown as Record<string, string>;
    for (const background of [themed.colorBgContainer!, themed.colorBgLayout!]) {
      const on = (colour: string) => new FastColor(colour).onBackground(background).toHexString();
      for (const key of ['colorTextDescription', 'colorTextTertiary'])
        expect(contrastRatio(on(themed[key]!), background), `${key} on ${background}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(on(themed.controlOutline!), background), `controlOutline on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });
});
