/**
 * Accessibility (issue 37, item 4): axe-core (a devDependency, never in the app build) on every
 * page of the admin's menu, in zh, in en and in dark mode, at 1440x900, for the WCAG 2 A and AA
 * rules. Every violation is printed by rule × page (with its commonest failures); any critical or
 * serious violation, of any rule, fails (no allow-list: the last ones were fixed, 2026-12).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { loginCookie } from '../tooling/servers';
import { menuPagePaths, settle } from '../../tools/screens/capture';
import { appUrl, chromiumForFile, mockUrl } from './support';

const browser = chromiumForFile();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A critical or serious violation, one line per node: what failed and where. */
function gated(finding: Finding): string[] {
  if (finding.impact !== 'critical' && finding.impact !== 'serious') return [];
  return finding.kinds.map(({ kind, target }) => `${finding.rule} ${finding.page}: ${kind} at ${target}`);
}

const MODES = [
  { name: 'zh', language: 'zh', darkMode: false },
  { name: 'en', language: 'en', darkMode: false },
  { name: 'dark', language: 'zh', darkMode: true },
] as const;
type Mode = (typeof MODES)[number];

/**
 * To iterate on a few pages: A11Y_PAGES=/aunt/list,/order/list and A11Y_MODES=zh,dark narrow the
 * run (given pages need not be on the menu; the page-count check then drops). Default: all.
 */
const listed = (value: string | undefined) =>
  value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean) ?? [];
const ONLY_PAGES = listed(process.env.A11Y_PAGES);
const ONLY_MODES = listed(process.env.A11Y_MODES);
const modes = MODES.filter((mode) => ONLY_MODES.length === 0 || ONLY_MODES.includes(mode.name));

interface Finding {
  mode: string;
  page: string;
  rule: string;
  impact: ImpactValue | null | undefined;
  nodes: number;
  example: string;
  /** What failed on each node, without the element (e.g. "#ffffff on #f1a83c (2.01)" for a contrast), and the node. */
  kinds: { kind: string; target: string }[];
}

/** A node's failure in words common to nodes failing alike: the colours of a contrast, else axe's message. */
function kindOf(node: AxeResults['violations'][number]['nodes'][number]): string {
  const check = [...node.any, ...node.all, ...node.none][0];
  const data = check?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  if (data?.fgColor) return `${data.fgColor} on ${data.bgColor} (${data.contrastRatio})`;
  return check?.message ?? node.failureSummary ?? '';
}

/** Opens `pagePath` in a fresh context (the admin's session, the mode's saved settings), lets it settle, runs axe. */
async function audit(b: Browser, mode: Mode, pagePath: string): Promise<Finding[]> {
  const context = await b.newContext({
    locale: mode.language === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  try {
    await context.addCookies([await loginCookie(mockUrl, appUrl, ADMIN_ACCOUNT)]);
    await context.addInitScript(
      (saved) => {
        if (!localStorage.getItem('agency-settings')) localStorage.setItem('agency-settings', saved);
      },
      JSON.stringify({ state: { language: mode.language, darkMode: mode.darkMode }, version: 0 }),
    );
    const page = await context.newPage();
    await page.goto(`${appUrl}${pagePath}`);
    await settle(page);
    // Evaluated through the driver: the app's Content-Security-Policy does not apply to it.
    await page.evaluate(axeSource);
    const results = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        resultTypes: ['violations'],
      }),
    )) as AxeResults;
    return results.violations.map((violation) => ({
      mode: mode.name,
      page: pagePath,
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.length,
      example: violation.nodes[0]?.target.join(' ') ?? '',
      kinds: violation.nodes.map((node) => ({ kind: kindOf(node), target: node.target.join(' ') })),
    }));
  } finally {
    await context.close();
  }
}

/** The findings as lines: per rule, its impact, rule×page count, nodes, and the pages with their node counts. */
function report(findings: Finding[]): string {
  const byRule = new Map<string, Finding[]>();
  for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  const lines = [...byRule.entries()]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([rule, list]) => {
      const nodes = list.reduce((sum, finding) => sum + finding.nodes, 0);
      const kinds = new Map<string, { count: number; target: string }>();
      for (const { kind, target } of list.flatMap((finding) => finding.kinds)) kinds.set(kind, { count: (kinds.get(kind)?.count ?? 0) + 1, target });
      const common = [...kinds.entries()].sort(([, a], [, b]) => b.count - a.count).slice(0, 15);
      return [
        `${rule} (${list[0]!.impact}): ${list.length} pages, ${nodes} nodes`,
        ...common.map(([kind, { count, target }]) => `  ${count}× ${kind}  e.g. ${target}`),
        ...list.map((f) => `    ${f.page} ${f.nodes}  e.g. ${f.example}`),
      ].join('\n');
    });
  return lines.join('\n');
}

/** A mode's whole run: some 45 pages of about 7 s each on a busy 2-core machine, with room (5 minutes was cut short). */
const MODE_TIMEOUT = 15 * 60_000;

describe('accessibility (axe-core, wcag2a + wcag2aa)', () => {
  it.each(modes)(
    'every menu page in $name has no critical or serious violation',
    async (mode) => {
      const paths = ONLY_PAGES.length > 0 ? ONLY_PAGES : await menuPagePaths(mockUrl, await loginCookie(mockUrl, mockUrl, ADMIN_ACCOUNT));
      if (ONLY_PAGES.length === 0) expect(paths.length).toBeGreaterThan(40);
      const findings: Finding[] = [];
      for (const pagePath of paths) findings.push(...(await audit(browser(), mode, pagePath)));
      const serious = findings.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious');
      console.log(
        `axe ${mode.name}: ${findings.length} rule×page violations (${serious.length} critical or serious), ${findings.reduce((sum, f) => sum + f.nodes, 0)} nodes on ${paths.length} pages\n${report(findings)}`,
      );
      expect(findings.flatMap(gated)).toEqual([]);
    },
    MODE_TIMEOUT,
  );
});
