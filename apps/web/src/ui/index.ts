// The light component layer of the public site: plain elements styled by ui/light.css, no MUI or
// emotion, so the pages every visitor opens first stay small and render fast.
// Screens built with MUI (dashboard, sign-in, dialogs loaded on demand) wrap themselves in the
// MUI theme (theme/theme-provider.tsx: AppThemeProvider, withMuiTheme).
export * from './button';
export * from './cx';
export * from './icon';
export * from './layout';
export * from './surfaces';
export * from './text';
export * from './tabs';
export * from './field';
