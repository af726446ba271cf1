/**
 * components/charts/load: a chart whose code is already here draws in the first commit, without
 * its Suspense fallback (React reveals a suspended boundary no sooner than 300 ms after its
 * fallback showed: the dashboard's trend chart came that much later than its figures); before
 * the code is here, it suspends and shows the fallback, then draws.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Load from '@/components/charts/load';

let load: typeof Load;
const fallbackShown = vi.fn();

function Fallback() {
  fallbackShown();
  return <span>waiting</span>;
}

/** A chart the pick answers: it names the module's TrendChart it was picked beside, so the pick saw the real module. */
const chart = () =>
  load.chartComponent<{ label: string }>((charts) => {
    const real = typeof charts.TrendChart;
    return ({ label }) => <span>{`${label} (${real})`}</span>;
  });

beforeEach(async () => {
  vi.resetModules();
  load = await import('@/components/charts/load');
  fallbackShown.mockClear();
});

describe('a chart component', () => {
  it('draws in the first commit, with no fallback, once the charts’ code is here', async () => {
    await load.loadCharts();
    const Chart = chart();
    act(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <Chart label="trend" />
        </Suspense>,
      );
    });
    expect(screen.getByText('trend (function)')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('suspends with the fallback while the code loads, then draws', async () => {
    const Chart = chart();
    render(
      <Suspense fallback={<Fallback />}>
        <Chart label="trend" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('trend (function)')).toBeInTheDocument();
    expect(fallbackShown).toHaveBeenCalled();
  });

  it('loads the code once for every chart', async () => {
    const first = load.loadCharts();
    expect(load.loadCharts()).toBe(first);
    expect((await first).TrendChart).toBeTypeOf('function');
  });
});
