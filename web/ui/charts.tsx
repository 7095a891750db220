import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const axis = { stroke: '#94a3b8', fontSize: 12 };
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
// Light text on the dark box (slate-200 on #111827 is about 14:1, well past WCAG AA's 4.5:1).
// Recharts colours each item by its series (black when a bar has per-cell fills): set it here.
const tooltipStyle = { backgroundColor: '#111827', border: '1px solid #334155', color: '#e2e8f0' };
const tooltipText = { color: '#e2e8f0' };
const tooltipLabel = { color: '#f8fafc', fontWeight: 600 };
const tooltipProps = { contentStyle: tooltipStyle, itemStyle: tooltipText, labelStyle: tooltipLabel };

/** Average width of one 12 px axis character, and the least room a label gets. */
const CHAR_PX = 7;
const MIN_BAND_PX = 34;

/** Category labels that fit their bar: ticks skip when bars are narrow, long names shorten. */
export function barTicks(names: string[], plotWidth: number) {
  const band = plotWidth / Math.max(1, names.length);
  const interval = band >= MIN_BAND_PX ? 0 : Math.ceil(MIN_BAND_PX / band) - 1;
  const room = band * (interval + 1);
  const maxChars = Math.max(3, Math.floor((room - 4) / CHAR_PX));
  const label = (n: string) => (n.length > maxChars ? `${n.slice(0, maxChars - 1)}…` : n);
  return { interval, label };
}

function CategoryTick({
  x,
  y,
  payload,
  label,
}: {
  x?: number;
  y?: number;
  payload?: { value: string };
  label: (name: string) => string;
}) {
  const name = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={14} textAnchor="middle" fill={axis.stroke} fontSize={axis.fontSize}>
      <title>{name}</title>
      {label(name)}
    </text>
  );
}

export interface BarDatum {
  name: string;
  value: number;
  /** Drawn in the highlight colour (the brand in view). */
  focus?: boolean;
}

/** Bars by name: market share, value or deal counts. Loaded lazily with Recharts. */
export function BarsChart({
  data,
  label,
  unit,
  format = (v: number) => `${v}${unit ?? ''}`,
}: {
  data: BarDatum[];
  label: string;
  unit?: string;
  format?: (value: number) => string;
}) {
  const [width, setWidth] = useState(0);
  const ticks = barTicks(
    data.map((d) => d.name),
    // the plot area: the figure less the Y axis and the margins
    (width || 640) - 56 - 16,
  );
  return (
    <figure aria-label={label} className="h-56">
      <ResponsiveContainer width="100%" height="100%" onResize={(w) => setWidth(w)}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#1f2937" vertical={false} />
          <XAxis dataKey="name" tick={<CategoryTick label={ticks.label} />} interval={ticks.interval} />
          <YAxis tick={axis} tickFormatter={format} width={56} />
          <Tooltip {...tooltipProps} cursor={{ fill: '#1f2937' }} formatter={(v) => format(Number(v))} />
          <Bar dataKey="value" name={label} radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={d.focus ? '#34d399' : '#38bdf8'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** One series over time: the BaseLine trend and the monitoring trend lines. */
export function LineTrendChart({
  data,
  label,
  xKey,
  yKey,
  domain,
  colour = '#34d399',
}: {
  data: Record<string, string | number>[];
  label: string;
  xKey: string;
  yKey: string;
  domain?: [number, number];
  colour?: string;
}) {
  return (
    <figure aria-label={label} className="h-56">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#1f2937" vertical={false} />
          <XAxis dataKey={xKey} tick={axis} minTickGap={16} />
          <YAxis
            tick={axis}
            domain={domain ?? ['auto', 'auto']}
            tickFormatter={(v: number) => compact.format(v)}
            width={48}
          />
          <Tooltip {...tooltipProps} />
          <Line
            type="monotone"
            dataKey={yKey}
            name={label}
            stroke={colour}
            strokeWidth={2}
            dot
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
