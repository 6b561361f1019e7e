// A scheduling rule of a season for one court or one category: slot length, booking types, how far
// ahead and how soon, the default price and the price bands. Contradictions (a second rule for the
// same target, bands outside the opening hours or with from ≥ to) are shown and refused.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { bookingTypes } from '@courtside/core/enums';
import type { PriceBand } from '@courtside/core/slots/types';
import { duplicateRule, priceBandProblems, ruleTargetProblems } from '@courtside/core/venue-rules';
import type { CourtDto, RuleDto, SeasonDto } from '@courtside/core/venue-setup-schemas';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { MoneyField } from '../../shared/money-field';
import { HistoryList } from '../../shared/record-history';
import { rulesApi } from '../api/venue-resource';
import { PriceBandsEditor } from './price-bands-editor';
import { problemText } from './problem-text';
import { SetupDialog } from './setup-dialog';
import { categoryLabel } from '../utils/category-label';

const whole = z.string().trim().regex(/^\d+$/, 'management:validation.wholeNumber');
const schema = z
  .object({
    target: z.enum(['category', 'court']),
    category: z.string(),
    resourceId: z.string(),
    slotMinutes: whole.refine(
      (v) => Number(v) >= 15 && Number(v) <= 480 && Number(v) % 15 === 0,
      'management:venue.rules.slotMinutesRule',
    ),
    bookingTypes: z.array(z.enum(bookingTypes)).min(1, 'management:venue.rules.typesRequired'),
    leadDays: whole,
    minNoticeMinutes: whole,
    defaultPriceCents: z.number().int().min(0).nullable(),
    priceBands: z.custom<PriceBand[]>(),
  })
  .refine((v) => v.defaultPriceCents !== null, {
    path: ['defaultPriceCents'],
    message: 'management:validation.amount',
  });
type Values = z.infer<typeof schema>;

interface RuleDialogProps {
  rule?: RuleDto;
  season: SeasonDto;
  courts: CourtDto[];
  rules: RuleDto[];
  onClose: () => void;
}

export function RuleDialog({ rule, season, courts, rules, onClose }: RuleDialogProps) {
  const { t } = useTranslation(['management', 'booking']);
  const { t: tCommon } = useTranslation();
  const save = rulesApi.useSave();
  const here = courts.filter((c) => c.locationId === season.locationId);
  const categories = [...new Set(here.map((c) => c.category))];
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodFormResolver(schema, tCommon),
    defaultValues: {
      target: rule?.resourceId ? 'court' : 'category',
      category: rule?.category ?? categories[0] ?? '',
      resourceId: rule?.resourceId ?? here[0]?.id ?? '',
      slotMinutes: String(rule?.slotMinutes ?? 60),
      bookingTypes: rule?.bookingTypes ?? [...bookingTypes],
      leadDays: String(rule?.leadDays ?? 14),
      minNoticeMinutes: String(rule?.minNoticeMinutes ?? 30),
      defaultPriceCents: rule?.defaultPriceCents ?? null,
      priceBands: rule?.priceBands ?? [],
    },
  });
  const v = useWatch({ control });
  const target =
    v.target === 'court' ? { resourceId: v.resourceId, category: null } : { resourceId: null, category: v.category };
  const shape = { id: rule?.id, seasonId: season.id, ...target };
  const clash = duplicateRule(shape, rules);
  const problems = [
    ...ruleTargetProblems(shape).map((p) => problemText(p, t)),
    ...priceBandProblems((v.priceBands ?? []) as PriceBand[], season.openingHours).map((p) => problemText(p, t)),
    ...(clash
      ? [
          t('errors.rule_duplicate', {
            season: season.name,
            target:
              v.target === 'court'
                ? (here.find((c) => c.id === v.resourceId)?.name ?? '')
                : categoryLabel(t, v.category ?? ''),
          }),
        ]
      : []),
  ];

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      ...(values.target === 'court'
        ? { resourceId: values.resourceId, category: null }
        : { category: values.category, resourceId: null }),
      slotMinutes: Number(values.slotMinutes),
      bookingTypes: values.bookingTypes,
      leadDays: Number(values.leadDays),
      minNoticeMinutes: Number(values.minNoticeMinutes),
      defaultPriceCents: values.defaultPriceCents ?? 0,
      priceBands: values.priceBands,
    };
    try {
      await save.mutateAsync({ id: rule?.id, body: rule ? body : { ...body, seasonId: season.id } });
      onClose();
    } catch {
      // Shown by the dialog.
    }
  });

  return (
    <SetupDialog
      title={rule ? t('venue.rules.edit') : t('venue.rules.new', { season: season.name })}
      error={save.error}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      warnings={problems}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        <Controller
          name="target"
          control={control}
          render={({ field }) => (
            <TextField {...field} select label={t('venue.rules.appliesTo')}>
              <MenuItem value="category">{t('venue.rules.toCategory')}</MenuItem>
              <MenuItem value="court">{t('venue.rules.toCourt')}</MenuItem>
            </TextField>
          )}
        />
        {v.target === 'court' ? (
          <Controller
            name="resourceId"
            control={control}
            render={({ field }) => (
              <TextField {...field} select label={t('venue.fields.court')}>
                {here.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <Controller
            name="category"
            control={control}
            render={({ field }) => (
              <TextField {...field} select label={t('venue.fields.category')}>
                {categories.map((c) => (
                  <MenuItem key={c} value={c}>
                    {categoryLabel(t, c)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <FormTextField
          name="slotMinutes"
          control={control}
          label={t('venue.rules.slotMinutes')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Controller
          name="defaultPriceCents"
          control={control}
          render={({ field, fieldState }) => (
            <MoneyField
              label={t('venue.rules.defaultPrice')}
              value={field.value}
              onChange={field.onChange}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('venue.rules.defaultPriceHint')}
            />
          )}
        />
        <FormTextField
          name="leadDays"
          control={control}
          label={t('venue.rules.leadDays')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          name="minNoticeMinutes"
          control={control}
          label={t('venue.rules.minNotice')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Controller
          name="bookingTypes"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
              <FormLabel component="legend">{t('venue.rules.bookingTypes')}</FormLabel>
              <FormGroup row>
                {bookingTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={t(`bookingTypes.${type}`)}
                    control={
                      <Checkbox
                        checked={field.value.includes(type)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...field.value, type] : field.value.filter((x) => x !== type),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
      </Box>
      <Controller
        name="priceBands"
        control={control}
        render={({ field }) => <PriceBandsEditor value={field.value} onChange={field.onChange} />}
      />
      {rule ? (
        <Box sx={{ mt: 3 }}>
          <HistoryList entity="scheduling_rule" id={rule.id} />
        </Box>
      ) : null}
    </SetupDialog>
  );
}
