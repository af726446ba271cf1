/**
 * The company's text templates (/custom/template/* keyed by templateName = the kind): the printable
 * aunt resume, follow-up snippets and contract snippets, with placeholders filled from a record.
 * One pure renderer, used by the mock (it refuses a template naming an unknown placeholder) and by
 * the client (the settings page's preview, the public resume, the snippets offered in forms).
 *
 * The grammar, kept small so a person can predict it:
 * - `{name}` (a letter, then letters or digits) is a placeholder;
 * - `{{` and `}}` write a literal `{` and `}`; any other brace is text as typed;
 * - a known placeholder with a value renders the value (lists joined by '、'), once: a value is
 *   never read as a template itself, so `{age}` typed into a record stays `{age}`;
 * - a known placeholder without a value (empty text, empty list, null) renders MISSING_VALUE ('—');
 * - an unknown placeholder renders as typed (`{foo}`), visibly; the mock refuses to store one.
 * The result is TEXT: a page shows it as a text node (never as HTML), so a value such as
 * `<b>x</b>` shows those characters.
 *
 * @example
 *   renderTemplate('{auntName}，{age}岁', 'auntResume', { auntName: '王秀英', age: 45 }) // '王秀英，45岁'
 */

export const TEMPLATE_KINDS = ['auntResume', 'followUp', 'contract'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The placeholders each kind may use, in the order the settings page offers them. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TemplateKind, readonly string[]>> = {
  auntResume: [
    'auntName',
    'gender',
    'age',
    'zodiac',
    'nativePlace',
    'ethnicity',
    'education',
    'height',
    'weight',
    'experienceYears',
    'workStatus',
    'serviceTypes',
    'skills',
    'certificates',
    'labels',
    'expectedSalary',
    'liveIn',
    'religion',
    'dietaryHabits',
    'petAttitude',
    'dialects',
    'restPreference',
    'introduction',
    'companyName',
  ],
  followUp: ['employerName', 'staffName', 'companyName', 'today'],
  contract: ['employerName', 'auntName', 'serviceType', 'salary', 'contractStart', 'contractEnd', 'staffName', 'companyName', 'today'],
};

/** One template per company for these kinds (created by the seed; not deleted), any number of snippets for the others. */
export const SINGLE_TEMPLATE_KINDS: ReadonlySet<TemplateKind> = new Set(['auntResume']);

export const TEMPLATE_LIMITS = {
  /** Title of a template, characters (trimmed). */
  title: 20,
  /** Content, characters: the resume is a page, a snippet goes into a 500-character field. */
  resumeContent: 2000,
  snippetContent: 500,
  /** Snippets of one kind per company. */
  snippets: 20,
} as const;

export const contentLimitOf = (kind: TemplateKind): number =>
  SINGLE_TEMPLATE_KINDS.has(kind) ? TEMPLATE_LIMITS.resumeContent : TEMPLATE_LIMITS.snippetContent;

/** What a placeholder without a value renders as. */
export const MISSING_VALUE = '—';

/** A value a placeholder may be given; lists are joined by '、'. */
export type TemplateValue = string | number | readonly string[] | null | undefined;
export type TemplateValues = Readonly<Partial<Record<string, TemplateValue>>>;

export type TemplateToken = { kind: 'text'; text: string } | { kind: 'placeholder'; name: string; source: string };

export type TemplatePart =
  | { kind: 'text'; text: string }
  /** A known placeholder and its value. */
  | { kind: 'value'; name: string; text: string }
  /** A known placeholder without a value: MISSING_VALUE. */
  | { kind: 'missing'; name: string; text: string }
  /** A name the kind does not know: shown as typed. */
  | { kind: 'unknown'; name: string; text: string };

const PLACEHOLDER = /^\{([A-Za-z][A-Za-z0-9]{0,39})\}/;

/** The template's text and placeholders, in order (adjacent text merged). */
export function parseTemplate(content: string): TemplateToken[] {
  const tokens: TemplateToken[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < content.length) {
    const rest = content.slice(index);
    if (rest.startsWith('{{') || rest.startsWith('}}')) {
      text += rest[0];
      index += 2;
      continue;
    }
    const match = rest[0] === '{' ? PLACEHOLDER.exec(rest) : null;
    if (match) {
      flush();
      tokens.push({ kind: 'placeholder', name: match[1]!, source: match[0] });
      index += match[0].length;
      continue;
    }
    text += rest[0];
    index += 1;
  }
  flush();
  return tokens;
}

/** The text of a value, '' when it has none. */
export function valueText(value: TemplateValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  return value
    .map((item) => item.trim())
    .filter(Boolean)
    .join('、');
}

export function isPlaceholderOf(kind: TemplateKind, name: string): boolean {
  return TEMPLATE_PLACEHOLDERS[kind].includes(name);
}

/** The template split into what it renders to, each part marked (for a preview that shows which text came from where). */
export function renderParts(content: string, kind: TemplateKind, values: TemplateValues): TemplatePart[] {
  return parseTemplate(content).map((token): TemplatePart => {
    if (token.kind === 'text') return token;
    if (!isPlaceholderOf(kind, token.name)) return { kind: 'unknown', name: token.name, text: token.source };
    const text = valueText(values[token.name]);
    return text ? { kind: 'value', name: token.name, text } : { kind: 'missing', name: token.name, text: MISSING_VALUE };
  });
}

/** The rendered text. */
export function renderTemplate(content: string, kind: TemplateKind, values: TemplateValues): string {
  return renderParts(content, kind, values)
    .map((part) => part.text)
    .join('');
}

/** Placeholder names the kind does not know, each once, in order of appearance. */
export function unknownPlaceholders(content: string, kind: TemplateKind): string[] {
  const names = parseTemplate(content).flatMap((token) => (token.kind === 'placeholder' && !isPlaceholderOf(kind, token.name) ? [token.name] : []));
  return [...new Set(names)];
}

/**
 * The language a template is written in, read from its own text (placeholders left out): Chinese
 * when it holds a Han character, else English when it holds a Latin word (two letters or more),
 * else null (placeholders, punctuation, a stray letter: it reads in either). A resume shows it,
 * filled in that language, only in that language.
 */
export function templateLanguage(content: string): 'zh' | 'en' | null {
  const text = parseTemplate(content)
    .flatMap((token) => (token.kind === 'text' ? [token.text] : []))
    .join('');
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/[A-Za-z]{2,}/.test(text)) return 'en';
  return null;
}

/** The text that inserts a placeholder. */
export const placeholderText = (name: string): string => `{${name}}`;
