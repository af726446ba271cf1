/** The template renderer shared by the mock and the client (domain/templates.ts): every placeholder of every kind, missing and unknown ones, braces, and text that is never read as markup or as a template. */
import { describe, expect, it } from 'vitest';
import {
  MISSING_VALUE,
  TEMPLATE_KINDS,
  TEMPLATE_PLACEHOLDERS,
  parseTemplate,
  renderParts,
  renderTemplate,
  templateLanguage,
  unknownPlaceholders,
  valueText,
} from '@/domain/templates';

describe('renderTemplate', () => {
  it.each(TEMPLATE_KINDS)('fills every placeholder of %s with its value', (kind) => {
    const names = TEMPLATE_PLACEHOLDERS[kind];
    const content = names.map((name) => `${name}={${name}}`).join('|');
    const values = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
    expect(renderTemplate(content, kind, values)).toBe(names.map((name, index) => `${name}=v${index}`).join('|'));
    expect(unknownPlaceholders(content, kind)).toEqual([]);
  });

  it('renders numbers, joins lists with 、, and shows — for a value that is missing, empty, blank or an empty list', () => {
    const content = '{auntName}/{age}/{skills}/{certificates}/{religion}/{labels}/{introduction}/{height}';
    expect(
      renderTemplate(content, 'auntResume', {
        auntName: ' 王秀英 ',
        age: 0,
        skills: ['催乳', ' ', '月子餐'],
        certificates: [],
        religion: null,
        labels: undefined,
        introduction: '   ',
        height: Number.NaN,
      }),
    ).toBe(`王秀英/0/催乳、月子餐/${MISSING_VALUE}/${MISSING_VALUE}/${MISSING_VALUE}/${MISSING_VALUE}/${MISSING_VALUE}`);
  });

  it('keeps an unknown placeholder as typed and names it once; a placeholder of another kind is unknown here', () => {
    const content = '{auntName} {salary} {foo} {salary}';
    expect(renderTemplate(content, 'auntResume', { auntName: '王', salary: 8000 })).toBe('王 {salary} {foo} {salary}');
    expect(unknownPlaceholders(content, 'auntResume')).toEqual(['salary', 'foo']);
    expect(unknownPlaceholders('{auntName}', 'followUp')).toEqual(['auntName']);
    expect(renderParts('{foo}', 'followUp', {})).toEqual([{ kind: 'unknown', name: 'foo', text: '{foo}' }]);
  });

  it('writes {{ and }} as braces, and leaves other braces as text', () => {
    expect(renderTemplate('{{auntName}} {auntName} { x } {1a} {} }{', 'auntResume', { auntName: '王' })).toBe('{auntName} 王 { x } {1a} {} }{');
    expect(parseTemplate('a{{b}}c')).toEqual([{ kind: 'text', text: 'a{b}c' }]);
    expect(unknownPlaceholders('{{foo}}', 'auntResume')).toEqual([]);
  });

  it('renders values once: a value that looks like a placeholder or like markup stays exactly what it is', () => {
    const out = renderTemplate('{auntName}：{introduction}', 'auntResume', {
      auntName: '{age}',
      introduction: '<b>会做饭</b><script>alert(1)</script> & {{x}}',
      age: 45,
    });
    expect(out).toBe('{age}：<b>会做饭</b><script>alert(1)</script> & {{x}}');
  });

  it('marks each part for a preview', () => {
    expect(renderParts('您好{employerName}，{today}{x}', 'followUp', { employerName: '张先生' })).toEqual([
      { kind: 'text', text: '您好' },
      { kind: 'value', name: 'employerName', text: '张先生' },
      { kind: 'text', text: '，' },
      { kind: 'missing', name: 'today', text: MISSING_VALUE },
      { kind: 'unknown', name: 'x', text: '{x}' },
    ]);
    expect(valueText(['a', 'b'])).toBe('a、b');
  });
});

describe('templateLanguage', () => {
  it('reads the language of the text around the placeholders', () => {
    expect(templateLanguage('{auntName}，{age}岁，属{zodiac}')).toBe('zh');
    expect(templateLanguage('{auntName}, born in the year of the {zodiac}')).toBe('en');
    // Placeholder names are not text; Chinese wins over Latin words in the same text.
    expect(templateLanguage('{auntName}：{introduction}')).toBeNull();
    expect(templateLanguage('{auntName} 持有 CPR 证书')).toBe('zh');
    // A stray letter (markup, a blood type) is no language.
    expect(templateLanguage('{auntName}：<b>{introduction}</b>')).toBeNull();
    expect(templateLanguage('{{name}} is {auntName}')).toBe('en');
    expect(templateLanguage('')).toBeNull();
  });
});
