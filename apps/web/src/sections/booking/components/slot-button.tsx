// One slot: a button carrying its state and price for sight (colour + text) and for screen
// readers (aria-label). Non-actionable slots stay focusable (aria-disabled) so arrow keys can
// reach and announce them.
import { Fragment, memo } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CheckIcon from '@mui/icons-material/Check';
import type { Formatters } from '../../cart/format';
import { slotLabel, slotVisibleParts } from '../slot-label';
import type { GridSlot } from '../slot-model';
import { slotSx } from '../slot-style';

interface SlotButtonProps {
  slot: GridSlot;
  f: Formatters;
  variant: 'grid' | 'list';
  isTabStop: boolean;
  isBusy: boolean;
  register: (element: HTMLElement | null) => void;
  onActivate: (slot: GridSlot) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
}

/** The visible parts, separated by real spaces so the text reads as it looks. */
function SlotText({ parts, variant, isSelected }: { parts: string[]; variant: 'grid' | 'list'; isSelected: boolean }) {
  const [first, ...rest] = parts;
  const detailSx = { display: 'inline-flex', alignItems: 'center', gap: 0.25, fontSize: variant === 'grid' ? 13 : 12, fontWeight: variant === 'grid' ? 700 : 600, lineHeight: 1.2 } as const;
  const check = isSelected ? <CheckIcon sx={{ fontSize: 14 }} aria-hidden /> : null;
  if (variant === 'grid') {
    return (
      <>
        <Box component="span" sx={detailSx}>
          {check}
          {first}
        </Box>
        {rest.map((part) => (
          <Fragment key={part}>
            {' '}
            <Box component="span" sx={{ fontSize: 10, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.4 }}>
              {part}
            </Box>
          </Fragment>
        ))}
      </>
    );
  }
  const [detail, ...extra] = rest;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.2 }}>
        {first}
      </Box>{' '}
      <Box component="span" sx={detailSx}>
        {check}
        {detail}
      </Box>
      {extra.map((part) => (
        <Fragment key={part}>
          {' '}
          <Box component="span" sx={{ fontSize: 10, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.4 }}>
            {part}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

export const SlotButton = memo(function SlotButton({ slot, f, variant, isTabStop, isBusy, register, onActivate, onKeyDown, onFocus }: SlotButtonProps) {
  const { t } = useTranslation('booking');
  const isDisabled = !slot.isActionable || isBusy;
  const parts = slotVisibleParts(t, f, slot, variant);
  return (
    <ButtonBase
      ref={register}
      tabIndex={isTabStop ? 0 : -1}
      aria-label={slotLabel(t, f, slot, parts)}
      aria-pressed={slot.display === 'selected' ? true : slot.display === 'available' ? false : undefined}
      aria-disabled={isDisabled || undefined}
      data-testid="slot"
      data-state={slot.display}
      data-time={slot.column}
      data-resource={slot.resourceName}
      onClick={() => {
        if (!isDisabled) onActivate(slot);
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={(theme) => ({
        ...slotSx(theme, slot.display),
        width: '100%',
        minHeight: variant === 'grid' ? 44 : 52,
        px: 0.5,
        borderWidth: 1,
        borderStyle: 'solid',
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        cursor: isDisabled ? 'default' : 'pointer',
        transition: theme.transitions.create(['transform', 'box-shadow'], { duration: 120 }),
        ...(slot.isActionable ? { '&:hover': { boxShadow: theme.shadows[4], transform: 'translateY(-1px)' } } : {}),
        '&.Mui-focusVisible, &:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
        ...(isBusy ? { opacity: 0.6 } : {}),
      })}
    >
      <SlotText parts={parts} variant={variant} isSelected={slot.display === 'selected'} />
    </ButtonBase>
  );
});
