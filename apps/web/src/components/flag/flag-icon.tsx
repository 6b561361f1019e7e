import Box from '@mui/material/Box';
import { flagUrl } from '../../locales/languages';

/** A 26 × 20 flag (SPEC.md §9), bundled under /assets/flags/<country code>.svg. */
export function FlagIcon({ countryCode, label }: { countryCode: string; label?: string }) {
  return (
    <Box
      component="img"
      src={flagUrl(countryCode)}
      alt={label ?? ''}
      width={26}
      height={20}
      loading="lazy"
      sx={{
        width: 26,
        height: 20,
        borderRadius: 0.5,
        objectFit: 'cover',
        flexShrink: 0,
        boxShadow: '0 0 0 1px rgba(145,158,171,0.24)',
      }}
    />
  );
}
