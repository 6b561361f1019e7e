// Create or change a pass type: name (de/en), unit and count, what it covers and when, validity,
// price and VAT. The server validates again (passTypeInputSchema).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { PassTypeDto, PassTypeInput } from '@courtside/core/passes';
import { useFormatters } from '../../../cart/format';

const allDays = [1, 2, 3, 4, 5, 6, 7];

export function PassTypeFormDialog({
  type,
  isSaving,
  onClose,
  onSave,
}: {
  type: PassTypeDto | null;
  isSaving: boolean;
  onClose: () => void;
  onSave: (body: PassTypeInput) => void;
}) {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const window0 = type?.windows[0];
  const [nameDe, setNameDe] = useState(type?.name.de ?? '');
  const [nameEn, setNameEn] = useState(type?.name.en ?? '');
  const [unit, setUnit] = useState<'court_hour' | 'place'>(type?.unit ?? 'court_hour');
  const [units, setUnits] = useState(String(type?.units ?? 10));
  const [types, setTypes] = useState<string[]>(type?.bookingTypes ?? ['normal']);
  const [timed, setTimed] = useState(Boolean(window0));
  const [days, setDays] = useState<number[]>(window0?.days ?? [1, 2, 3, 4, 5]);
  const [from, setFrom] = useState(window0?.from ?? '07:00');
  const [to, setTo] = useState(window0?.to ?? '16:00');
  const [months, setMonths] = useState(String(type?.validityMonths ?? 12));
  const [price, setPrice] = useState(type ? (type.priceCents / 100).toFixed(2) : '');
  const [vat, setVat] = useState<19 | 7>(type?.vatPercent === 7 ? 7 : 19);
  const [active, setActive] = useState(type?.active ?? true);
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = () =>
    onSave({
      name: { ...(nameDe.trim() ? { de: nameDe.trim() } : {}), ...(nameEn.trim() ? { en: nameEn.trim() } : {}) },
      unit,
      units: Number(units),
      bookingTypes: types as ('normal' | 'come_together')[],
      windows: timed ? [{ days: [...days].sort(), from, to }] : [],
      validityMonths: Number(months),
      priceCents: Math.round(Number(price.replace(',', '.')) * 100),
      vatPercent: vat,
      active,
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{type ? t('types.edit') : t('types.new')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField label={t('types.nameDe')} value={nameDe} onChange={(e) => setNameDe(e.target.value)} required />
          <TextField label={t('types.nameEn')} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              select
              label={t('types.unit')}
              value={unit}
              onChange={(e) => setUnit(e.target.value as 'court_hour' | 'place')}
              sx={{ flex: 1 }}
            >
              <MenuItem value="court_hour">{t('types.units.court_hour')}</MenuItem>
              <MenuItem value="place">{t('types.units.place')}</MenuItem>
            </TextField>
            <TextField
              label={t('types.count')}
              type="number"
              value={units}
              onChange={(e) => setUnits(e.target.value)}
              sx={{ width: 120 }}
            />
          </Stack>
          <FormGroup>
            <FormLabel component="legend">{t('types.covers')}</FormLabel>
            {(['normal', 'come_together'] as const).map((b) => (
              <FormControlLabel
                key={b}
                control={<Checkbox checked={types.includes(b)} onChange={() => setTypes(toggle(types, b))} />}
                label={t(`covers.${b}`)}
              />
            ))}
          </FormGroup>
          <FormControlLabel
            control={<Switch checked={timed} onChange={(e) => setTimed(e.target.checked)} />}
            label={t('types.timed')}
          />
          {timed ? (
            <>
              <FormGroup row aria-label={t('types.days')}>
                {allDays.map((d) => (
                  <FormControlLabel
                    key={d}
                    control={<Checkbox checked={days.includes(d)} onChange={() => setDays(toggle(days, d))} />}
                    label={f.weekday(`2024-01-0${d}`)}
                  />
                ))}
              </FormGroup>
              <Stack direction="row" sx={{ gap: 2 }}>
                <TextField label={t('types.from')} type="time" value={from} onChange={(e) => setFrom(e.target.value)} />
                <TextField label={t('types.to')} type="time" value={to} onChange={(e) => setTo(e.target.value)} />
              </Stack>
            </>
          ) : null}
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              label={t('types.months')}
              type="number"
              value={months}
              onChange={(e) => setMonths(e.target.value)}
              sx={{ width: 140 }}
            />
            <TextField
              label={t('types.price')}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
              required
            />
            <TextField
              select
              label={t('types.vat')}
              value={vat}
              onChange={(e) => setVat(Number(e.target.value) === 7 ? 7 : 19)}
              sx={{ width: 100 }}
            >
              <MenuItem value={19}>19 %</MenuItem>
              <MenuItem value={7}>7 %</MenuItem>
            </TextField>
          </Stack>
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={t('types.active')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('types.cancel')}
        </Button>
        <Button onClick={submit} variant="contained" disabled={isSaving || !price || !(nameDe || nameEn)}>
          {t('types.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
