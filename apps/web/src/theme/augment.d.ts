// The palette carries lighter/darker shades besides light/main/dark (theme/palette.ts).
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
}
