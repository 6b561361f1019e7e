import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Chip, Text } from '../../../ui';
import type { Formatters } from '../../cart/format';
import type { PriceGroup } from '../api/get-price-list';
import { weekdayRanges } from '../price-format';

export function PriceGroupCard({ group, f }: { group: PriceGroup; f: Formatters }) {
  const { t } = useTranslation('content');
  const category = t(`categories.${group.category}`, { defaultValue: group.category.replace(/_/g, ' ') });
  const spaces = group.spaceTypes.map((s) => t(`pricing.space.${s}`)).join(' & ');
  const titleId = `price-group-${group.ruleId}`;
  return (
    <Card variant="outlined" className="pr-card" data-testid="price-group">
      <div className="pr-card-head">
        <Text id={titleId} variant="h5" as="h3">
          {category} · {spaces}
        </Text>
        <Text variant="subtitle1" className="pr-price">
          {group.minPriceCents === group.maxPriceCents
            ? f.money(group.minPriceCents)
            : t('pricing.fromTo', { from: f.money(group.minPriceCents), to: f.money(group.maxPriceCents) })}
        </Text>
      </div>
      <Text variant="body2" color="secondary" className="pr-slot">
        {t('pricing.slot', {
          minutes: group.slotMinutes,
          advance: t('common:durations.days', { count: group.leadDays }),
        })}
      </Text>
      <div className="pr-courts" role="group" aria-label={t('pricing.courts')}>
        {group.resources.map((r) => (
          <Chip key={r.id} label={r.name} variant="outlined" />
        ))}
      </div>
      <table className="pr-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('pricing.days')}</th>
            <th scope="col">{t('pricing.time')}</th>
            <th scope="col" className="pr-num">
              {t('pricing.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <Fragment key={row.weekdays.join()}>
              {row.segments.length === 0 ? (
                <tr>
                  <th scope="row">{weekdayRanges(row.weekdays, f.locale)}</th>
                  <td colSpan={2} className="cs-c-secondary">
                    {t('pricing.closed')}
                  </td>
                </tr>
              ) : (
                row.segments.map((segment, i) => (
                  <tr key={segment.from}>
                    {i === 0 ? (
                      <th scope="row" rowSpan={row.segments.length}>
                        {weekdayRanges(row.weekdays, f.locale)}
                      </th>
                    ) : null}
                    <td>
                      {segment.from}–{segment.to}
                      {segment.band === 'peak' ? (
                        <Chip label={t('pricing.peak')} tone="warning" className="pr-peak" />
                      ) : null}
                    </td>
                    <td className="pr-num">{f.money(segment.priceCents)}</td>
                  </tr>
                ))
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
