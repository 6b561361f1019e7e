// Utilisation trend: booked share of open court-minutes per day or week (recharts; on demand).
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import type { UtilisationAnswer } from '@courtside/core/analytics-schemas';

export interface UtilisationChartProps {
  data: UtilisationAnswer;
  dateLabel: (date: string) => string;
  percent: (ratio: number) => string;
  seriesLabel: string;
}

export default function UtilisationChart({ data, dateLabel, percent, seriesLabel }: UtilisationChartProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data.rows} margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="period" tickFormatter={dateLabel} fontSize={12} minTickGap={16} />
        <YAxis tickFormatter={(v: number) => percent(v)} domain={[0, 1]} fontSize={12} width={56} />
        <Tooltip
          formatter={(value) => [percent(Number(value)), seriesLabel]}
          labelFormatter={(label) => dateLabel(String(label))}
        />
        <Line
          type="monotone"
          dataKey="rate"
          name={seriesLabel}
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          dot={data.rows.length < 40}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
