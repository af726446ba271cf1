/**
 * Our pages against the Vue template's in the same run: per round, one cold load of ours and
 * one of the template's for each page, the side that goes first alternating from round to
 * round, so both meet the same moments of a busy machine. A first untimed load of each page
 * warms the servers (file cache, compressor) and Chromium. Figures: the median first
 * contentful paint, largest contentful paint and time to a usable page (the same kind of content
 * on both sides: ours.ts, template.ts) of each side and their ratios; the JavaScript each side
 * fetched (gzip).
 */
import type { Browser } from 'playwright-core';
import { scriptBytes } from './bundle';
import { coldLoad, median, type ColdLoad, type LoadTarget } from './pageLoad';

export const PAGES = ['login', 'dashboard'] as const;
export type PageName = (typeof PAGES)[number];

/** The ratio ours/template we aim at, and the one above which the bench fails. */
export const RATIO_AIM = 0.8;
export const RATIO_LIMIT = 1.0;
/** Largest paint and usable page: at most this share of the template's (issue 40). */
export const USABLE_RATIO_AIM = 0.6;

export interface Side {
  dist: string;
  pages: Record<PageName, LoadTarget>;
}

export interface SideFigures {
  loads: ColdLoad[];
  fcpMedian: number;
  lcpMedian: number;
  /** Median time until the page is usable (its ready selectors shown): what a boot screen cannot hasten. */
  readyMedian: number;
  /** Median time the first data request left (loads that sent one), null when none did. */
  firstDataRequestMedian: number | null;
  jsBytes: number;
}

export interface Comparison {
  ours: SideFigures;
  template: SideFigures;
  /** ours / template, of the FCP medians. */
  ratio: number;
  /** ours / template, of the ready medians. */
  readyRatio: number;
  /** ours / template, of the LCP medians. */
  lcpRatio: number;
}

/** When each load's first data request left, for the loads that sent one. */
export const firstDataRequests = (loads: ColdLoad[]) => loads.flatMap((load) => (load.firstDataRequestMs === null ? [] : [load.firstDataRequestMs]));

const medianOrNull = (values: number[]) => (values.length ? median(values) : null);

function figures(side: Side, loads: ColdLoad[]): SideFigures {
  return {
    loads,
    fcpMedian: median(loads.map((load) => load.fcpMs)),
    lcpMedian: median(loads.map((load) => load.lcpMs)),
    readyMedian: median(loads.map((load) => load.readyMs)),
    firstDataRequestMedian: medianOrNull(firstDataRequests(loads)),
    jsBytes: scriptBytes(side.dist, loads[0].scriptPaths),
  };
}

export async function compareColdLoads(browser: Browser, ours: Side, template: Side, rounds: number): Promise<Record<PageName, Comparison>> {
  for (const page of PAGES) for (const side of [ours, template]) await coldLoad(browser, side.pages[page]);
  const loads = new Map<Side, Record<PageName, ColdLoad[]>>([
    [ours, { login: [], dashboard: [] }],
    [template, { login: [], dashboard: [] }],
  ]);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [ours, template] : [template, ours];
    for (const page of PAGES) for (const side of order) loads.get(side)![page].push(await coldLoad(browser, side.pages[page]));
  }
  const compare = (page: PageName): Comparison => {
    const oursFigures = figures(ours, loads.get(ours)![page]);
    const templateFigures = figures(template, loads.get(template)![page]);
    return {
      ours: oursFigures,
      template: templateFigures,
      ratio: oursFigures.fcpMedian / templateFigures.fcpMedian,
      readyRatio: oursFigures.readyMedian / templateFigures.readyMedian,
      lcpRatio: oursFigures.lcpMedian / templateFigures.lcpMedian,
    };
  };
  return { login: compare('login'), dashboard: compare('dashboard') };
}
