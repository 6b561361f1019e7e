// One pass: punches left of the total, valid until, what it covers, and its history. On the light
// layer (passes.css), so "My bookings" stays without MUI; the staff's customer page shows it as well.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassDto } from '@courtside/core/passes';
import { Button, Chip, Text } from '../../../ui';
import { useFormatters } from '../../cart/format';
import { coversText, unitsText, windowsText } from './pass-text';
import '../passes.css';

export function PassCard({ pass }: { pass: PassDto }) {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const [open, setOpen] = useState(false);
  const historyId = `pass-history-${pass.id}`;
  const left = t('left', { left: pass.unitsRemaining, total: pass.unitsTotal });
  const percent = pass.unitsTotal ? Math.round((100 * pass.unitsRemaining) / pass.unitsTotal) : 0;
  return (
    <li className="pa-card" data-testid="pass-card">
      <div className="pa-card-head">
        <Text variant="subtitle1" as="h3" className="pa-card-name">
          {pass.name}
        </Text>
        <Chip
          variant={pass.status === 'active' ? 'filled' : 'outlined'}
          tone={pass.status === 'active' ? 'success' : 'default'}
          label={t(`status.${pass.status}`)}
        />
      </div>
      <Text variant="h5" as="p" className="pa-balance" data-testid="pass-balance">
        {left}
      </Text>
      <div
        className="pa-meter"
        role="progressbar"
        aria-label={left}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="pa-meter-bar" style={{ width: `${percent}%` }} />
      </div>
      <Text variant="body2" color="secondary">
        {unitsText(pass.unit, pass.unitsTotal, t)} · {coversText(pass.bookingTypes, t)} ·{' '}
        {windowsText(pass.windows, f, t)}
      </Text>
      {pass.validUntil ? (
        <Text variant="body2" color="secondary">
          {t('validUntil', { date: f.date(pass.validUntil) })}
        </Text>
      ) : null}
      {pass.history?.length ? (
        <>
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={historyId}
            className="pa-history-toggle"
          >
            {t('history.title')}
          </Button>
          {open ? (
            <ul id={historyId} className="pa-history">
              {pass.history.map((h) => (
                <li key={h.id} className="pa-history-row">
                  <span className="pa-history-kind">
                    {t(`history.${h.kind}`)}
                    {h.note && h.kind === 'adjust' ? ` (${h.note})` : ''}
                  </span>
                  <span className="pa-history-date">{f.date(h.createdAt)}</span>
                  <span className="pa-history-units">{h.units > 0 ? `+${h.units}` : h.units}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
