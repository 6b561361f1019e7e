// One booking, session or block in a cell of the staff calendar. A booking is a button that opens a
// menu (open the booking, or move it to another court, day or time): the keyboard equivalent of
// dragging it, reached with Tab and Enter or Space. A session opens its move dialog the same way.
// Colours are the palette's tint pairs, readable in light and dark mode (WCAG 1.4.3); a hold or
// unpaid booking is dashed instead of faded, so its text keeps its contrast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Calendar } from '../calendar-api';

export type Entry = Calendar['entries'][number];

const tints: Record<string, { bgcolor: string; color: string }> = {
  normal: { bgcolor: 'action.selected', color: 'text.primary' },
  abo: { bgcolor: 'warning.lighter', color: 'warning.darker' },
  come_together: { bgcolor: 'error.lighter', color: 'error.darker' },
  block: { bgcolor: 'grey.500', color: 'grey.900' },
};

export function CalendarEntry({
  entry: e,
  time,
  onOpen,
  onMove,
  onDragStart,
}: {
  entry: Entry;
  /** The venue's wall-clock time of an instant (lib/format-date). */
  time: (iso: string) => string;
  onOpen: (e: Entry) => void;
  onMove: (e: Entry) => void;
  onDragStart: (e: Entry) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const movable = e.kind === 'booking' || e.kind === 'session';
  const activate = (target: HTMLElement) => (e.kind === 'booking' ? setAnchor(target) : onOpen(e));
  const held = e.status === 'reserved' || e.status === 'pending';
  return (
    <>
      <Box
        role={movable ? 'button' : undefined}
        tabIndex={movable ? 0 : undefined}
        aria-haspopup={e.kind === 'booking' ? 'menu' : undefined}
        aria-expanded={e.kind === 'booking' ? Boolean(anchor) : undefined}
        draggable={movable}
        data-booking-id={e.kind === 'booking' ? e.id : undefined}
        data-session-id={e.kind === 'session' ? e.id : undefined}
        onDragStart={() => onDragStart(e)}
        onClick={(ev) => {
          ev.stopPropagation();
          if (movable) activate(ev.currentTarget);
        }}
        onKeyDown={(ev) => {
          if (!movable || (ev.key !== 'Enter' && ev.key !== ' ')) return;
          ev.preventDefault();
          activate(ev.currentTarget);
        }}
        sx={{
          ...tints[e.kind === 'block' ? 'block' : (e.type ?? 'normal')],
          borderRadius: 0.5,
          px: 0.5,
          cursor: movable ? 'grab' : 'default',
          border: 1,
          borderStyle: held ? 'dashed' : 'solid',
          borderColor: held ? 'currentColor' : 'transparent',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {time(e.start)}–{time(e.end)}{' '}
        {e.kind === 'session'
          ? t('calendar.session', { taken: e.places, capacity: e.capacity ?? 0 })
          : e.kind === 'block'
            ? (e.title ?? t('calendar.block'))
            : (e.customerName ?? t('common.guest'))}
        {e.subscriptionId ? ' · Abo' : ''}
        {e.checkedIn ? ' ✓' : ''}
      </Box>
      {e.kind === 'booking' ? (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onOpen(e);
            }}
          >
            {t('common.open')}
          </MenuItem>
          <MenuItem
            disabled={e.type === 'come_together'}
            onClick={() => {
              setAnchor(null);
              onMove(e);
            }}
          >
            {t('detail.move')}
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
