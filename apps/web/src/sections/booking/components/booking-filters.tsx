// Filters of the grid: sport / category, location (when the venue has several), space type
// (docs/product.md#booking: all / indoor / outdoor), time of day and "only free". On phones the less used
// ones fold away behind a "Filters" button so the courts come first. The selects are native: the
// phone's own picker, and no menu/popover code on the page's first load.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spaceTypeFilters } from '@courtside/core/enums';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { LightSelectField } from '../../../components/form/light-field';
import { LightSegmented, LightSwitch } from '../../../components/form/light-toggles';
import { Badge, Button } from '../../../ui';
import { TuneIcon } from '../../../ui/icons';
import { DAY_PARTS } from '../slot-model';
import type { DayPart } from '../slot-model';

interface BookingFiltersProps {
  isCompact: boolean;
  /** Time of day and "only free" belong to the grid, not to the abo and session lists. */
  hasTimeFilters: boolean;
  categories: string[];
  category: string | null;
  onCategory: (category: string | null) => void;
  locations: { id: string; label: string }[];
  location: string | null;
  onLocation: (location: string | null) => void;
  spaceType: SpaceTypeFilter;
  onSpaceType: (spaceType: SpaceTypeFilter) => void;
  dayPart: DayPart;
  onDayPart: (part: DayPart) => void;
  isOnlyFree: boolean;
  onOnlyFree: (value: boolean) => void;
}

export function BookingFilters(props: BookingFiltersProps) {
  const { t } = useTranslation('booking');
  const [isOpen, setOpen] = useState(false);
  const activeCount = (props.category ? 1 : 0) + (props.location ? 1 : 0) + (props.spaceType !== 'all' ? 1 : 0);

  const dayParts = (
    <LightSegmented
      label={t('filters.dayPart')}
      fullWidth={props.isCompact}
      value={props.dayPart}
      onChange={props.onDayPart}
      options={DAY_PARTS.map((part) => ({ value: part, label: t(`dayPart.${part}`), testId: `daypart-${part}` }))}
    />
  );
  const onlyFree = (
    <LightSwitch
      label={t('filters.onlyFree')}
      checked={props.isOnlyFree}
      onChange={props.onOnlyFree}
      testId="only-free"
    />
  );
  const details = (
    <div className="bk-filters bk-filters-details">
      <LightSelectField
        id="booking-filter-sport"
        size="small"
        label={t('filters.sport')}
        value={props.category ?? ''}
        onChange={(value) => props.onCategory(value || null)}
        className="bk-filter-select"
        htmlInput={{ 'data-testid': 'filter-sport' }}
      >
        <option value="">{t('filters.allSports')}</option>
        {props.categories.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`, { defaultValue: category })}
          </option>
        ))}
      </LightSelectField>
      {props.locations.length > 1 ? (
        <LightSelectField
          id="booking-filter-location"
          size="small"
          label={t('filters.location')}
          value={props.location ?? ''}
          onChange={(value) => props.onLocation(value || null)}
          className="bk-filter-select"
        >
          <option value="">{t('filters.allLocations')}</option>
          {props.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.label}
            </option>
          ))}
        </LightSelectField>
      ) : null}
      <LightSegmented
        label={t('filters.spaceType')}
        fullWidth={props.isCompact}
        value={props.spaceType}
        onChange={props.onSpaceType}
        options={spaceTypeFilters.map((value) => ({ value, label: t(`spaceType.${value}`), testId: `space-${value}` }))}
      />
      {props.isCompact || !props.hasTimeFilters ? null : dayParts}
      {props.isCompact || !props.hasTimeFilters ? null : onlyFree}
    </div>
  );

  if (!props.isCompact) return details;
  return (
    <div className="bk-filters">
      {props.hasTimeFilters ? dayParts : null}
      <div className="bk-filters-bar">
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={
            <Badge count={activeCount}>
              <TuneIcon size="sm" />
            </Badge>
          }
          onClick={() => setOpen((v) => !v)}
          aria-expanded={isOpen}
          aria-controls="booking-more-filters"
          data-testid="filters-toggle"
        >
          {t('filters.more')}
        </Button>
        {props.hasTimeFilters ? onlyFree : null}
      </div>
      <div id="booking-more-filters" hidden={!isOpen}>
        {details}
      </div>
    </div>
  );
}
