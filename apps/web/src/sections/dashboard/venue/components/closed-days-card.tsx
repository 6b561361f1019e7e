// The venue's closed days (docs/product.md#closed-days): holidays on which the grid offers nothing
// and an abo skips the date. A closed day covers the whole organization or the chosen location.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { closedDayLabel } from '@courtside/core/slots/closed-days';
import { localDateOf, useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { closedDaysApi } from '../api/venue-resource';
import { DeleteButton } from './delete-button';

export function ClosedDaysCard({ locationId }: { locationId: string | undefined }) {
  const { t, i18n } = useTranslation('management');
  const format = useManagementFormat();
  const today = localDateOf(new Date(), format.timeZone);
  const list = closedDaysApi.useList({ from: today });
  const save = closedDaysApi.useSave();
  const remove = closedDaysApi.useRemove();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [labelDe, setLabelDe] = useState('');
  const [labelEn, setLabelEn] = useState('');
  const [scope, setScope] = useState<'organization' | 'location'>('organization');
  const rows = list.data?.rows ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startsOn) return;
    save.mutate(
      {
        body: {
          startsOn,
          ...(endsOn ? { endsOn } : {}),
          locationId: scope === 'location' ? (locationId ?? null) : null,
          label: {
            ...(labelDe.trim() ? { de: labelDe.trim() } : {}),
            ...(labelEn.trim() ? { en: labelEn.trim() } : {}),
          },
        },
      },
      {
        onSuccess: () => {
          setStartsOn('');
          setEndsOn('');
          setLabelDe('');
          setLabelEn('');
        },
      },
    );
  };

  const period = (from: string, to: string) =>
    from === to ? format.localDate(from) : `${format.localDate(from)} – ${format.localDate(to)}`;

  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="closed-days-title">
      <CardHeader
        title={t('venue.closedDays.title')}
        subheader={t('venue.closedDays.intro')}
        slotProps={{ title: { id: 'closed-days-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {list.error ? <Alert severity="error">{managementError(list.error, t)}</Alert> : null}
        {rows.length === 0 && !list.isLoading ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('venue.closedDays.empty')}
          </Typography>
        ) : (
          <List dense aria-label={t('venue.closedDays.title')} sx={{ mb: 2 }}>
            {rows.map((row) => {
              const label = closedDayLabel(row.label, i18n.language);
              const name = label ? `${period(row.startsOn, row.endsOn)} · ${label}` : period(row.startsOn, row.endsOn);
              return (
                <ListItem
                  key={row.id}
                  divider
                  secondaryAction={<DeleteButton name={name} id={row.id} mutation={remove} />}
                >
                  <ListItemText
                    primary={name}
                    secondary={row.locationId ? t('venue.closedDays.thisLocation') : t('venue.closedDays.allLocations')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        <Stack component="form" onSubmit={submit} spacing={2} aria-label={t('venue.closedDays.add')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              size="small"
              required
              label={t('venue.fields.startsOn')}
              value={startsOn}
              onChange={(e) => setStartsOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('venue.closedDays.endsOn')}
              helperText={t('venue.closedDays.endsOnHint')}
              value={endsOn}
              onChange={(e) => setEndsOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startsOn || undefined } }}
            />
            <TextField
              select
              size="small"
              label={t('venue.closedDays.scope')}
              value={scope}
              onChange={(e) => setScope(e.target.value as 'organization' | 'location')}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="organization">{t('venue.closedDays.allLocations')}</MenuItem>
              <MenuItem value="location" disabled={!locationId}>
                {t('venue.closedDays.thisLocation')}
              </MenuItem>
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              label={t('venue.closedDays.labelDe')}
              value={labelDe}
              onChange={(e) => setLabelDe(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120, lang: 'de' } }}
            />
            <TextField
              size="small"
              label={t('venue.closedDays.labelEn')}
              value={labelEn}
              onChange={(e) => setLabelEn(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120, lang: 'en' } }}
            />
            <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={!startsOn || save.isPending}>
              {t('venue.closedDays.add')}
            </Button>
          </Stack>
          {save.error ? <Alert severity="error">{managementError(save.error, t)}</Alert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
