/**
 * The glossary (issue 37): for each Chinese term of the trade, the one English word the product
 * uses for it. tests/unit/i18n-wording.test.ts reads it: every English text whose Chinese text has
 * the term uses that word (unless listed under `omitted`, where the English rightly says it
 * otherwise), and never one of the `avoid` variants. Not loaded by the app.
 *
 * 需求 names three things, told apart by where the text is (`keys`): an employer's job posting
 * (客户需求, 需求大厅: "job"), a mini-program member's 服务需求 ("request") and what an employer
 * needs on the employer record (雇主需求: "needs").
 */
export interface GlossaryTerm {
  zh: string;
  /** The English word, in any of its forms. */
  en: RegExp;
  /** Words the English must not use for the term. */
  avoid?: RegExp;
  /** Chinese phrases with the term that are another thing (小程序购买订单: a purchase, not an order); a global pattern. */
  except?: RegExp;
  /** False: the English may leave the word out where the page already names the thing (a field "Name" on an employer); only `avoid` is checked. */
  strict?: boolean;
  /** Texts (by key) whose English rightly leaves the word out, with why. */
  omitted?: Record<string, string>;
  /** Only the texts under these keys: the term names another thing elsewhere (another entry of the same zh). */
  keys?: RegExp;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    zh: '阿姨',
    en: /\baunts?\b/i,
    avoid: /\b(?:housekeepers?|maids?|nann(?:y|ies)|helpers?|workers?)\b/i,
    omitted: {
      'auntForm.placeholders.auntName': 'on the aunt form: "her real name"',
      'auntForm.placeholders.introduction': 'on the aunt form: "in her own words"',
      'employer.fields.requirements': 'a field of the employer: "requirements" (of an aunt)',
      'menu.unitedJob': 'the joint orders on jobs we offered our aunts for: "My job joint orders"',
      'united.myJobs.title': 'the joint orders on jobs we offered our aunts for: "My job joint orders"',
    },
  },
  { zh: '雇主', en: /\bemployers?\b/i, avoid: /\b(?:customers?|clients?)\b/i },
  {
    zh: '客户',
    en: /\bemployers?\b/i,
    avoid: /\b(?:customers?|clients?)\b(?!\s+service)/i,
    // The employer's own fields and messages ("Name", "Delete {{name}}?") and the mini-program's people.
    strict: false,
  },
  {
    zh: '订单',
    en: /\borders?\b/i,
    except: /购买订单|合单订单/g,
    omitted: {
      'order.history.empty': 'on an order: "no history yet"',
      'companyApp.miniOrders.emptyHint': 'the mini-program purchases: "services members buy"',
    },
  },
  { zh: '大厅', en: /\bhall\b/i },
  {
    zh: '合单',
    en: /\bjoint orders?\b/i,
    avoid: /\bmerg(?:e|es|ed|ing)\b/i,
    omitted: { 'unitedShelf.takeOff.done': 'the spec\'s 下架合单成功 says the record left the hall: "Taken off the joint hall"' },
  },
  {
    zh: '需求',
    keys: /^(?:(?:jobs|united|unitedShelf|chat)\.|menu\.(?:employerJobs|united\w*)$)/,
    en: /\bjobs?\b/i,
    avoid: /\b(?:needs?|requests?|demands?)\b/i,
  },
  {
    zh: '需求',
    keys: /^(?:(?:companyApp|layout|notice)\.|menu\.companyApp\w*$|personal\.subject\.appOrder$)/,
    en: /\brequests?\b/i,
    avoid: /\b(?:needs?|jobs?|demands?)\b/i,
  },
  { zh: '需求', keys: /^(?:employer|order|companyCatalogues)\./, en: /\bneed(?:s|ed)?\b/i, avoid: /\b(?:requests?|demands?)\b/i },
  { zh: '家政公司', en: /\bagenc(?:y|ies)\b/i, avoid: /\bhousekeeping\s+compan/i },
  {
    zh: '门店',
    en: /\bagenc(?:y|ies)\b/i,
    avoid: /\b(?:shops?|stores?)\b/i,
    omitted: {
      'codes.employerSource.5': '门店到访, an employer who walked in: "Walk-in"',
      'employer.transfer.reasonPlaceholder': 'an agency\'s Pudong 门店 is its "Pudong branch"',
    },
  },
];
