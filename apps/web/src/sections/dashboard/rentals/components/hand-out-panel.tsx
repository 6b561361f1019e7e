// The day's rental hand-out list on the Today screen (docs/product/shop.md#hand-out): "hand out
// 2 ball sets to Court 3 at 18:00", by start time, each line linking to its booking. Light layer
// (ADR 018).
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Text } from '../../../../ui';
import { paths } from '../../../../config/paths';
import { useDateFormat } from '../../../../lib/format-date';
import { useHandOut } from '../api/rentals';
import '../../overview/overview.css';

export function HandOutPanel({ date }: { date?: string }) {
  const { t } = useTranslation('rentals');
  const dates = useDateFormat();
  const list = useHandOut(date);
  const rows = list.data?.rows ?? [];
  return (
    <Card variant="outlined" className="ov-panel" data-testid="hand-out-panel">
      <Text variant="subtitle1" as="h2" className="ov-panel-title">
        {t('handOut')}
      </Text>
      {rows.length ? (
        <ul className="ov-plain">
          {rows.map((r) => (
            <li key={`${r.bookingId}-${r.productId}`} className="ov-row" data-testid="hand-out-row">
              <RouterLink to={paths.dashboard.bookings.details(r.bookingId)} className="cs-link cs-t-body2">
                {t('handOutRow', {
                  count: r.quantity,
                  name: r.name,
                  court: r.resourceName,
                  time: dates.time(r.start),
                })}
              </RouterLink>
              {r.customerName ? (
                <span className="cs-t-caption cs-c-secondary"> {t('customer', { name: r.customerName })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Text variant="body2" color="secondary">
          {list.isLoading ? '…' : t('handOutEmpty')}
        </Text>
      )}
    </Card>
  );
}
