// Occupancy heat map: courts down, local hours across, each cell the share of open minutes that
// were booked. A real table, so screen readers read court, hour and value.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getLuminance, useTheme } from '@mui/material/styles';
import type { OccupancyAnswer } from '@courtside/core/analytics-schemas';
import { useManagementFormat } from '../../shared/format';

const rgbOf = (hex: string) => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/** The cell's colour: the primary colour laid over the paper at `opacity`, as one opaque colour. */
export function cellColour(primary: string, paper: string, opacity: number): string {
  const [p, b] = [rgbOf(primary), rgbOf(paper)];
  return `rgb(${p.map((c, i) => Math.round(c * opacity + b[i]! * (1 - opacity))).join(', ')})`;
}

/** Black or white, whichever reads better on the cell (one of them always reaches 4.5:1). */
export const textOn = (background: string) => (getLuminance(background) > 0.179 ? '#000' : '#fff');

export function OccupancyHeatmap({ data }: { data: OccupancyAnswer }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const theme = useTheme();
  const fill = (rate: number) =>
    cellColour(theme.palette.primary.main, theme.palette.background.paper, 0.08 + Math.min(1, rate) * 0.82);
  if (!data.rows.length) return <Typography sx={{ color: 'text.secondary' }}>{t('analytics.noData')}</Typography>;
  return (
    // Scrolls sideways on a phone: focusable so keyboard users can scroll it too (WCAG 2.1.1).
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('analytics.heatmap.title')}>
      <Box
        component="table"
        sx={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 12, minWidth: '100%' }}
        aria-label={t('analytics.heatmap.title')}
        data-testid="occupancy-heatmap"
      >
        <caption
          style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 8, color: theme.palette.text.secondary }}
        >
          {t('analytics.heatmap.caption')}
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 1 }}>
              {t('analytics.heatmap.court')}
            </Box>
            {data.hours.map((h) => (
              <Box component="th" scope="col" key={h} sx={{ fontWeight: 500, color: 'text.secondary', minWidth: 34 }}>
                {String(h).padStart(2, '0')}
              </Box>
            ))}
            <Box component="th" scope="col" sx={{ pl: 1 }}>
              {t('analytics.heatmap.total')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.resourceId}>
              <Box component="th" scope="row" sx={{ textAlign: 'left', pr: 1, whiteSpace: 'nowrap', fontWeight: 500 }}>
                {row.name}
              </Box>
              {row.cells.map((cell) => {
                const isClosed = cell.openMinutes === 0;
                const label = isClosed ? t('analytics.heatmap.closed') : format.percent(cell.rate);
                return (
                  <Box
                    component="td"
                    key={cell.hour}
                    title={`${row.name} · ${String(cell.hour).padStart(2, '0')}:00 · ${label}`}
                    sx={{
                      textAlign: 'center',
                      height: 28,
                      borderRadius: 0.5,
                      bgcolor: isClosed ? 'action.hover' : fill(cell.rate),
                      color: isClosed ? 'text.primary' : textOn(fill(cell.rate)),
                    }}
                  >
                    {isClosed ? '' : Math.round(cell.rate * 100)}
                    <Box
                      component="span"
                      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                    >
                      {isClosed ? label : ' %'}
                    </Box>
                  </Box>
                );
              })}
              <Box component="td" sx={{ pl: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {format.percent(row.rate)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
