// Booked revenue per week, stacked by booking type (recharts; loaded on demand).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import type { RevenueAnswer } from '@courtside/core/analytics-schemas';
import { bookingTypes } from '@courtside/core/enums';

export interface RevenueChartProps {
  data: RevenueAnswer;
  typeLabel: (type: string) => string;
  weekLabel: (week: string) => string;
  money: (cents: number) => string;
}

export function revenueByWeek(data: RevenueAnswer): Record<string, string | number>[] {
  const weeks = [...new Set(data.rows.map((r) => r.week))].sort();
  return weeks.map((week) => ({
    week,
    ...Object.fromEntries(
      bookingTypes.map((type) => [type, data.rows.find((r) => r.week === week && r.type === type)?.cents ?? 0]),
    ),
  }));
}

export default function RevenueChart({ data, typeLabel, weekLabel, money }: RevenueChartProps) {
  const theme = useTheme();
  const colors = {
    normal: theme.palette.primary.main,
    abo: theme.palette.warning.main,
    come_together: theme.palette.error.light,
  };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={revenueByWeek(data)} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tickFormatter={weekLabel} fontSize={12} />
        <YAxis tickFormatter={(v: number) => money(v)} fontSize={12} width={80} />
        <Tooltip
          formatter={(value, name) => [money(Number(value)), typeLabel(String(name))]}
          labelFormatter={(label) => weekLabel(String(label))}
        />
        <Legend formatter={(value) => typeLabel(String(value))} />
        {bookingTypes.map((type) => (
          <Bar key={type} dataKey={type} stackId="revenue" fill={colors[type]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
