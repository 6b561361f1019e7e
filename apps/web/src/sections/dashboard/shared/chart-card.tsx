// A chart with its title, a placeholder while the chart library loads (charts are code-split),
// and the same figures as a table for screen readers.
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export function ChartCard({
  title,
  subheader,
  table,
  height = 300,
  children,
  action,
}: {
  title: string;
  subheader?: string;
  table?: ChartTable;
  height?: number;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card component="figure" sx={{ m: 0 }} aria-label={title}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {/* With a data table, the drawing is for the eye only: hidden from screen readers, and its charts
            are drawn without Recharts' keyboard layer (focusable content may not sit under aria-hidden). */}
        <Box sx={{ height }} aria-hidden={table ? true : undefined}>
          <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
        </Box>
        {table ? (
          <Box component="table" sx={visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
