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
const tooltipStyle = { backgroundColor: '#111827', border: '1px solid #334155', color: '#e2e8f0' };

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
  return (
    <figure aria-label={label} className="h-56">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#1f2937" vertical={false} />
          <XAxis
            dataKey="name"
            tick={axis}
            interval={0}
            tickFormatter={(n: string) => (n.length > 10 ? `${n.slice(0, 9)}…` : n)}
          />
          <YAxis tick={axis} tickFormatter={format} width={56} />
          <Tooltip
            contentStyle={tooltipStyle}
            cursor={{ fill: '#1f2937' }}
            formatter={(v) => format(Number(v))}
          />
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
          <Tooltip contentStyle={tooltipStyle} />
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
