// Route modules built with MUI get the MUI theme with them: the theme module loads next to the
// route's own code (never in the start-up bundle, which the light public pages keep MUI-free).
import type { ComponentType } from 'react';

export async function loadThemed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  baseline = false,
): Promise<ComponentType<P>> {
  const [Component, { withMuiTheme }] = await Promise.all([load(), import('../../theme/theme-provider')]);
  return withMuiTheme(Component, baseline);
}
