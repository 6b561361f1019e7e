// One pass: punches left of the total, valid until, what it covers, and its history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PassDto } from '@courtside/core/passes';
import { useFormatters } from '../../cart/format';
import { coversText, unitsText, windowsText } from './pass-text';

export function PassCard({ pass }: { pass: PassDto }) {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const [open, setOpen] = useState(false);
  const historyId = `pass-history-${pass.id}`;
  return (
    <Box
      component="li"
      data-testid="pass-card"
      sx={{ listStyle: 'none', p: 2, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {pass.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={pass.status === 'active' ? 'success' : 'default'}
          label={t(`status.${pass.status}`)}
        />
      </Stack>
      <Typography variant="h5" component="p" sx={{ mt: 1 }} data-testid="pass-balance">
        {t('left', { left: pass.unitsRemaining, total: pass.unitsTotal })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={pass.unitsTotal ? (100 * pass.unitsRemaining) / pass.unitsTotal : 0}
        aria-label={t('left', { left: pass.unitsRemaining, total: pass.unitsTotal })}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {unitsText(pass.unit, pass.unitsTotal, t)} · {coversText(pass.bookingTypes, t)} ·{' '}
        {windowsText(pass.windows, f, t)}
      </Typography>
      {pass.validUntil ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('validUntil', { date: f.date(pass.validUntil) })}
        </Typography>
      ) : null}
      {pass.history?.length ? (
        <>
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={historyId}
            sx={{ mt: 1, px: 0 }}
          >
            {t('history.title')}
          </Button>
          {open ? (
            <Box component="ul" id={historyId} sx={{ m: 0, p: 0 }}>
              {pass.history.map((h) => (
                <Stack
                  component="li"
                  key={h.id}
                  direction="row"
                  sx={{ listStyle: 'none', gap: 1, py: 0.5, borderTop: 1, borderColor: 'divider', fontSize: 14 }}
                >
                  <Box sx={{ flexGrow: 1 }}>
                    {t(`history.${h.kind}`)}
                    {h.note && h.kind === 'adjust' ? ` (${h.note})` : ''}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {f.date(h.createdAt)}
                  </Box>
                  <Box component="span" sx={{ minWidth: 36, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                    {h.units > 0 ? `+${h.units}` : h.units}
                  </Box>
                </Stack>
              ))}
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
