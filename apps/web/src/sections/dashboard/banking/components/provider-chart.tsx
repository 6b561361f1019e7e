// Paid, refunded and balance per provider (recharts; loaded on demand).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import type { BankingSummary } from '@courtside/core/analytics-schemas';

export interface ProviderChartProps {
  data: BankingSummary;
  providerLabel: (provider: string) => string;
  money: (cents: number) => string;
  labels: { paid: string; refunded: string; balance: string };
}

export default function ProviderChart({ data, providerLabel, money, labels }: ProviderChartProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data.rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="provider" tickFormatter={providerLabel} fontSize={12} />
        <YAxis tickFormatter={(v: number) => money(v)} fontSize={12} width={80} />
        <Tooltip
          formatter={(value, name) => [money(Number(value)), String(name)]}
          labelFormatter={(label) => providerLabel(String(label))}
        />
        <Legend />
        <Bar dataKey="paidCents" name={labels.paid} fill={theme.palette.success.main} isAnimationActive={false} />
        <Bar dataKey="refundedCents" name={labels.refunded} fill={theme.palette.error.main} isAnimationActive={false} />
        <Bar dataKey="balanceCents" name={labels.balance} fill={theme.palette.primary.main} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
