import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const axis = { stroke: '#94a3b8', fontSize: 12 };
const tooltipStyle = { backgroundColor: '#111827', border: '1px solid #334155', color: '#e2e8f0' };

/** Market share of the brand's rivals (Competitive Analysis). Loaded lazily with Recharts. */
export function MarketShareChart({ data }: { data: { name: string; marketShare: number }[] }) {
  return (
    <figure aria-label="Market share of competitors" className="h-56">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#1f2937" vertical={false} />
          <XAxis dataKey="name" tick={axis} />
          <YAxis tick={axis} unit="%" />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: '#1f2937' }} />
          <Bar
            dataKey="marketShare"
            name="Market share (%)"
            fill="#38bdf8"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** BaseLine over the last six months (Performance tab). */
export function ScoreTrendChart({ data }: { data: { month: string; score: number }[] }) {
  return (
    <figure aria-label="BaseLine score over the last six months" className="h-56">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#1f2937" vertical={false} />
          <XAxis dataKey="month" tick={axis} />
          <YAxis tick={axis} domain={[50, 100]} ticks={[50, 60, 70, 80, 90, 100]} />
          <Tooltip contentStyle={tooltipStyle} />
          <Line
            type="monotone"
            dataKey="score"
            name="BaseLine"
            stroke="#34d399"
            strokeWidth={2}
            dot
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
