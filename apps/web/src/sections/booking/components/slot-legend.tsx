// The colour legend of the grid (docs/product.md#booking slot colours), with text so colour is never the only cue.
// The swatches take the slots' own colour rules (booking.css .bk-tone[data-state]).
import { useTranslation } from 'react-i18next';
import type { SlotDisplay } from '../slot-model';

const ENTRIES: SlotDisplay[] = ['available', 'selected', 'booked', 'abo', 'come_together', 'closed'];

export function SlotLegend() {
  const { t } = useTranslation('booking');
  return (
    <ul aria-label={t('legend.label')} className="bk-legend" data-testid="slot-legend">
      {ENTRIES.map((display) => (
        <li key={display} className="bk-legend-item">
          <span aria-hidden className="bk-swatch bk-tone" data-state={display} />
          <span>{t(`legend.${display}`)}</span>
        </li>
      ))}
    </ul>
  );
}
