import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Formatters } from '../../cart/format';
import type { PriceGroup } from '../api/get-price-list';
import { weekdayRanges } from '../price-format';

export function PriceGroupCard({ group, f }: { group: PriceGroup; f: Formatters }) {
  const { t } = useTranslation('content');
  const category = t(`categories.${group.category}`, { defaultValue: group.category.replace(/_/g, ' ') });
  const spaces = group.spaceTypes.map((s) => t(`pricing.space.${s}`)).join(' & ');
  const titleId = `price-group-${group.ruleId}`;
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="price-group">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} variant="h5" component="h3">
          {category} · {spaces}
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {group.minPriceCents === group.maxPriceCents
            ? f.money(group.minPriceCents)
            : t('pricing.fromTo', { from: f.money(group.minPriceCents), to: f.money(group.maxPriceCents) })}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('pricing.slot', {
          minutes: group.slotMinutes,
          advance: t('common:durations.days', { count: group.leadDays }),
        })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 2 }} aria-label={t('pricing.courts')}>
        {group.resources.map((r) => (
          <Chip key={r.id} label={r.name} size="small" variant="outlined" />
        ))}
      </Stack>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('pricing.days')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('pricing.time')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('pricing.price')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.rows.map((row) => (
            <Fragment key={row.weekdays.join()}>
              {row.segments.length === 0 ? (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {weekdayRanges(row.weekdays, f.locale)}
                  </TableCell>
                  <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
                    {t('pricing.closed')}
                  </TableCell>
                </TableRow>
              ) : (
                row.segments.map((segment, i) => (
                  <TableRow key={segment.from}>
                    {i === 0 ? (
                      <TableCell
                        component="th"
                        scope="row"
                        rowSpan={row.segments.length}
                        sx={{ verticalAlign: 'top', fontWeight: 600 }}
                      >
                        {weekdayRanges(row.weekdays, f.locale)}
                      </TableCell>
                    ) : null}
                    <TableCell>
                      {segment.from}–{segment.to}
                      {segment.band === 'peak' ? (
                        <Chip label={t('pricing.peak')} size="small" color="warning" sx={{ ml: 1 }} />
                      ) : null}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {f.money(segment.priceCents)}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
