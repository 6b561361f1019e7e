// Filters of the grid: sport / category, location (when the venue has several), space type
// (SPEC.md §3: all / indoor / outdoor), time of day and "only free". On phones the less used
// ones fold away behind a "Filters" button so the courts come first. The selects are native: the
// phone's own picker, and no menu/popover code on the page's first load.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TuneIcon from '@mui/icons-material/Tune';
import { LightSelectField } from '../../../components/form/light-field';
import { spaceTypeFilters } from '@courtside/core/enums';
import type { SpaceTypeFilter } from '@courtside/core/enums';
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
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth={props.isCompact}
      value={props.dayPart}
      onChange={(_, value: DayPart | null) => value && props.onDayPart(value)}
      aria-label={t('filters.dayPart')}
    >
      {DAY_PARTS.map((part) => (
        <ToggleButton key={part} value={part} data-testid={`daypart-${part}`} sx={{ px: 1.25 }}>
          {t(`dayPart.${part}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  const onlyFree = <FormControlLabel sx={{ mr: 0 }} control={<Switch checked={props.isOnlyFree} onChange={(event) => props.onOnlyFree(event.target.checked)} data-testid="only-free" />} label={t('filters.onlyFree')} />;
  const details = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      <LightSelectField
        id="booking-filter-sport"
        size="small"
        label={t('filters.sport')}
        value={props.category ?? ''}
        onChange={(value) => props.onCategory(value || null)}
        sx={{ minWidth: 180 }}
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
          sx={{ minWidth: 180 }}
        >
          <option value="">{t('filters.allLocations')}</option>
          {props.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.label}
            </option>
          ))}
        </LightSelectField>
      ) : null}
      <ToggleButtonGroup exclusive size="small" fullWidth={props.isCompact} value={props.spaceType} onChange={(_, value: SpaceTypeFilter | null) => value && props.onSpaceType(value)} aria-label={t('filters.spaceType')}>
        {spaceTypeFilters.map((value) => (
          <ToggleButton key={value} value={value} data-testid={`space-${value}`} sx={{ px: 1.5 }}>
            {t(`spaceType.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {props.isCompact || !props.hasTimeFilters ? null : dayParts}
      {props.isCompact || !props.hasTimeFilters ? null : onlyFree}
    </Stack>
  );

  if (!props.isCompact) return details;
  return (
    <Stack sx={{ gap: 1.5 }}>
      {props.hasTimeFilters ? dayParts : null}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={
            <Badge badgeContent={activeCount} color="primary">
              <TuneIcon fontSize="small" />
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
      </Stack>
      <Collapse in={isOpen} id="booking-more-filters">
        {details}
      </Collapse>
    </Stack>
  );
}
