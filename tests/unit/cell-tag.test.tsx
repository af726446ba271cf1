/**
 * components/CellTag draws antd's Tag markup without antd's Tag (issue 11): for every colour kind
 * it renders exactly what antd's Tag renders in the app's providers, so a list's tags look the same;
 * a custom colour's text in the readable shade of it (issue 37), as antd's Tag given that colour;
 * in dark mode on a dark background of its hue (antd's light one glared there).
 */
import { Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { CellTag, TagStyleScope, customTagColours, softBackgroundOf } from '@/components/CellTag';
import { contrastRatio, luminance } from '@/domain/colour';
import { antdGeneratedCss, renderWithProviders } from '../render';

/** The markup of each element, rendered side by side in one tree of the app's providers (one theme key). */
function markupOf(...elements: ReactElement[]): string[] {
  const { container, unmount } = renderWithProviders(
    <>
      {elements.map((element, index) => (
        <div key={index} data-probe="">
          {element}
        </div>
      ))}
    </>,
  );
  const html = [...container.querySelectorAll('[data-probe]')].map((probe) => probe.innerHTML);
  unmount();
  return html;
}

const CASES: { name: string; color?: string; extra?: Record<string, string | number | boolean> }[] = [
  { name: 'no colour' },
  { name: 'a preset colour', color: 'blue', extra: { 'data-status': 1 } },
  { name: 'another preset colour', color: 'volcano' },
  { name: 'a status colour', color: 'success' },
  { name: 'a custom colour', color: '#13C2C2' },
  { name: 'a custom grey', color: '#6B6C70' },
  { name: 'a custom colour with a title', color: '#D4380D', extra: { title: '已停用：月嫂', 'aria-label': '已停用：月嫂', 'data-retired': true } },
];

describe('a cell tag', () => {
  it.each(CASES)('renders what antd Tag renders for $name', ({ color, extra }) => {
    const style = { marginInlineEnd: 0 };
    const custom = color?.startsWith('#') ? { color: customTagColours(color).color } : {};
    const [antd, alone, scoped] = markupOf(
      <Tag color={color} style={{ ...style, ...custom }} {...extra}>
        育婴师
      </Tag>,
      <CellTag color={color} style={style} {...extra}>
        育婴师
      </CellTag>,
      <TagStyleScope>
        <CellTag color={color} style={style} {...extra}>
          育婴师
        </CellTag>
      </TagStyleScope>,
    );
    expect(antd).toContain('ant-tag');
    expect(alone).toBe(antd);
    expect(scoped).toBe(antd);
  });

  it('carries the theme classes antd gives its components', () => {
    const [html] = markupOf(<CellTag color="green">找工作</CellTag>);
    expect(html).toMatch(/class="ant-tag ant-tag-filled ant-tag-green css-[^" ]+ css-var-[^"]+"/);
  });

  it.each([
    ['alone', <CellTag key="alone">+2</CellTag>],
    [
      'in a scope',
      <TagStyleScope key="scoped">
        <CellTag>+2</CellTag>
      </TagStyleScope>,
    ],
  ])("puts the tag's own CSS variables on the page when no antd Tag is rendered (%s)", (_, ui) => {
    const { unmount } = renderWithProviders(ui);
    // The neutral tag's background is one of them.
    expect(antdGeneratedCss()).toMatch(/\.ant-tag\{[^}]*--ant-tag-default-bg:/);
    unmount();
  });

  it('gives a custom colour its soft background, computed once per colour', () => {
    expect(softBackgroundOf('#13C2C2')).toBe(softBackgroundOf('#13C2C2'));
    expect(softBackgroundOf('#13C2C2')).toMatch(/^#[0-9a-f]{6}$/);
    expect(softBackgroundOf('#13C2C2')).not.toBe(softBackgroundOf('#D4380D'));
    expect(softBackgroundOf('#13C2C2', true)).not.toBe(softBackgroundOf('#D4380D', true));
  });

  it.each(['#13C2C2', '#52C41A', '#F1A83C', '#E8618C', '#1890FF', '#6B6C70'])(
    'writes a %s tag in a shade of it that reads at 4.5:1 on its background',
    (color) => {
      const { backgroundColor, color: text } = customTagColours(color);
      expect(backgroundColor).toBe(softBackgroundOf(color));
      expect(contrastRatio(String(text), String(backgroundColor))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['#13C2C2', '#52C41A', '#F1A83C', '#E8618C', '#1890FF', '#6B6C70'])(
    'in dark mode draws a %s tag on a dark background of its hue, its text at 4.5:1',
    (color) => {
      const { backgroundColor, color: text } = customTagColours(color, true);
      expect(backgroundColor).toBe(softBackgroundOf(color, true));
      expect(luminance(String(backgroundColor))).toBeLessThan(0.1);
      expect(contrastRatio(String(text), String(backgroundColor))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
