// Cancellations and no-shows per week next to the bookings kept (recharts; on demand).
import { Bar, CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import type { CancellationsAnswer } from '@courtside/core/analytics-schemas';

export interface CancellationsChartProps {
  data: CancellationsAnswer;
  weekLabel: (week: string) => string;
  labels: { kept: string; cancelled: string; noShows: string };
}

export default function CancellationsChart({ data, weekLabel, labels }: CancellationsChartProps) {
  const theme = useTheme();
  const rows = data.rows.map((r) => ({
    week: r.week,
    kept: r.bookings - r.cancelled - r.noShows,
    cancelled: r.cancelled,
    noShows: r.noShows,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tickFormatter={weekLabel} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} width={40} />
        <Tooltip labelFormatter={(label) => weekLabel(String(label))} />
        <Legend />
        <Bar
          dataKey="kept"
          name={labels.kept}
          stackId="b"
          fill={theme.palette.success.light}
          isAnimationActive={false}
        />
        <Bar
          dataKey="noShows"
          name={labels.noShows}
          stackId="b"
          fill={theme.palette.warning.main}
          isAnimationActive={false}
        />
        <Bar
          dataKey="cancelled"
          name={labels.cancelled}
          stackId="b"
          fill={theme.palette.error.main}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
