/**
 * Pages on a phone-class CPU: Chromium's CPU slowed down 4× through CDP
 * (Emulation.setCPUThrottlingRate), a few cold loads of each page, the pages taken in turn.
 * Figures: median FCP, LCP and total blocking time (TBT: see pageLoad.ts). The TBT aims are
 * printed with a verdict but do not fail the run: absolute timings move with the machine.
 */
import type { Browser } from 'playwright-core';
import { coldLoad, median, type ColdLoad, type LoadTarget } from './pageLoad';

export const CPU_SLOWDOWN = 4;
export const SLOW_RUNS = 3;

export interface SlowFigures {
  runs: ColdLoad[];
  fcp: number;
  lcp: number;
  tbt: number;
}

export async function slowCpuLoads<K extends string>(browser: Browser, targets: Record<K, LoadTarget>, runs = SLOW_RUNS): Promise<Record<K, SlowFigures>> {
  const keys = Object.keys(targets) as K[];
  const loads = new Map<K, ColdLoad[]>(keys.map((key) => [key, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const key of keys) loads.get(key)!.push(await coldLoad(browser, targets[key], { cpuSlowdown: CPU_SLOWDOWN }));
  }
  const result = {} as Record<K, SlowFigures>;
  for (const key of keys) {
    const list = loads.get(key)!;
    result[key] = { runs: list, fcp: median(list.map((l) => l.fcpMs)), lcp: median(list.map((l) => l.lcpMs)), tbt: median(list.map((l) => l.tbtMs)) };
  }
  return result;
}
