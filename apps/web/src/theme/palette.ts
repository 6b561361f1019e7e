// Colours of docs/product.md#public-site: six primary presets, contrast default (white page) or high (light grey).
import type { PaletteOptions } from '@mui/material/styles';
import type { ColorScheme, Contrast, PrimaryColor } from '../settings/settings-config';

export interface ColorSet {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

/** "default" is BeachSide's sea teal; the others are the presets the settings drawer offers. */
export const primaryPresets: Record<PrimaryColor, ColorSet> = {
  default: {
    lighter: '#CDF5EE',
    light: '#5DCFBE',
    // WCAG 2.2 AA: white text on main and main text on white need 4.5:1 (#0B9484 had 3.76).
    main: '#077A6E',
    dark: '#066B61',
    darker: '#03433E',
    contrastText: '#FFFFFF',
  },
  cyan: {
    lighter: '#CCF4FE',
    light: '#68CDF9',
    main: '#078DEE',
    dark: '#0351AB',
    darker: '#012972',
    contrastText: '#FFFFFF',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: '#FFFFFF',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: '#FFFFFF',
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#E8870E',
    dark: '#B66816',
    darker: '#7A4100',
    contrastText: '#FFFFFF',
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FFC1AC',
    main: '#E5333D',
    dark: '#B71833',
    darker: '#7A0930',
    contrastText: '#FFFFFF',
  },
};

const secondary: ColorSet = {
  lighter: '#FFEBD6',
  light: '#FFB37A',
  main: '#F57C2B',
  dark: '#B0501A',
  darker: '#75290A',
  contrastText: '#FFFFFF',
};
const info: ColorSet = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
  contrastText: '#FFFFFF',
};
const success: ColorSet = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  dark: '#118D57',
  darker: '#065E49',
  contrastText: '#FFFFFF',
};
const warning: ColorSet = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
  contrastText: grey[800],
};
const error: ColorSet = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#D92D20', // 4.8:1 with white (the template's #FF5630 reads 3.2:1)
  dark: '#B71D18',
  darker: '#7A0916',
  contrastText: '#FFFFFF',
};

/**
 * A colour as the dark page uses it. Its main shade is text on dark surfaces (links, outlined and
 * text buttons, selected tabs, icons), where the light-page main reads 3:1 or less (#077A6E on
 * #1C252E: 2.97), so it moves up to the light shade (8:1 and more) and a filled surface in it writes
 * in near-black. The tint pair flips: "lighter" is the tint background and "darker" the strong text
 * on it in both modes (a dark tint with a pale text here), and "dark", the stronger shade used as
 * text or a hover fill, is the palest. Every combination the screens use then reads 4.5:1 or more.
 */
export function darkColorSet(set: ColorSet): ColorSet {
  return {
    lighter: set.darker,
    light: set.light,
    main: set.light,
    dark: set.lighter,
    darker: set.lighter,
    contrastText: grey[900],
  };
}

export function createPalette(mode: ColorScheme, contrast: Contrast, primaryColor: PrimaryColor): PaletteOptions {
  const isLight = mode === 'light';
  const pageBackground = isLight
    ? contrast === 'default'
      ? '#FFFFFF'
      : grey[200]
    : contrast === 'default'
      ? grey[900]
      : '#0E1217';
  const shade = isLight ? (set: ColorSet) => set : darkColorSet;
  return {
    mode,
    primary: shade(primaryPresets[primaryColor]),
    secondary: shade(secondary),
    info: shade(info),
    success: shade(success),
    warning: shade(warning),
    error: shade(error),
    grey,
    divider: isLight ? 'rgba(145, 158, 171, 0.2)' : 'rgba(145, 158, 171, 0.24)',
    text: isLight
      ? { primary: grey[800], secondary: grey[600], disabled: grey[500] }
      : { primary: '#FFFFFF', secondary: grey[500], disabled: grey[600] },
    background: { default: pageBackground, paper: isLight ? '#FFFFFF' : grey[800] },
    action: {
      hover: 'rgba(145, 158, 171, 0.08)',
      selected: 'rgba(145, 158, 171, 0.16)',
      disabled: 'rgba(145, 158, 171, 0.8)',
      disabledBackground: 'rgba(145, 158, 171, 0.24)',
      focus: 'rgba(145, 158, 171, 0.24)',
    },
  };
}
