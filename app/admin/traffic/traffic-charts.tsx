// recharts, loaded only by the traffic screen (React.lazy in traffic.tsx): no other admin
// screen and no public page downloads it. Each chart is a picture of a table shown beside
// it, so it is hidden from screen readers, which read the table.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const colours = { visitors: "#4f46e5", views: "#0891b2", bar: "#6366f1" } as const;

/** Visitors and page views per day. */
export function DailyChart({
  days,
  labels,
  formatDay,
}: {
  days: { day: string; visitors: number; views: number }[];
  labels: { visitors: string; views: string };
  formatDay: (day: string) => string;
}) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => formatDay(String(day))} />
          <Legend />
          {(["visitors", "views"] as const).map((key) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={labels[key]}
              stroke={colours[key]}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** One bar per row: a share at a glance (sources, devices, languages). */
export function ShareBars({ rows, valueLabel }: { rows: { label: string; value: number }[]; valueLabel: string }) {
  return (
    <div aria-hidden="true" className="w-full" style={{ height: Math.max(96, rows.length * 36) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 8 }}>
          <XAxis type="number" allowDecimals={false} hide />
          <YAxis type="category" dataKey="label" width={96} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="value" name={valueLabel} fill={colours.bar} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
