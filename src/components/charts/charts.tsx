/**
 * The charts of the dashboard and the staff statistic, drawn with Chartist (SVG, ~11 kB gzip). This module is loaded
 * lazily by the pages, so the chart library never sits in the entry chunk.
 *
 * A chart is drawn only once its box has a width, and redrawn when the box is resized; where
 * there is no layout (jsdom, a hidden tab) nothing is drawn and nothing fails. The charts are
 * hidden from assistive technology: the page renders the same numbers as tables for it.
 */
import 'chartist/dist/index.css';
import { BarChart, FixedScaleAxis, LineChart, PieChart, Svg, type BaseChart } from 'chartist';
import { useCallback, useEffect, useRef } from 'react';
import type { ChartData } from '@/api/statistics';
import styles from './charts.module.css';
import { colorOf } from './palette';
import { valueTicks } from './ticks';

/** Adds CSS to an SVG element's inline style (which beats Chartist's stylesheet). */
function addStyle(element: Svg, css: string): void {
  const style = element.attr('style');
  element.attr({ style: style ? `${style};${css}` : css });
}

/**
 * Chartist writes inline styles as `style` attributes (the svg's size, a donut's width), which the
 * CSP ignores (no 'unsafe-inline' styles); the same text set through the CSSOM applies. Its one
 * attribute writer takes `style` that way.
 */
const chartistAttr = Svg.prototype.attr;
Svg.prototype.attr = function attr(this: Svg, attributes: string | Record<string, unknown>, ns?: string) {
  if (typeof attributes === 'string' || attributes.style === undefined) return Reflect.apply(chartistAttr, this, [attributes, ns]) as never;
  const { style, ...rest } = attributes;
  this.getNode<SVGElement>().style.cssText = String(style);
  return Reflect.apply(chartistAttr, this, [rest, ns]) as never;
} as typeof chartistAttr;

/** A native tooltip on an SVG element. */
function tooltip(element: Svg, text: string): void {
  element.elem('title').text(text);
}

/** Draws with `create` into the returned element once it has a width; redraws when the width changes. */
function useChart(create: (element: HTMLElement) => BaseChart) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let chart: BaseChart | null = null;
    let drawnWidth = 0;
    const draw = () => {
      const width = element.clientWidth;
      // Redraw on width changes only: drawing itself changes the height.
      if (width === 0 || width === drawnWidth) return;
      drawnWidth = width;
      if (chart) chart.update();
      else chart = create(element);
    };
    draw();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(draw) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart?.detach();
      element.replaceChildren();
    };
  }, [create]);
  return ref;
}

interface LegendItem {
  label: string;
  color: string;
  value?: number;
}

export function Legend({ items }: { items: LegendItem[] }) {
  return (
    <ul aria-hidden style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: '8px 0 0', padding: 0, fontSize: 12 }}>
      {items.map((item) => (
        <li key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: item.color }} />
          {item.label}
          {item.value !== undefined && <strong>{item.value}</strong>}
        </li>
      ))}
    </ul>
  );
}

/** Short axis labels: month-day within one year, the whole day otherwise. */
function axisLabel(labels: string[]) {
  const sameYear = labels.length > 0 && labels[0]?.slice(0, 4) === labels[labels.length - 1]?.slice(0, 4);
  const step = Math.max(1, Math.ceil(labels.length / (sameYear ? 8 : 5)));
  return (value: unknown, index: number) => (index % step === 0 ? (sameYear ? String(value).slice(5) : String(value)) : null);
}

export interface TrendChartProps {
  data: Pick<ChartData, 'labels' | 'series'>;
  /** Display name of each series, in data.series order. */
  names: string[];
}

/** The daily series as lines over shaded areas. */
export function TrendChart({ data, names }: TrendChartProps) {
  const create = useCallback(
    (element: HTMLElement) => {
      const chart = new LineChart(
        element,
        { labels: data.labels, series: data.series.map((series) => series.values) },
        {
          height: 300,
          low: 0,
          showArea: true,
          fullWidth: true,
          showPoint: data.labels.length <= 62,
          chartPadding: { top: 16, right: 24, bottom: 0, left: 0 },
          axisX: { showGrid: false, labelInterpolationFnc: axisLabel(data.labels) },
          axisY: { onlyInteger: true },
        },
      );
      chart.on('draw', (event) => {
        if (event.type !== 'line' && event.type !== 'area' && event.type !== 'point') return;
        const color = colorOf(event.seriesIndex);
        addStyle(event.element, event.type === 'area' ? `fill:${color};fill-opacity:0.06` : `stroke:${color}`);
        if (event.type !== 'point') return;
        const value = data.series[event.seriesIndex]?.values[event.index] ?? 0;
        tooltip(event.element, `${data.labels[event.index] ?? ''} ${names[event.seriesIndex] ?? ''}: ${value}`);
      });
      return chart;
    },
    [data, names],
  );
  const ref = useChart(create);
  return (
    <div>
      <div ref={ref} aria-hidden className={styles.chart} data-testid="trend-chart" />
      <Legend items={names.map((label, index) => ({ label, color: colorOf(index) }))} />
    </div>
  );
}

