// 25 soft shadow levels (docs/product.md#money), tinted with the grey 500 channel so dark mode stays subtle.
import type { Shadows } from '@mui/material/styles';
import type { ColorScheme } from '../settings/settings-config';

export function createShadows(mode: ColorScheme): Shadows {
  const color = mode === 'light' ? '145 158 171' : '0 0 0';
  const t1 = `rgb(${color} / 0.2)`;
  const t2 = `rgb(${color} / 0.14)`;
  const t3 = `rgb(${color} / 0.12)`;
  const levels = Array.from({ length: 24 }, (_, index) => {
    const n = index + 1;
    return [
      `0px ${Math.ceil(n / 2)}px ${n + 2}px ${-Math.floor(n / 4)}px ${t1}`,
      `0px ${n}px ${Math.round(n * 1.5) + 1}px 0px ${t2}`,
      `0px ${Math.ceil(n / 3)}px ${n * 2 + 2}px 0px ${t3}`,
    ].join(',');
  });
  return ['none', ...levels] as Shadows;
}

/** Named shadows used by cards, dialogs and dropdowns. */
export function customShadows(mode: ColorScheme) {
  const color = mode === 'light' ? '145 158 171' : '0 0 0';
  return {
    card: `0 0 2px 0 rgb(${color} / 0.2), 0 12px 24px -4px rgb(${color} / 0.12)`,
    dropdown: `0 0 2px 0 rgb(${color} / 0.24), -20px 20px 40px -4px rgb(${color} / 0.24)`,
    dialog: `-40px 40px 80px -8px rgb(0 0 0 / 0.24)`,
  };
}
