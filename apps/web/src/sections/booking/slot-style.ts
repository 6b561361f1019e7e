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

/**
 * The slot cells' styles, once per theme, as class rules: a grid shows a hundred or more cells,
 * and per-cell sx (emotion serialising each cell's styles on every render) was most of /booking's
 * main-thread time on a phone. Cells are plain buttons with these classes and data attributes.
 */
export function slotClassStyles(theme: Theme) {
  const displays: SlotDisplay[] = ['available', 'booked', 'abo', 'come_together', 'closed', 'selected'];
  const byState = Object.fromEntries(
    displays.map((display) => {
      const { bgcolor, ...rest } = slotSx(theme, display);
      return [`.cs-slot[data-state="${display}"]`, { backgroundColor: bgcolor, ...rest }];
    }),
  );
  return {
    '.cs-slot': {
      appearance: 'none',
      margin: 0,
      font: 'inherit',
      width: '100%',
      minHeight: 44,
      padding: theme.spacing(0, 0.5),
      borderWidth: 1,
      borderStyle: 'solid',
      borderRadius: theme.shape.borderRadius,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.spacing(0.25),
      cursor: 'pointer',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['transform', 'box-shadow'], { duration: 120 }),
    },
    '.cs-slot[data-variant="list"]': { minHeight: 52 },
    '.cs-slot[aria-disabled="true"]': { cursor: 'default' },
    '.cs-slot[data-busy]': { opacity: 0.6 },
    '.cs-slot[data-actionable]:hover': { boxShadow: theme.shadows[4], transform: 'translateY(-1px)' },
    '.cs-slot:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
    ...byState,
    '.cs-slot-detail': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.25), fontSize: 13, fontWeight: 700, lineHeight: 1.2 },
    '.cs-slot[data-variant="list"] .cs-slot-detail': { fontSize: 12, fontWeight: 600 },
    '.cs-slot-title': { fontWeight: 700, fontSize: 15, lineHeight: 1.2 },
    '.cs-slot-tag': { fontSize: 10, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.4 },
    '.cs-slot-check': { width: 14, height: 14, fill: 'currentColor', flexShrink: 0 },
  } as const;
}
