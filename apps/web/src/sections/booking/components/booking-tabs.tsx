// The booking-type tabs (normal, abo, come-together) as a plain WAI-ARIA tablist: one tab stop,
// arrow keys / Home / End move and select, the selected tab is underlined. MUI's Tabs would add
// about 5 KB gzip (scroll buttons, animated indicator) to /booking's first load for three tabs.
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

interface BookingTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  label: string;
  labelOf: (tab: T) => string;
  onChange: (tab: T) => void;
  /** id of the tabpanel the tabs control. */
  panelId: string;
}

export function BookingTabs<T extends string>({ tabs, value, label, labelOf, onChange, panelId }: BookingTabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab);
    refs.current[tabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.indexOf(value);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
    if (next !== undefined) select(current + next);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', overflowX: 'auto', scrollbarWidth: 'none', mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab, index) => {
        const isSelected = tab === value;
        return (
          <ButtonBase
            key={tab}
            ref={(node: HTMLButtonElement | null) => {
              refs.current[index] = node;
            }}
            role="tab"
            id={`booking-tab-${tab}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            data-testid={`tab-${tab}`}
            onClick={() => onChange(tab)}
            sx={(theme) => ({
              ...theme.typography.button,
              flexShrink: 0,
              minHeight: 48,
              // Narrow on phones so all three fit at 390 px (the list still scrolls if a language needs it).
              px: { xs: 1.25, sm: 2 },
              py: 1.5,
              color: isSelected ? 'primary.main' : 'text.secondary',
              // The underline sits on the list's bottom border, like MUI's indicator.
              boxShadow: isSelected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
              '&:hover': { color: isSelected ? 'primary.main' : 'text.primary' },
              '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
            })}
          >
            {labelOf(tab)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
