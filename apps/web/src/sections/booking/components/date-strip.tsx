// The date picker: the bookable days as a strip (docs/product.md#booking: 14 days ahead) plus a date field
// for any other day, and previous / next day buttons.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isLocalDate } from '@courtside/core/slots/time';
import { LightTextField } from '../../../components/form/light-field';
import { IconButton } from '../../../ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import type { Formatters } from '../../cart/format';

interface DateStripProps {
  value: string;
  today: string;
  days: number;
  f: Formatters;
  onChange: (date: string) => void;
}

export function DateStrip({ value, today, days, f, onChange }: DateStripProps) {
  const { t } = useTranslation('booking');
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  const selectedRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value]);
  const last = dates[dates.length - 1]!;
  return (
    <div className="bk-dates">
      <div className="bk-dates-row">
        <IconButton
          aria-label={t('date.previous')}
          onClick={() => onChange(addDays(value, -1))}
          disabled={value <= today}
          size="small"
        >
          <ChevronLeftIcon flip />
        </IconButton>
        <div role="group" aria-label={t('date.strip')} className="bk-dates-strip">
          {dates.map((date) => {
            const isSelected = date === value;
            return (
              <button
                key={date}
                type="button"
                className="bk-date"
                ref={isSelected ? selectedRef : undefined}
                onClick={() => onChange(date)}
                aria-pressed={isSelected}
                title={f.longDate(date)}
                data-testid={`date-${date}`}
              >
                <span className="bk-date-weekday">{date === today ? t('date.today') : f.weekday(date)}</span>{' '}
                <span className="bk-date-day">{f.dayOfMonth(date)}</span>
              </button>
            );
          })}
        </div>
        <IconButton
          aria-label={t('date.next')}
          onClick={() => onChange(addDays(value, 1))}
          disabled={value >= last}
          size="small"
        >
          <ChevronRightIcon flip />
        </IconButton>
      </div>
      <LightTextField
        id="booking-date"
        type="date"
        size="small"
        label={t('date.label')}
        value={value}
        onChange={(next) => {
          if (isLocalDate(next)) onChange(next);
        }}
        htmlInput={{ min: today, max: last, 'data-testid': 'date-input' }}
        className="bk-date-field"
      />
    </div>
  );
}
