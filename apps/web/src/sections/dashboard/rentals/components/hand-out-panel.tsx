// The day's rental hand-out list on the Today screen (docs/product/shop.md#hand-out): "hand out
// 2 ball sets to Court 3 at 18:00", by start time, each line linking to its booking.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../../config/paths';
import { useDateFormat } from '../../../../lib/format-date';
import { useHandOut } from '../api/rentals';

export function HandOutPanel({ date }: { date?: string }) {
  const { t } = useTranslation('rentals');
  const dates = useDateFormat();
  const list = useHandOut(date);
  const rows = list.data?.rows ?? [];
  return (
    <Card variant="outlined" data-testid="hand-out-panel">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('handOut')}
        </Typography>
        {rows.length ? (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {rows.map((r) => (
              <Box component="li" key={`${r.bookingId}-${r.productId}`} sx={{ mb: 0.75 }} data-testid="hand-out-row">
                <Link component={RouterLink} to={paths.dashboard.bookings.details(r.bookingId)} variant="body2">
                  {t('handOutRow', {
                    count: r.quantity,
                    name: r.name,
                    court: r.resourceName,
                    time: dates.time(r.start),
                  })}
                </Link>
                {r.customerName ? (
                  <Typography variant="caption" component="span" sx={{ color: 'text.secondary', ms: 0.5 }}>
                    {' '}
                    {t('customer', { name: r.customerName })}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {list.isLoading ? '…' : t('handOutEmpty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
