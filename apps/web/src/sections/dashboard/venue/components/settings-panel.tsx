// The venue's policies: service fee and VAT, cancellation windows, come-together minimums,
// maintenance mode and the shop with its shipping fee (docs/product.md#shop, docs/product/shop.md#pick-up-or-delivery).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VenueSettings } from '@courtside/core/venue-setup-schemas';
import { useAuthStore } from '../../../../auth/auth-store';
import { managementError } from '../../shared/management-error';
import { MoneyField } from '../../shared/money-field';
import { QueryFeedback } from '../../shared/query-feedback';
import { RecordHistoryButton } from '../../shared/record-history';
import { useSaveVenueSettings, useVenueSettings } from '../api/venue-resource';

type NumberPath =
  | ['serviceFee', keyof VenueSettings['serviceFee']]
  | ['cancellation', keyof VenueSettings['cancellation']]
  | ['comeTogether', keyof VenueSettings['comeTogether']]
  | ['split', 'deadlineHours' | 'restHours']
  | ['vatPercent'];

function SettingsForm({ initial, save }: { initial: VenueSettings; save: ReturnType<typeof useSaveVenueSettings> }) {
  const { t } = useTranslation('management');
  const organizationId = useAuthStore((s) => s.user?.organizationId);
  const [value, setValue] = useState(initial);
  const isDirty = JSON.stringify(value) !== JSON.stringify(initial);

  const read = (path: NumberPath): number =>
    path.length === 1 ? value.vatPercent : (value[path[0]] as Record<string, number>)[path[1]]!;
  const write = (path: NumberPath, n: number) =>
    setValue((v) =>
      path.length === 1 ? { ...v, vatPercent: n } : { ...v, [path[0]]: { ...v[path[0]], [path[1]]: n } },
    );
  const numberField = (path: NumberPath, label: string, unit: string, helper?: string) => (
    <TextField
      label={label}
      value={String(read(path))}
      onChange={(e) => {
        const n = Number(e.target.value.replace(',', '.'));
        if (e.target.value.trim() !== '' && Number.isFinite(n)) write(path, n);
      }}
      helperText={helper}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-describedby': undefined },
        input: { endAdornment: <Typography sx={{ color: 'text.secondary', ml: 1 }}>{unit}</Typography> },
      }}
      fullWidth
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
    >
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {managementError(save.error, t)}
        </Alert>
      ) : null}
      {save.isSuccess && !isDirty ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('venue.settings.saved')}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('venue.settings.operation')}
            </Typography>
            <Stack>
              <FormControlLabel
                control={
                  <Switch
                    checked={value.maintenanceMode}
                    onChange={(e) => setValue((v) => ({ ...v, maintenanceMode: e.target.checked }))}
                  />
                }
                label={t('venue.settings.maintenanceMode')}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, ml: 6 }}>
                {t('venue.settings.maintenanceHint')}
              </Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={value.shopEnabled}
                    onChange={(e) => setValue((v) => ({ ...v, shopEnabled: e.target.checked }))}
                  />
                }
                label={t('venue.settings.shopEnabled')}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary', ml: 6 }}>
                {t('venue.settings.shopHint')}
              </Typography>
              <MoneyField
                label={t('venue.settings.shippingFee')}
                value={value.shippingFeeCents}
                onChange={(c) => setValue((v) => ({ ...v, shippingFeeCents: c }))}
                helperText={t('venue.settings.shippingFeeHint')}
                sx={{ mt: 2, maxWidth: 320 }}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('venue.settings.fees')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
              <MoneyField
                label={t('venue.settings.feeFixed')}
                value={value.serviceFee.fixedCents}
                onChange={(c) => c !== null && write(['serviceFee', 'fixedCents'], c)}
                fullWidth
              />
              <MoneyField
                label={t('venue.settings.feeDiscounted')}
                value={value.serviceFee.discountedFixedCents}
                onChange={(c) => c !== null && write(['serviceFee', 'discountedFixedCents'], c)}
                fullWidth
                helperText={t('venue.settings.feeDiscountedHint')}
              />
              <MoneyField
                label={t('venue.settings.feeThreshold')}
                value={value.serviceFee.thresholdNetCents}
                onChange={(c) => c !== null && write(['serviceFee', 'thresholdNetCents'], c)}
                fullWidth
                helperText={t('venue.settings.feeThresholdHint')}
              />
              {numberField(['serviceFee', 'percent'], t('venue.settings.feePercent'), '%')}
              {numberField(['serviceFee', 'vatPercent'], t('venue.settings.feeVat'), '%')}
              {numberField(['vatPercent'], t('venue.settings.vat'), '%')}
            </Box>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('venue.settings.cancellation')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {numberField(
                ['cancellation', 'fullRefundHours'],
                t('venue.settings.fullRefundHours'),
                'h',
                t('venue.settings.fullRefundHint'),
              )}
              {numberField(
                ['cancellation', 'creditHours'],
                t('venue.settings.creditHours'),
                'h',
                t('venue.settings.creditHint'),
              )}
              {numberField(['cancellation', 'aboReturnsPerSeason'], t('venue.settings.aboReturns'), '×')}
              {numberField(
                ['cancellation', 'comeTogetherRefundHours'],
                t('venue.settings.comeTogetherRefundHours'),
                'h',
              )}
              {numberField(['comeTogether', 'minPlayers'], t('venue.settings.minPlayers'), '')}
              {numberField(['comeTogether', 'decisionHoursBefore'], t('venue.settings.decisionHours'), 'h')}
            </Box>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('venue.settings.split')}
            </Typography>
            <Stack spacing={2}>
              <FormControlLabel
                control={
                  <Switch
                    checked={value.split.enabled}
                    onChange={(e) => setValue((v) => ({ ...v, split: { ...v.split, enabled: e.target.checked } }))}
                  />
                }
                label={t('venue.settings.splitEnabled')}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {numberField(
                  ['split', 'deadlineHours'],
                  t('venue.settings.splitDeadlineHours'),
                  'h',
                  t('venue.settings.splitDeadlineHint'),
                )}
                {numberField(['split', 'restHours'], t('venue.settings.splitRestHours'), 'h')}
              </Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={value.split.restToBooker}
                    onChange={(e) => setValue((v) => ({ ...v, split: { ...v.split, restToBooker: e.target.checked } }))}
                  />
                }
                label={t('venue.settings.splitRestToBooker')}
              />
            </Stack>
          </CardContent>
        </Card>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        {organizationId ? <RecordHistoryButton entity="organization_settings" id={organizationId} /> : null}
        <Button onClick={() => setValue(initial)} disabled={!isDirty}>
          {t('actions.reset')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!isDirty}>
          {t('actions.save')}
        </Button>
      </Stack>
    </Box>
  );
}

export function SettingsPanel() {
  const settings = useVenueSettings();
  const save = useSaveVenueSettings();
  return (
    <QueryFeedback isLoading={settings.isLoading} error={settings.error}>
      {/* Keyed by the saved record: a save resets the form to what the server stored. */}
      {settings.data ? <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} save={save} /> : null}
    </QueryFeedback>
  );
}
