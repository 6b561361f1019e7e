import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { NavColor } from '../../settings/settings-config';

/** CSS variables the nav components read, so "integrate" and "apart" (docs/product.md#public-site) share markup. */
export function navColorVariables(theme: Theme, navColor: NavColor): Record<string, string> {
  const isLight = theme.palette.mode === 'light';
  if (navColor === 'apart') {
    return {
      '--nav-bg': isLight ? theme.palette.grey[900] : '#0B0F14',
      '--nav-text': theme.palette.grey[400],
      '--nav-subheader': theme.palette.grey[400],
      '--nav-active-text': theme.palette.primary.light,
      '--nav-active-bg': alpha(theme.palette.primary.main, 0.16),
      '--nav-divider': alpha(theme.palette.grey[500], 0.16),
      '--nav-border': 'transparent',
    };
  }
  return {
    '--nav-bg': theme.palette.background.default,
    '--nav-text': theme.palette.text.secondary,
    // text.disabled (#919EAB) reads 2.7:1 on white; group headings are text, so they need 4.5:1.
    '--nav-subheader': theme.palette.text.secondary,
    '--nav-active-text': isLight ? theme.palette.primary.dark : theme.palette.primary.light,
    '--nav-active-bg': alpha(theme.palette.primary.main, 0.08),
    '--nav-divider': theme.palette.divider,
    '--nav-border': theme.palette.divider,
  };
}
