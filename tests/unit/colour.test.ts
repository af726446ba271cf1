/** The spec's colour rule (3 or 6 hex digits), shared by the settings' colour fields and the mock. */
import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour, labelOn, normaliseHexColour, textShadeOf, THEME_PRESETS } from '@/domain/colour';

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
