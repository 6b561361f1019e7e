// Builds the MUI theme from the display settings (docs/product.md#public-site): radius 8, 25 shadows,
// breakpoints 600/900/1200 (+1536), direction from the language.
import { createTheme as createMuiTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { SettingsState } from '../settings/settings-config';
import { createPalette } from './palette';
import { createShadows, customShadows } from './shadows';
import { createTypography } from './typography';
import { componentOverrides } from './components';

export type ThemeSettings = Pick<
  SettingsState,
  'colorScheme' | 'direction' | 'contrast' | 'primaryColor' | 'fontFamily'
>;

export function createAppTheme(settings: ThemeSettings): Theme {
  const mode = settings.colorScheme;
  const base = createMuiTheme({
    direction: settings.direction,
    palette: createPalette(mode, settings.contrast, settings.primaryColor),
    shape: { borderRadius: 8 },
    shadows: createShadows(mode),
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    typography: createTypography(settings.fontFamily),
  });
  // Overrides read the finished palette and shape, so they are merged in a second pass.
  return createMuiTheme(base, { components: componentOverrides(base, customShadows(mode)) });
}