export interface BreakdownChartProps {
  labels: string[];
  values: number[];
  /** One colour per category (default: the series colours in order). */
  colors?: string[];
  /** How a value reads in its tooltip (default: the number). */
  format?: (value: number) => string;
}

/** Counts per category as horizontal bars, first category on top. */
export function BarBreakdown({ labels, values, colors, format = String }: BreakdownChartProps) {
  const create = useCallback(
    (element: HTMLElement) => {
      const chart = new BarChart(
        element,
        { labels, series: values },
        {
          height: Math.max(160, labels.length * 40),
          horizontalBars: true,
          distributeSeries: true,
          reverseData: true,
          chartPadding: { top: 8, right: 24, bottom: 0, left: 0 },
          axisX: { onlyInteger: true },
          axisY: { offset: 80, showGrid: false },
        },
      );
      chart.on('draw', (event) => {
        if (event.type !== 'bar') return;
        // reverseData draws the last category first: map back to the category index.
        const index = labels.length - 1 - event.seriesIndex;
        addStyle(event.element, `stroke:${colors?.[index] ?? colorOf(index)};stroke-width:18px`);
        tooltip(event.element, `${labels[index] ?? ''}: ${format(values[index] ?? 0)}`);
      });
      return chart;
    },
    [labels, values, colors, format],
  );
  const ref = useChart(create);
  return <div ref={ref} aria-hidden className={styles.chart} data-testid="bar-breakdown" />;
}

/** Shares of a whole as a donut, with a legend of the counts. */
export function DonutBreakdown({ labels, values, colors }: BreakdownChartProps) {
  const create = useCallback(
    (element: HTMLElement) => {
      const chart = new PieChart(element, { labels, series: values }, { height: 220, donut: true, donutWidth: 36, showLabel: false, ignoreEmptyValues: true });
      chart.on('draw', (event) => {
        if (event.type !== 'slice') return;
        addStyle(event.element, `stroke:${colors?.[event.index] ?? colorOf(event.index)}`);
        tooltip(event.element, `${labels[event.index] ?? ''}: ${values[event.index] ?? 0}`);
      });
      return chart;
    },
    [labels, values, colors],
  );
  const ref = useChart(create);
  return (
    <div>
      <div ref={ref} aria-hidden className={styles.chart} data-testid="donut-breakdown" />
      <Legend items={labels.map((label, index) => ({ label, color: colors?.[index] ?? colorOf(index), value: values[index] ?? 0 }))} />
    </div>
  );
}

export interface GroupedBarsProps {
  labels: string[];
  /** One series per group (e.g. target and achieved), each a value per label. */
  series: { name: string; values: number[] }[];
  /** How a value reads in its tooltip (default: the number). */
  format?: (value: number) => string;
  /** How the value axis labels read (default: the number). */
  axisFormat?: (value: number) => string;
}

/** Several series side by side per category (vertical bars), with a legend; the value axis in whole, round steps (valueTicks). */
export function GroupedBars({ labels, series, format = String, axisFormat = String }: GroupedBarsProps) {
  const create = useCallback(
    (element: HTMLElement) => {
      const ticks = valueTicks(series.flatMap((entry) => entry.values));
      const chart = new BarChart(
        element,
        { labels, series: series.map((entry) => entry.values) },
        {
          height: 280,
          low: 0,
          high: ticks[ticks.length - 1],
          seriesBarDistance: 14,
          chartPadding: { top: 16, right: 24, bottom: 0, left: 16 },
          axisX: { showGrid: false },
          axisY: { type: FixedScaleAxis, ticks, offset: 72, labelInterpolationFnc: (value: unknown) => axisFormat(Number(value)) },
        },
      );
      chart.on('draw', (event) => {
        if (event.type !== 'bar') return;
        addStyle(event.element, `stroke:${colorOf(event.seriesIndex)};stroke-width:12px`);
        const value = series[event.seriesIndex]?.values[event.index] ?? 0;
        tooltip(event.element, `${labels[event.index] ?? ''} ${series[event.seriesIndex]?.name ?? ''}: ${format(value)}`);
      });
      return chart;
    },
    [labels, series, format, axisFormat],
  );
  const ref = useChart(create);
  return (
    <div>
      <div ref={ref} aria-hidden className={styles.chart} data-testid="grouped-bars" />
      <Legend items={series.map((entry, index) => ({ label: entry.name, color: colorOf(index) }))} />
    </div>
  );
}
