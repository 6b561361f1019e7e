import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { consentCategories, NOTHING_OPTIONAL } from '../consent-cookie';
import type { ConsentChoices } from '../consent-cookie';
import { useConsentStore } from '../consent-store';

/** Category by category: necessary shown as always on; the others as switches. */
export function ConsentDialog() {
  const { t } = useTranslation('consent');
  const { record, isDialogOpen, closeDialog, save, acceptAll } = useConsentStore();
  const [choices, setChoices] = useState<ConsentChoices>(record ?? NOTHING_OPTIONAL);

  useEffect(() => {
    if (isDialogOpen) setChoices(record ?? NOTHING_OPTIONAL);
  }, [isDialogOpen, record]);

  return (
    <Dialog
      open={isDialogOpen}
      onClose={closeDialog}
      aria-labelledby="consent-dialog-title"
      fullWidth
      maxWidth="sm"
      data-testid="consent-dialog"
    >
      <DialogTitle id="consent-dialog-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('dialog.intro')}{' '}
          <Link component={RouterLink} to={paths.cookiePolicy} onClick={closeDialog} underline="always">
            {t('banner.policyLink')}
          </Link>
        </Typography>
        <Stack sx={{ gap: 2 }}>
          {consentCategories.map((category) => (
            <div key={category}>
              <FormControlLabel
                control={
                  <Switch
                    checked={category === 'necessary' ? true : choices[category]}
                    disabled={category === 'necessary'}
                    onChange={(event) => setChoices((c) => ({ ...c, [category]: event.target.checked }))}
                    slotProps={{ input: { 'aria-describedby': `consent-${category}-text` } }}
                    data-testid={`consent-switch-${category}`}
                  />
                }
                label={<Typography sx={{ fontWeight: 600 }}>{t(`categories.${category}.title`)}</Typography>}
              />
              <Typography
                id={`consent-${category}-text`}
                variant="body2"
                sx={{ color: 'text.secondary', pl: { xs: 0, sm: 6 } }}
              >
                {t(`categories.${category}.text`)}
              </Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => save(choices)} variant="outlined" color="inherit" data-testid="consent-save">
          {t('actions.save')}
        </Button>
        <Button onClick={acceptAll} variant="contained">
          {t('actions.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
