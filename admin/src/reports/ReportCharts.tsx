/**
 * The report's charts (Recharts, in this screen's chunk only). Each chart is a picture of the
 * table beside it: named as an image, its numbers read from the table.
 */
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
} from 'recharts';
import { Box } from 'shared_ui/layout';
import type { TableRow } from './ReportTable';
import { MEASURES } from './reportWords';

const ROW_HEIGHT = 36;

export function BreakdownChart({ title, rows }: { title: string; rows: TableRow[] }) {
  const height = Math.max(120, rows.length * ROW_HEIGHT + 60);
  return (
    <Box role="img" aria-label={`Bar chart: ${title}`} width="full" height={`${height}px`}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height }}>
        <BarChart data={rows} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={180} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {MEASURES.map((measure) => (
            <Bar
              key={measure.key}
              dataKey={measure.key}
              name={measure.label}
              fill={measure.color}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export function TrendChart({ title, points }: { title: string; points: TableRow[] }) {
  return (
    <Box role="img" aria-label={`Line chart: ${title}`} width="full" height="320px">
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 640, height: 320 }}
      >
        <LineChart data={points}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {MEASURES.map((measure) => (
            <Line
              key={measure.key}
              type="monotone"
              dataKey={measure.key}
              name={measure.label}
              stroke={measure.color}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
