/**
 * The words of the bench's final line. Gates (byte budgets, the ratios against the template,
 * the kept-alive heap ratio) fail the run; aims (absolute timings) only get a verdict, since
 * they move with the machine the bench runs on.
 */
import { kB } from './bundle';
import { RATIO_AIM, RATIO_LIMIT, USABLE_RATIO_AIM, type Comparison } from './compare';
import type { SlowFigures } from './slowCpu';

export class Gates {
  readonly failed: string[] = [];

  /** "ok" or "EXCEEDED"; an exceeded gate fails the run. */
  check(name: string, ok: boolean): string {
    if (!ok) this.failed.push(name);
    return ok ? 'ok' : 'EXCEEDED';
  }

  summary(): string {
    return this.failed.length ? `FAIL (${this.failed.join(', ')})` : 'PASS';
  }
}

export const aim = (ok: boolean) => (ok ? 'met' : 'missed');
export const ms = (value: number) => `${value.toFixed(0)}ms`;

/**
 * The JavaScript a page fetched against its budget (a gate) and, while the budget has not yet
 * come down to it, the aim issue 11 set (printed "met"/"missed").
 */
export function jsFigure(gates: Gates, page: string, comparison: Comparison, budgetBytes: number, aimBytes = budgetBytes): string {
  const { ours, template } = comparison;
  const verdict = gates.check(`${page}-js`, ours.jsBytes <= budgetBytes);
  const aimText = aimBytes < budgetBytes ? `, aim ${kB(aimBytes)}kB ${aim(ours.jsBytes <= aimBytes)}` : '';
  return (
    `${page}-js-gzip=${kB(ours.jsBytes)}kB (budget ${kB(budgetBytes)}kB ${verdict}${aimText}; ` +
    `template ${kB(template.jsBytes)}kB, ratio ${(ours.jsBytes / template.jsBytes).toFixed(2)})`
  );
}

export function fcpFigure(gates: Gates, page: string, comparison: Comparison): string {
  const { ours, template, ratio } = comparison;
  const verdict = gates.check(`${page}-fcp-ratio`, ratio <= RATIO_LIMIT);
  return (
    `${page}-fcp-median=${ms(ours.fcpMedian)} vs template ${ms(template.fcpMedian)} ` +
    `(ratio ${ratio.toFixed(2)}, aim ${RATIO_AIM} ${aim(ratio <= RATIO_AIM)}, limit ${RATIO_LIMIT.toFixed(1)} ${verdict})`
  );
}

/** Time to a usable page (the login form's button; the dashboard's figures, trend chart and user), side by side: printed against the aim. */
export function readyFigure(page: string, comparison: Comparison): string {
  const { ours, template, readyRatio } = comparison;
  return `${page}-ready-median=${ms(ours.readyMedian)} vs template ${ms(template.readyMedian)} (ratio ${readyRatio.toFixed(2)}, aim ${USABLE_RATIO_AIM} ${aim(readyRatio <= USABLE_RATIO_AIM)})`;
}

/**
 * When our page's first data request left, against the ready aim (0.6× the template's ready
 * median): a page that needs data is ready no sooner than this plus an answer and a render, so a
 * request leaving after the aim says the aim is out of reach of this way of loading, however fast
 * the server. The template's dashboard draws fixed data and sends none.
 */
export function firstRequestFigure(page: string, comparison: Comparison): string {
  const { ours, template } = comparison;
  const aimMs = USABLE_RATIO_AIM * template.readyMedian;
  const sent = ours.firstDataRequestMedian;
  const templateText = template.firstDataRequestMedian === null ? 'template sends none' : `template ${ms(template.firstDataRequestMedian)}`;
  if (sent === null) return `${page}-first-data-request=none (${templateText})`;
  return `${page}-first-data-request-median=${ms(sent)} (${sent < aimMs ? 'before' : 'after'} the ready aim ${ms(aimMs)}; ${templateText})`;
}

/** Largest contentful paint, side by side: printed against the aim. */
export function lcpFigure(page: string, comparison: Comparison): string {
  const { ours, template, lcpRatio } = comparison;
  return `${page}-lcp-median=${ms(ours.lcpMedian)} vs template ${ms(template.lcpMedian)} (ratio ${lcpRatio.toFixed(2)}, aim ${USABLE_RATIO_AIM} ${aim(lcpRatio <= USABLE_RATIO_AIM)})`;
}

export function slowFigure(page: string, ours: SlowFigures, template: SlowFigures, tbtAimMs: number): string {
  return (
    `cpu4x-${page}: fcp=${ms(ours.fcp)} lcp=${ms(ours.lcp)} tbt=${ms(ours.tbt)} (aim ${ms(tbtAimMs)} ${aim(ours.tbt <= tbtAimMs)}; ` +
    `template fcp=${ms(template.fcp)} lcp=${ms(template.lcp)} tbt=${ms(template.tbt)})`
  );
}

/** What tests/bench/keptAliveHeap.ts measures (issue 11, item 4). */
export interface HeapFigures {
  onePageMB: number;
  twelvePagesMB: number;
}

export const HEAP_RATIO_BUDGET = 3;

export function heapFigure(gates: Gates, heap: HeapFigures | null): string {
  if (!heap) return `kept-alive-heap=not-measured (budget ${HEAP_RATIO_BUDGET})`;
  const ratio = heap.twelvePagesMB / heap.onePageMB;
  const verdict = gates.check('kept-alive-heap', ratio <= HEAP_RATIO_BUDGET);
  return `kept-alive-heap=${heap.twelvePagesMB.toFixed(1)}MB vs ${heap.onePageMB.toFixed(1)}MB (ratio ${ratio.toFixed(1)}, budget ${HEAP_RATIO_BUDGET} ${verdict})`;
}
