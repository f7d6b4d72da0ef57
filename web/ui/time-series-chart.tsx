import { useId } from 'react';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';
import { cn } from './cn.ts';

export type ChartPoint = { /** YYYY-MM-DD */ date: string; value: number };
export type ChartSeries = { name: string; unit: string; tone: 'accent' | 'amber'; points: ChartPoint[] };

export type TimeSeriesChartProps = {
  title: string;
  series: ChartSeries[];
  /** Height of the plot in pixels. */
  height?: number;
  className?: string;
};

const WIDTH = 600;
const HEIGHT = 200;

const toneStroke = { accent: 'stroke-accent', amber: 'stroke-amber-500' } as const;
const toneFill = { accent: 'fill-accent/10', amber: 'fill-amber-500/10' } as const;
const toneDot = { accent: 'bg-accent', amber: 'bg-amber-500' } as const;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dayFormat = dateFormatOnFirstUse('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat().format(parsed);
}

/** x/y in the viewBox for each point; every series is scaled to its own maximum. */
function toCoordinates(points: ChartPoint[]): [number, number][] {
  const max = Math.max(0, ...points.map((p) => p.value));
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  return points.map((p, i) => [i * step, max > 0 ? HEIGHT - (Math.max(0, p.value) / max) * HEIGHT : HEIGHT]);
}

function linePath(coords: [number, number][]): string {
  return coords.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

function areaPath(coords: [number, number][]): string {
  if (coords.length === 0) return '';
  const last = coords[coords.length - 1]!;
  return `${linePath(coords)} L${last[0].toFixed(1)},${HEIGHT} L0,${HEIGHT} Z`;
}

/**
 * A small line-and-area chart for daily figures, drawn as SVG so it needs no chart library. The
 * picture is decorative for assistive technology; the same figures are in a visually hidden table.
 */
export function TimeSeriesChart({ title, series, height = 180, className }: TimeSeriesChartProps) {
  const titleId = useId();
  const dates = series[0]?.points.map((p) => p.date) ?? [];
  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <figure aria-labelledby={titleId} className={cn('flex flex-col gap-3', className)}>
      <figcaption id={titleId} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-ink">{title}</span>
        {series.map((s) => (
          <span key={s.name} className="flex items-center gap-1.5 text-ink-muted">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', toneDot[s.tone])} />
            {s.name} ({s.unit}, peak {numberFormat.format(Math.max(0, ...s.points.map((p) => p.value)))})
          </span>
        ))}
      </figcaption>
      <div aria-hidden="true" className="relative w-full rounded-lg border border-line bg-surface-muted/40">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block w-full"
          style={{ height }}
          role="presentation"
        >
          {[0.25, 0.5, 0.75].map((f) => (
            <line
              key={f}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * f}
              y2={HEIGHT * f}
              className="stroke-line"
              strokeDasharray="4 6"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((s) => {
            const coords = toCoordinates(s.points);
            return (
              <g key={s.name}>
                <path d={areaPath(coords)} className={toneFill[s.tone]} />
                <path
                  d={linePath(coords)}
                  className={cn('fill-none', toneStroke[s.tone])}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between text-xs text-ink-muted">
          <span>{formatDay(first)}</span>
          <span>{formatDay(last)}</span>
        </div>
      ) : null}
      {/* The wrapper hides it: a table grows to fit its rows whatever height it is given, so an sr-only
          table of 30 days hung 700 px below the page and lengthened it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name} ({s.unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, i) => (
              <tr key={date}>
                <th scope="row">{formatDay(date)}</th>
                {series.map((s) => (
                  <td key={s.name}>{numberFormat.format(s.points[i]?.value ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
