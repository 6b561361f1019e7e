// "Split with other players" (docs/product/split-payment.md#checkout): up to three e-mail
// addresses, the shares shown live (the rounding cents go to the booker, core splitShares), and
// "I pay the rest" for the deadline. The booker pays their own share now; the others get a link.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { splitShares, SPLIT_MAX_OTHERS } from '@courtside/core/split-payment';
import { useFormatters } from '../../cart/format';
import { splitChoice, useSplitStore } from '../split-store';

export function SplitForm({ amountDue, bookerEmail }: { amountDue: number; bookerEmail: string | undefined }) {
  const { t } = useTranslation('checkout');
  const f = useFormatters();
  const split = useSplitStore();
  const choice = splitChoice(split, bookerEmail);
  const shares = splitShares(amountDue, choice.players);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 3 }} data-testid="split-form">
      <FormControlLabel
        control={
          <Switch checked={split.isOn} onChange={(e) => split.setOn(e.target.checked)} data-testid="split-toggle" />
        }
        label={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <GroupsOutlinedIcon color="action" aria-hidden />
            <span>{t('split.toggle')}</span>
          </Stack>
        }
      />
      {split.isOn ? (
        <Stack sx={{ gap: 2, mt: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('split.hint')}
          </Typography>
          {split.emails.map((email, i) => (
            <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={t('split.player', { n: i + 1 })}
                type="email"
                value={email}
                onChange={(e) => split.setEmail(i, e.target.value)}
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': `split-email-${i}` } }}
              />
              <IconButton
                aria-label={t('split.remove', { n: i + 1 })}
                onClick={() => split.removePlayer(i)}
                sx={{ mt: 1 }}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          ))}
          {split.emails.length < SPLIT_MAX_OTHERS ? (
            <Button
              onClick={split.addPlayer}
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              data-testid="split-add"
            >
              {t('split.add')}
            </Button>
          ) : null}
          <FormControlLabel
            control={
              <Checkbox checked={split.bookerPaysRest} onChange={(e) => split.setBookerPaysRest(e.target.checked)} />
            }
            label={t('split.payRest')}
          />
          <Box role="status" aria-live="polite" data-testid="split-shares">
            <Typography variant="subtitle1" component="p">
              {t('split.yourShare', { amount: f.money(shares[0] ?? 0) })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('split.otherShare', {
                count: choice.players - 1,
                amount: f.money(shares[1] ?? 0),
                total: f.money(amountDue),
              })}
            </Typography>
          </Box>
          {choice.problem && split.emails.some((e) => e.trim()) ? (
            <Alert severity="warning" data-testid="split-problem">
              {t(`split.problem.${choice.problem}`)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
