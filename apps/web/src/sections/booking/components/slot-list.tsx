// Phone: one card per court with its slots as large buttons (time and price), never a squeezed
// table. Same ARIA grid and keys as the desktop grid: ←/→ within a court, ↑/↓ between courts.
import { useTranslation } from 'react-i18next';
import { Chip, Text, cx } from '../../../ui';
import { freeCount } from '../slot-model';
import { cellKey } from '../use-roving-grid';
import { SlotButton } from './slot-button';
import type { SlotViewProps } from './slot-grid';

export function SlotList({ model, f, label, busyKey, roving }: SlotViewProps) {
  const { t } = useTranslation('booking');
  return (
    <div role="grid" aria-label={label} className="bk-list" data-testid="slot-list" {...roving.gridProps}>
      {model.rows.map((row) => {
        const free = freeCount(row);
        return (
          <div role="row" key={row.resourceId} className="bk-court" data-testid="court-card">
            <div role="rowheader" className="bk-court-head">
              <Text variant="subtitle1" as="h3" className="bk-court-title">
                {row.name}
              </Text>
              <Chip variant="outlined" label={t(`spaceType.${row.spaceType}`)} />
              <Chip label={t('list.free', { count: free })} className={cx(free > 0 && 'bk-free')} />
              <Text variant="caption" className="bk-court-category">
                {t(`category.${row.category}`, { defaultValue: row.category })}
              </Text>
            </div>
            <div className="bk-court-slots">
              {row.cells.map((cell, c) => {
                if (!cell) return null;
                const key = cellKey(row.resourceId, model.columns[c]!);
                return (
                  <div role="gridcell" key={key}>
                    <SlotButton
                      slot={cell}
                      cellKey={key}
                      t={t}
                      f={f}
                      variant="list"
                      isTabStop={roving.tabStop === key}
                      isBusy={busyKey === key}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
