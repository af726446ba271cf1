import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { leanAntdStylesheet } from '../tooling/antdStylesheet';

const antdCss = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
/** Top-level rules (an at-rule with its block counts as one). */
function rules(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) {
      out.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  return out;
}
const isBoxReset = (rule: string) => /\[class\^="ant-[a-z-]+"\]/.test(rule) && rule.endsWith('{box-sizing:border-box;}');

describe("the build's lean antd stylesheet", () => {
  it('replaces the per-component box-sizing resets by one rule and keeps every other rule as it was', () => {
    const before = rules(antdCss);
    const after = rules(leanAntdStylesheet(antdCss));
    const resets = before.filter(isBoxReset);
    expect(resets.length).toBeGreaterThan(100);
    expect(after.filter(isBoxReset)).toEqual([]);
    expect(after[0]).toBe(
      '[class^="ant-"],[class*=" ant-"],[class^="ant-"]::before,[class*=" ant-"]::before,[class^="ant-"]::after,[class*=" ant-"]::after{box-sizing:border-box;}',
    );
    expect(after.slice(1)).toEqual(before.filter((rule) => !isBoxReset(rule)));
  });

  it('leaves a rule alone when it sets anything besides box-sizing', () => {
    const css = '.a [class^="ant-a"]{box-sizing:border-box;color:red;}.b [class^="ant-b"],.b [class*=" ant-b"]{box-sizing:border-box;}';
    expect(rules(leanAntdStylesheet(css)).slice(1)).toEqual(['.a [class^="ant-a"]{box-sizing:border-box;color:red;}']);
  });
});
