// SPEC.md §3 slot colours: booked grey, come-together orange-red, abo orange, available green;
// plus the viewer's own holds (the accent colour) and closed slots (past, outside the window).
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { SlotDisplay } from './slot-model';

interface Tone {
  main: string;
  dark: string;
  light: string;
}

export const SLOT_TONES: Record<Exclude<SlotDisplay, 'selected'>, Tone> = {
  available: { main: '#22A35A', dark: '#0E6B37', light: '#7DDC9F' },
  booked: { main: '#919EAB', dark: '#454F5B', light: '#C4CDD5' },
  abo: { main: '#FF9800', dark: '#9A5200', light: '#FFC25C' },
  come_together: { main: '#F4511E', dark: '#A4300C', light: '#FF9A76' },
  closed: { main: '#C4CDD5', dark: '#919EAB', light: '#637381' },
};

/** Colours of a slot cell for the current light / dark mode. */
export function slotSx(theme: Theme, display: SlotDisplay) {
  const isDark = theme.palette.mode === 'dark';
  if (display === 'selected') {
    return { bgcolor: theme.palette.primary.main, color: theme.palette.primary.contrastText, borderColor: theme.palette.primary.dark };
  }
  const tone = SLOT_TONES[display];
  if (display === 'closed') {
    return { bgcolor: 'transparent', color: theme.palette.text.disabled, borderColor: alpha(tone.main, 0.6), borderStyle: 'dashed' };
  }
  return {
    bgcolor: alpha(tone.main, isDark ? 0.28 : display === 'booked' ? 0.22 : 0.16),
    color: isDark ? tone.light : tone.dark,
    borderColor: alpha(tone.main, display === 'booked' ? 0.5 : 0.9),
  };
}
