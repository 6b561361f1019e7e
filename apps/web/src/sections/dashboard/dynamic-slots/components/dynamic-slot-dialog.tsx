// Create a special price, a come-together session or a block on a court, or change one. A special
// price must stay within 1/3× … 3× of the slot price: the range is shown and checked as staff type.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { dynamicSlotKinds } from '@courtside/core/slots/types';
import { zonedInstant } from '@courtside/core/slots/time';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { localDateOf, toLocalInput, useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { MoneyField } from '../../shared/money-field';
import { HistoryList } from '../../shared/record-history';
import { useBookableCourts } from '../api/get-courts';
import { useDayGrid } from '../api/get-slot-prices';
import { useSaveDynamicSlot } from '../api/save-dynamic-slot';
import { windowPriceBounds } from './price-bounds';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'management:validation.time');
const count = z.string().trim().regex(/^\d*$/, 'management:validation.wholeNumber');

const formSchema = z
  .object({
    resourceId: z.string().min(1),
    kind: z.enum(dynamicSlotKinds),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'management:validation.date'),
    from: time,
    to: time,
    title: z.string().max(200),
    note: z.string().max(2000),
    priceCents: z.number().int().min(0).nullable(),
    capacity: count,
    minPlayers: count,
  })
  .refine((v) => v.to > v.from, { path: ['to'], message: 'management:validation.toAfterFrom' })
  .refine((v) => v.kind === 'block' || v.priceCents !== null, {
    path: ['priceCents'],
    message: 'management:dynamicSlots.priceRequired',
  })
  .refine((v) => v.kind !== 'come_together' || Number(v.capacity) > 0, {
    path: ['capacity'],
    message: 'management:dynamicSlots.capacityRequired',
  });
type FormValues = z.infer<typeof formSchema>;

function defaults(timeZone: string, slot?: DynamicSlotDto): FormValues {
  const start = slot ? toLocalInput(slot.start, timeZone) : '';
  const end = slot ? toLocalInput(slot.end, timeZone) : '';
  return {
    resourceId: slot?.resourceId ?? '',
    kind: slot?.kind ?? 'special_price',
    date: start.slice(0, 10) || localDateOf(new Date(), timeZone),
    from: start.slice(11) || '18:00',
    to: end.slice(11) || '20:00',
    title: slot?.title ?? '',
    note: slot?.note ?? '',
    priceCents: slot?.priceCents ?? null,
    capacity: slot?.capacity != null ? String(slot.capacity) : '8',
    minPlayers: slot?.minPlayers != null ? String(slot.minPlayers) : '',
  };
}

