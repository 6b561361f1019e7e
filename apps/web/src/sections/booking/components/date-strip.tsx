// The date picker: the bookable days as a strip (docs/product.md#booking: 14 days ahead) plus a date field
// for any other day, and previous / next day buttons. The strip shows whole chips only: as many as fit
// the width at the longest label's size (German and Arabic month names are longer than English ones),
// and it scrolls chip by chip, so no date is ever shown cut in half.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isLocalDate } from '@courtside/core/slots/time';
import { LightTextField } from '../../../components/form/light-field';
import { IconButton } from '../../../ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import type { Formatters } from '../../cart/format';

const GAP = 6;
/** A chip's padding and border around its widest label (booking.css .bk-date). */
const CHIP_FRAME = 14;
const CHIP_MIN = 56;

/** How many chips fit side by side in `stripWidth` when each needs `chipWidth` (at least one, at most `count`). */
export function chipsThatFit(stripWidth: number, chipWidth: number, count: number): number {
  const need = Math.max(CHIP_MIN, chipWidth);
  return Math.max(1, Math.min(count, Math.floor((stripWidth + GAP) / (need + GAP))));
}

/** Sets --bk-date-count on the strip from its width and its widest label, again when either changes. */
function useWholeChips(strip: React.RefObject<HTMLDivElement | null>, count: number, labels: string) {
  useEffect(() => {
    const element = strip.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      let widest = 0;
      for (const label of element.querySelectorAll<HTMLElement>('.bk-date > span'))
        widest = Math.max(widest, label.getBoundingClientRect().width);
      const fits = chipsThatFit(element.clientWidth - 4, widest + CHIP_FRAME, count);
      element.style.setProperty('--bk-date-count', String(fits));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [strip, count, labels]);
}

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
  const stripRef = useRef<HTMLDivElement | null>(null);
  useWholeChips(stripRef, days, `${f.weekday(today)} ${f.dayOfMonth(today)} ${t('date.today')}`);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
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
        <div role="group" aria-label={t('date.strip')} className="bk-dates-strip" ref={stripRef}>
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
