/**
 * The UI patterns (docs/UI-PATTERNS.md) hold for new code: a page's dialog, drawer, list date
 * filter and list header go through the pattern components. The lists below are the pages not yet
 * moved (a ratchet): a new file off the pattern fails, and so does a listed file once it is on it
 * (take it off the list).
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('../../src/pages/**/*.tsx', { eager: true, query: '?raw', import: 'default' });
const pages = Object.entries(sources).map(([file, text]) => [file.replace('../../src/pages/', ''), text] as const);

const offenders = (test: (text: string) => boolean) =>
  pages
    .filter(([, text]) => test(text))
    .map(([file]) => file)
    .sort();

/** Own antd Modal / Drawer containers not yet on the record-form / dialog pattern. */
const OWN_CONTAINERS = [
  // Mostly read-only (a suggestion and its reply); only a waiting one with company.manage offers a reply form.
  'companyApp/suggestions/ReplyDialog.tsx',
  // No form: three payments (支付并投保, 仅支付, 扫码支付 then 已支付，查询), each busy on its own; Ctrl+S must not pay.
  'insurance/orders/PayDialog.tsx',
];

/** List date filters on antd's RangePicker instead of DateFilterPicker (a form's date field is not a filter). */
const OWN_DATE_FILTERS: string[] = [];
const DATE_FIELDS_IN_FORMS = ['companyApp/training/TrainingDialogs.tsx'];

/** Folders with a DataTable but no ListPageHeader in any of their files: lists heading themselves another way (PageHeaderCard, none), and tables inside a panel or drawer. */
const LISTS_WITHOUT_LIST_HEADER = [
  // ExportableList: the table part of the company-app lists; their pages (other folders) hold the header.
  'companyApp/shared',
  // The fund account page (PageHeaderCard with the balance); the ledger is a table in a card of it.
  'finance/account',
  // EmployerOrdersPanel: a customer's orders inside the customer's record.
  'order/components',
];

describe('UI patterns in src/pages', () => {
  it('opens dialogs and drawers only through the pattern components (known exceptions listed)', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(offenders((text) => /import \{[^}]*\b(Drawer|Modal)\b[^}]*\} from 'antd'/.test(text))).toEqual(OWN_CONTAINERS);
  });

  it('filters lists by date through DateFilterPicker (known exceptions listed)', () => {
    expect(offenders((text) => /\bRangePicker\b/.test(text))).toEqual([...OWN_DATE_FILTERS, ...DATE_FIELDS_IN_FORMS].sort());
  });

  it('heads every list page with ListPageHeader (known exceptions listed)', () => {
    const folder = (file: string) => file.slice(0, file.lastIndexOf('/'));
    const headed = new Set(pages.filter(([, text]) => /\bListPageHeader\b/.test(text)).map(([file]) => folder(file)));
    const unheaded = new Set(
      offenders((text) => /<DataTable\b/.test(text))
        .map(folder)
        .filter((dir) => !headed.has(dir)),
    );
    expect([...unheaded].sort()).toEqual(LISTS_WITHOUT_LIST_HEADER);
  });

  it('labels export through ExportAllButton only (no page passes its own label)', () => {
    expect(offenders((text) => /<\/ExportAllButton>/.test(text))).toEqual([]);
  });
});
