/**
 * One way to write money and dates: pages and components print them through src/domain/format.ts,
 * never by hand. A hit names file:line and the form found.
 */
import { describe, expect, it } from 'vitest';

const code = import.meta.glob<string>(['../../src/pages/**/*.{ts,tsx}', '../../src/components/**/*.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const zhTexts = import.meta.glob<string>('../../src/i18n/zh/*.json', { eager: true, query: '?raw', import: 'default' });
const enTexts = import.meta.glob<string>('../../src/i18n/en/*.json', { eager: true, query: '?raw', import: 'default' });

/** Lines of the files matching any rule, as "file:line: rule". Comment lines are skipped. */
function offenders(files: Record<string, string>, rules: [string, RegExp][]): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    text.split('\n').forEach((line, index) => {
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      for (const [name, pattern] of rules) if (pattern.test(line)) found.push(`${file.replace('../../', '')}:${index + 1}: ${name}`);
    });
  }
  return found;
}

describe('one formatter', () => {
  it('pages and components format no money or date by hand', () => {
    expect(Object.keys(code).length).toBeGreaterThan(100);
    expect(
      offenders(code, [
        ['toLocaleString (use count/money)', /\.toLocaleString\(/],
        ['toFixed (use money/amountDigits)', /\.toFixed\(/],
        ['Intl.NumberFormat (use count/money)', /Intl\.NumberFormat/],
        ['¥ glued to a value (use money)', /¥\$\{|['"`]¥['"`]\s*\+/],
        ['元 after a value (use money)', /\}\s*元|\d\s*元\/|['"`]元\/月['"`]/],
        ['dayjs(value).format (use date/dateTime)', /dayjs\([^)]+\)\.format\(/],
        ['Chinese date pattern (use date)', /['"`][^'"`]*M月D日/],
      ]),
    ).toEqual([]);
  });

  it('texts carry no amount with its own unit', () => {
    expect(Object.keys(zhTexts).length).toBeGreaterThan(20);
    expect(
      offenders(zhTexts, [
        ['"{{x}} 元" (pass money())', /\}\}\s*元/],
        ['"¥{{x}}" (pass money())', /¥\{\{/],
        ['an amount written with 元', /\d\s*元/],
      ]),
    ).toEqual([]);
    expect(
      offenders(enTexts, [
        ['"yuan" (write ¥)', /\byuan\b/i],
        ['"¥{{x}}" (pass money())', /¥\{\{/],
      ]),
    ).toEqual([]);
  });
});
