import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const axis = { fill: '#94a3b8', fontSize: 12 };
const tooltipProps = {
  contentStyle: { backgroundColor: '#111827', border: '1px solid #334155', color: '#e2e8f0' },
  itemStyle: { color: '#e2e8f0' },
  labelStyle: { color: '#f8fafc', fontWeight: 600 },
};

/** Room for a category label at the left of a bar group: shortened past this many characters. */
const LABEL_CHARS = 24;
const short = (name: string) => (name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name);

/**
 * Horizontal bars in groups: one group per category (a sport, a region, a metric), one bar per
 * series (a brand) in its colour, with a legend. Horizontal so long names read on a phone; the
 * figure grows with the categories. Loaded lazily with Recharts.
 */
export function GroupedBarsChart({
  label,
  categories,
  series,
  max,
  format = String,
}: {
  label: string;
  categories: string[];
  /** Each series' values, in the order of `categories`. */
  series: { name: string; values: number[]; colour: string }[];
  /** A fixed top of the scale (100 for scores); otherwise the largest value. */
  max?: number;
  /** How a value reads on the axis and in the tooltip ("$1.5B"); as it is by default. */
  format?: (value: number) => string;
}) {
  const data = categories.map((category, i) => ({
    category,
    ...Object.fromEntries(series.map((s) => [s.name, s.values[i] ?? 0])),
  }));
  // Legend and tooltip list the series in the order given (the brands as compared), not by name.
  const order = (key: unknown) => series.findIndex((s) => s.name === key);
  const height = 56 + categories.length * (series.length * 12 + 14);
  return (
    <figure aria-label={label} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 0 }} barGap={1}>
          <CartesianGrid stroke="#1f2937" horizontal={false} />
          <XAxis
            type="number"
            tick={axis}
            allowDecimals={false}
            domain={[0, max ?? 'auto']}
            tickFormatter={(v: number) => format(v)}
            stroke="#475569"
          />
          <YAxis
            type="category"
            dataKey="category"
            tick={axis}
            tickFormatter={short}
            width={104}
            interval={0}
            stroke="#475569"
          />
          <Tooltip
            {...tooltipProps}
            cursor={{ fill: '#1f2937' }}
            itemSorter={(item) => order(item.dataKey)}
          />
          <Legend
            wrapperStyle={{ fontSize: 12, color: '#cbd5e1' }}
            itemSorter={(item) => order(item.dataKey)}
          />
          {series.map((s) => (
            <Bar
              key={s.name}
              dataKey={s.name}
              fill={s.colour}
              barSize={10}
              radius={[0, 3, 3, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
