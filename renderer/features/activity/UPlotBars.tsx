import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Histogram } from './buckets';
import { readColors, seriesColorVariables } from './series-colors';
import { countTicks, tickLabels, tickSteps } from './tick-steps';

interface UPlotBarsProps {
  histogram: Histogram;
  /** The IANA zone the axis shows (named beside the chart by the caller). */
  zone: string;
  height: number;
  /** Bars 0..notLoaded-1 stand before the loaded rows: shaded and said "not loaded", not drawn as times without messages. */
  notLoaded: number;
  /** Bars first..last (indexes), picked by a click (one bar) or a drag across bars. */
  onPick: (first: number, last: number) => void;
  /** The bar under the pointer, or null when it leaves. */
  onHover: (bar: number | null) => void;
}

/**
 * The stacked bars, drawn by uPlot on a canvas. Stacking is done here: each series is drawn as
 * the running sum up to it, tallest first, so the ones below paint over it. Colours come from
 * the theme's variables and are read again when the theme changes.
 */
export function UPlotBars({ histogram, zone, height, notLoaded, onPick, onHover }: UPlotBarsProps) {
  const box = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onPick, onHover });
  // The chart is built once per histogram; its hooks call the latest handlers through this ref.
  useEffect(() => {
    handlers.current = { onPick, onHover };
  });
  const theme = useThemeVersion();

  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let stopped = false;
    let undraw = () => {};
    // Loaded on first use: the chart's code stays out of the start-up bundle.
    import('uplot')
      .then(({ default: UPlot }) => {
        if (!stopped) undraw = drawBars(UPlot, target, { histogram, zone, height, notLoaded }, handlers);
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      undraw();
    };
  }, [histogram, zone, height, notLoaded, theme]);

  if (failed) return <p className="activity__empty">The chart could not be drawn here. Press Table to see the same counts.</p>;
  return <div ref={box} className="activity-plot" aria-hidden="true" />;
}

type Handlers = Pick<UPlotBarsProps, 'onPick' | 'onHover'>;

/** Builds the uPlot chart in `target`; returns what takes it down again. */
function drawBars(
  UPlot: typeof uPlot,
  target: HTMLElement,
  { histogram, zone, height, notLoaded }: Pick<UPlotBarsProps, 'histogram' | 'zone' | 'height' | 'notLoaded'>,
  handlers: { current: Handlers },
): () => void {
  const variables = seriesColorVariables(histogram.series);
  const [text = '#000', grid = '#ccc', accent = '#36f', ...colors] = readColors([
    '--text-muted',
    '--border-subtle',
    '--accent',
    ...variables,
  ]);
  const tallest = Math.max(0, ...histogram.totals);
  // The tallest bar fills the plot; the ticks above it are left out rather than shrinking the bars.
  const top = Math.max(1, tallest) * 1.08;
  const yTicks = countTicks(tallest, height).filter((tick) => tick <= top);
  const sums = cumulative(histogram.values);
  const order = histogram.series.map((_, index) => index).reverse();
  let dragged = false;
  const labelsOf = tickLabels(zone);
  const bars = UPlot.paths.bars?.({ size: [0.92, Infinity, 1], align: 1 });
  const plot = new UPlot(
    {
      width: Math.max(200, target.clientWidth),
      height,
      ms: 1,
      tzDate: (ts) => UPlot.tzDate(new Date(ts), zone),
      legend: { show: false },
      cursor: { drag: { x: true, y: false, setScale: false }, points: { show: false }, y: false },
      select: { show: true, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: true, range: () => [histogram.starts[0] ?? 0, histogram.ends.at(-1) ?? 1] }, y: { range: () => [0, top] } },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          ticks: { stroke: grid },
          incrs: tickSteps(histogram.size),
          size: 28,
          values: (_u, ticks, _axis, _space, step) => labelsOf(ticks, step),
        },
        { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false }, size: 48, splits: () => yTicks },
      ],
      series: [
        {},
        ...order.map((index) => ({
          label: histogram.series[index] ?? '',
          fill: colors[index] ?? accent,
          stroke: colors[index] ?? accent,
          width: 0,
          ...(bars && { paths: bars }),
          points: { show: false },
        })),
      ],
      hooks: {
        draw: [(u) => shadeNotLoaded(u, histogram, notLoaded, text)],
        setSelect: [
          (u) => {
            if (u.select.width <= 0) return;
            dragged = true;
            const first = barAt(histogram, u.posToVal(u.select.left, 'x'));
            const last = barAt(histogram, u.posToVal(u.select.left + u.select.width, 'x'));
            u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
            handlers.current.onPick(Math.min(first, last), Math.max(first, last));
          },
        ],
        setCursor: [
          (u) => {
            const left = u.cursor.left ?? -1;
            handlers.current.onHover(left < 0 ? null : barAt(histogram, u.posToVal(left, 'x')));
          },
        ],
      },
    },
    [histogram.starts, ...order.map((index) => sums[index] ?? [])],
    target,
  );
  const onClick = () => {
    // A drag ends with a click too: the drag already picked its bars.
    if (dragged) {
      dragged = false;
      return;
    }
    const left = plot.cursor.left ?? -1;
    if (left >= 0) {
      const bar = barAt(histogram, plot.posToVal(left, 'x'));
      handlers.current.onPick(bar, bar);
    }
  };
  plot.over.addEventListener('click', onClick);
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, target.clientWidth), height }));
  resize.observe(target);
  return () => {
    resize.disconnect();
    plot.over.removeEventListener('click', onClick);
    plot.destroy();
  };
}

/** Bars before the loaded rows, shaded and labelled: what is there is not known until more rows load or Count all runs. */
function shadeNotLoaded(u: uPlot, histogram: Histogram, notLoaded: number, color: string): void {
  if (notLoaded <= 0) return;
  const left = u.valToPos(histogram.starts[0] ?? 0, 'x', true);
  const right = u.valToPos(histogram.starts[notLoaded] ?? 0, 'x', true);
  const { top, height } = u.bbox;
  const ratio = window.devicePixelRatio || 1;
  const context = u.ctx;
  context.save();
  context.globalAlpha = 0.12;
  context.fillStyle = color;
  context.fillRect(left, top, right - left, height);
  context.globalAlpha = 1;
  context.fillStyle = color;
  context.font = `${Math.round(12 * ratio)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const words = 'not loaded';
  if (context.measureText(words).width < right - left - 8 * ratio) context.fillText(words, (left + right) / 2, top + height / 2);
  context.restore();
}

/** The bar holding an instant, clamped to the chart's bars. */
function barAt(histogram: Histogram, ms: number): number {
  let low = 0;
  let high = histogram.starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((histogram.starts[middle] ?? Infinity) <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

function cumulative(values: readonly number[][]): number[][] {
  const sums: number[][] = [];
  values.forEach((column, index) => {
    const below = sums[index - 1];
    sums.push(column.map((count, bar) => count + (below?.[bar] ?? 0)));
  });
  return sums;
}

/** Changes whenever the app's theme does, so the canvas is drawn again in the new colours. */
function useThemeVersion(): string {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? '');
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme ?? ''));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
