/** The bench's arithmetic and verdicts (tests/bench): total blocking time, the gates against the template. */
import { describe, expect, it } from 'vitest';
import type { Comparison, SideFigures } from '../bench/compare';
import { totalBlockingTime } from '../bench/pageLoad';
import { fcpFigure, firstRequestFigure, Gates, heapFigure, jsFigure, lcpFigure, readyFigure } from '../bench/report';

const side = (
  fcpMedian: number,
  jsBytes: number,
  readyMedian = fcpMedian,
  lcpMedian = fcpMedian,
  firstDataRequestMedian: number | null = null,
): SideFigures => ({
  loads: [],
  fcpMedian,
  lcpMedian,
  readyMedian,
  firstDataRequestMedian,
  jsBytes,
});
const comparison = (ours: SideFigures, template: SideFigures): Comparison => ({
  ours,
  template,
  ratio: ours.fcpMedian / template.fcpMedian,
  readyRatio: ours.readyMedian / template.readyMedian,
  lcpRatio: ours.lcpMedian / template.lcpMedian,
});

describe('total blocking time', () => {
  it('counts the part of each long task beyond 50 ms, from first contentful paint on', () => {
    // FCP at 1000 ms: a task wholly before it counts nothing; one straddling it counts from 1000;
    // after it, 120 ms blocks 70 and 50 ms blocks nothing.
    const tasks: [number, number][] = [
      [100, 400],
      [900, 200],
      [1500, 120],
      [2000, 50],
    ];
    expect(totalBlockingTime(1000, tasks)).toBe(50 + 70);
  });

  it('is zero without long tasks', () => {
    expect(totalBlockingTime(500, [])).toBe(0);
  });
});

describe('bench gates', () => {
  it('fails a paint slower than the template but only aims at 0.8', () => {
    const gates = new Gates();
    expect(fcpFigure(gates, 'login', comparison(side(900, 0), side(1000, 0)))).toBe(
      'login-fcp-median=900ms vs template 1000ms (ratio 0.90, aim 0.8 missed, limit 1.0 ok)',
    );
    expect(gates.summary()).toBe('PASS');
    expect(fcpFigure(gates, 'dashboard', comparison(side(1100, 0), side(1000, 0)))).toContain('ratio 1.10, aim 0.8 missed, limit 1.0 EXCEEDED');
    expect(gates.summary()).toBe('FAIL (dashboard-fcp-ratio)');
  });

  it('prints the time to a usable page beside the paint, so a boot screen cannot hide a slow page', () => {
    const gates = new Gates();
    const login = comparison(side(230, 0, 780), side(610, 0, 660));
    expect(fcpFigure(gates, 'login', login)).toContain('ratio 0.38');
    expect(readyFigure('login', login)).toBe('login-ready-median=780ms vs template 660ms (ratio 1.18, aim 0.6 missed)');
  });

  it('prints the largest paint and the usable page against 0.6× the template, failing nothing', () => {
    const gates = new Gates();
    // Ours: paint 200, largest paint 500, usable 590; the template's 420, 840, 1000.
    const login = comparison(side(200, 0, 590, 500), side(420, 0, 1000, 840));
    expect(lcpFigure('login', login)).toBe('login-lcp-median=500ms vs template 840ms (ratio 0.60, aim 0.6 met)');
    expect(readyFigure('login', login)).toBe('login-ready-median=590ms vs template 1000ms (ratio 0.59, aim 0.6 met)');
    const slow = comparison(side(200, 0, 1175, 1096), side(1000, 0, 1317, 1024));
    expect(lcpFigure('dashboard', slow)).toBe('dashboard-lcp-median=1096ms vs template 1024ms (ratio 1.07, aim 0.6 missed)');
    expect(gates.summary()).toBe('PASS');
  });

  it('prints when our first data request left against the ready aim, failing nothing', () => {
    // The template's ready median 605 ms: the aim is 363 ms.
    const late = comparison(side(200, 0, 969, 640, 402), side(640, 0, 605, 640));
    expect(firstRequestFigure('dashboard', late)).toBe('dashboard-first-data-request-median=402ms (after the ready aim 363ms; template sends none)');
    const early = comparison(side(200, 0, 500, 400, 120), side(640, 0, 1000, 640, 300));
    expect(firstRequestFigure('dashboard', early)).toBe('dashboard-first-data-request-median=120ms (before the ready aim 600ms; template 300ms)');
    expect(firstRequestFigure('login', comparison(side(200, 0), side(400, 0)))).toBe('login-first-data-request=none (template sends none)');
  });

  it('fails JavaScript over its byte budget and prints the template beside it', () => {
    const gates = new Gates();
    expect(jsFigure(gates, 'login', comparison(side(1, 249_700), side(1, 352_200)), 200_000)).toBe(
      'login-js-gzip=249.7kB (budget 200.0kB EXCEEDED; template 352.2kB, ratio 0.71)',
    );
    expect(gates.failed).toEqual(['login-js']);
    expect(jsFigure(gates, 'dashboard', comparison(side(1, 381_300), side(1, 643_500)), 385_000, 350_000)).toBe(
      'dashboard-js-gzip=381.3kB (budget 385.0kB ok, aim 350.0kB missed; template 643.5kB, ratio 0.59)',
    );
    expect(gates.failed).toEqual(['login-js']);
  });

  it('holds the kept-alive heap to 3× one page once it is measured', () => {
    const gates = new Gates();
    expect(heapFigure(gates, null)).toBe('kept-alive-heap=not-measured (budget 3)');
    expect(heapFigure(gates, { onePageMB: 10, twelvePagesMB: 28 })).toBe('kept-alive-heap=28.0MB vs 10.0MB (ratio 2.8, budget 3 ok)');
    expect(gates.summary()).toBe('PASS');
    expect(heapFigure(gates, { onePageMB: 9.7, twelvePagesMB: 140.3 })).toContain('ratio 14.5, budget 3 EXCEEDED');
    expect(gates.failed).toEqual(['kept-alive-heap']);
  });
});
