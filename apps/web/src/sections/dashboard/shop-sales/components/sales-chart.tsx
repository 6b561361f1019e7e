// Shop revenue per day, week or month as bars, units as a line (recharts; loaded on demand).
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import type { ShopSalesAnswer } from '@courtside/core/shop-sales-schemas';

export interface SalesChartProps {
  data: ShopSalesAnswer;
  label: (start: string) => string;
  money: (cents: number) => string;
  names: { grossCents: string; units: string };
}

export default function SalesChart({ data, label, money, names }: SalesChartProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={data.series} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="start" tickFormatter={label} fontSize={12} />
        <YAxis yAxisId="money" tickFormatter={(v: number) => money(v)} fontSize={12} width={80} />
        <YAxis yAxisId="units" orientation="right" allowDecimals={false} fontSize={12} width={40} />
        <Tooltip
          formatter={(value, name) =>
            name === 'grossCents' ? [money(Number(value)), names.grossCents] : [String(value), names.units]
          }
          labelFormatter={(start) => label(String(start))}
        />
        <Legend formatter={(value) => names[value as keyof typeof names] ?? String(value)} />
        <Bar
          yAxisId="money"
          dataKey="grossCents"
          fill={theme.palette.primary.main}
          isAnimationActive={false}
          maxBarSize={48}
        />
        <Line
          yAxisId="units"
          dataKey="units"
          stroke={theme.palette.warning.dark}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