export function DynamicSlotDialog({ slot, onClose }: { slot?: DynamicSlotDto; onClose: () => void }) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const format = useManagementFormat();
  const instant = (date: string, hhmm: string) => zonedInstant(date, hhmm, format.timeZone);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const courts = useBookableCourts();
  const save = useSaveDynamicSlot();
  const { control, handleSubmit } = useForm<FormValues>({
    resolver: zodFormResolver(formSchema, tCommon),
    defaultValues: defaults(format.timeZone, slot),
  });
  const [kind, date, from, to, resourceId, priceCents] = useWatch({
    control,
    name: ['kind', 'date', 'from', 'to', 'resourceId', 'priceCents'],
  });
  const grid = useDayGrid(kind === 'special_price' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined);
  const courtSlots = grid.data?.rows.find((r) => r.resourceId === resourceId)?.slots ?? [];
  const bounds =
    kind === 'special_price' && to > from && date
      ? windowPriceBounds(courtSlots, instant(date, from), instant(date, to))
      : undefined;
  const isOutOfBounds =
    bounds !== undefined && priceCents !== null && (priceCents < bounds.min || priceCents > bounds.max);
  const isNew = !slot;

  const onSubmit = handleSubmit(async (v) => {
    if (isOutOfBounds) return;
    const shared = {
      title: v.title.trim() || undefined,
      note: v.note.trim() || undefined,
      priceCents: v.kind === 'block' ? undefined : (v.priceCents ?? undefined),
    };
    const session =
      v.kind === 'come_together'
        ? { capacity: Number(v.capacity), minPlayers: v.minPlayers ? Number(v.minPlayers) : undefined }
        : {};
    try {
      if (slot) await save.mutateAsync({ id: slot.id, patch: { ...shared, ...session } });
      else
        await save.mutateAsync({
          body: {
            resourceId: v.resourceId,
            kind: v.kind,
            start: instant(v.date, v.from).toISOString(),
            end: instant(v.date, v.to).toISOString(),
            ...shared,
            ...session,
          },
        });
      onClose();
    } catch {
      // Shown from save.error.
    }
  });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="dynamic-slot-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="dynamic-slot-title">{isNew ? t('dynamicSlots.new') : t('dynamicSlots.edit')}</DialogTitle>
        <DialogContent>
          {save.error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {managementError(save.error, t)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <Controller
              name="resourceId"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={t('dynamicSlots.fields.court')}
                  disabled={!isNew}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  required
                >
                  {(courts.data?.rows ?? []).map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="kind"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label={t('dynamicSlots.fields.kind')} disabled={!isNew}>
                  {dynamicSlotKinds.map((k) => (
                    <MenuItem key={k} value={k}>
                      {t(`dynamicSlots.kinds.${k}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              name="date"
              control={control}
              type="date"
              label={t('dynamicSlots.fields.date')}
              disabled={!isNew}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <FormTextField
                name="from"
                control={control}
                type="time"
                label={t('fields.from')}
                disabled={!isNew}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                name="to"
                control={control}
                type="time"
                label={t('fields.to')}
                disabled={!isNew}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <FormTextField name="title" control={control} label={t('dynamicSlots.fields.title')} />
            {kind !== 'block' ? (
              <Controller
                name="priceCents"
                control={control}
                render={({ field, fieldState }) => (
                  <MoneyField
                    label={
                      kind === 'come_together'
                        ? t('dynamicSlots.fields.placePrice')
                        : t('dynamicSlots.fields.specialPrice')
                    }
                    value={field.value}
                    onChange={field.onChange}
                    fullWidth
                    error={Boolean(fieldState.error) || isOutOfBounds}
                    helperText={
                      fieldState.error?.message ??
                      (bounds
                        ? t('dynamicSlots.bounds', {
                            min: format.money(bounds.min),
                            max: format.money(bounds.max),
                            base: bounds.base.map((b) => format.money(b)).join(', '),
                          })
                        : kind === 'special_price'
                          ? t('dynamicSlots.boundsUnknown')
                          : undefined)
                    }
                  />
                )}
              />
            ) : (
              <Box />
            )}
            {kind === 'come_together' ? (
              <>
                <FormTextField
                  name="capacity"
                  control={control}
                  label={t('dynamicSlots.fields.capacity')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <FormTextField
                  name="minPlayers"
                  control={control}
                  label={t('dynamicSlots.fields.minPlayers')}
                  helperText={t('dynamicSlots.minPlayersHint')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </>
            ) : null}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                name="note"
                control={control}
                label={t('dynamicSlots.fields.note')}
                multiline
                minRows={2}
              />
            </Box>
          </Box>
          {slot?.kind === 'come_together' ? (
            <Typography sx={{ mt: 2, color: 'text.secondary' }}>
              {t('dynamicSlots.placesTaken', { taken: slot.placesTaken ?? 0, capacity: slot.capacity ?? 0 })}
            </Typography>
          ) : null}
          {slot ? (
            <Box sx={{ mt: 3 }}>
              <Typography variant="subtitle1" component="h3">
                {t('history.title')}
              </Typography>
              <HistoryList entity="dynamic_slot" id={slot.id} />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={isOutOfBounds}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
