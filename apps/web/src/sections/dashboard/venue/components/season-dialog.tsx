// A season of a location: dates and opening hours. Overlaps with the location's other seasons,
// reversed dates and reversed or overlapping hours are shown while typing and refused on save.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { seasonKinds } from '@courtside/core/enums';
import type { OpeningHours } from '@courtside/core/slots/types';
import {
  openingHoursProblems,
  overlappingSeason,
  seasonDateProblems,
  seasonOverlapProblem,
} from '@courtside/core/venue-rules';
import type { SeasonDto } from '@courtside/core/venue-setup-schemas';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { HistoryList } from '../../shared/record-history';
import { seasonsApi } from '../api/venue-resource';
import { OpeningHoursEditor } from './opening-hours-editor';
import { problemText } from './problem-text';
import { SetupDialog } from './setup-dialog';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'management:validation.date');
const schema = z.object({
  name: z.string().trim().min(1).max(120),
  kind: z.enum(seasonKinds),
  startsOn: date,
  endsOn: date,
  openingHours: z.custom<OpeningHours>(),
});
type Values = z.infer<typeof schema>;

const defaultHours: OpeningHours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ open: '09:00', close: '22:00' }]]),
);

interface SeasonDialogProps {
  season?: SeasonDto;
  locationId: string;
  /** The other seasons of the location, for the overlap check. */
  siblings: SeasonDto[];
  onClose: () => void;
}

export function SeasonDialog({ season, locationId, siblings, onClose }: SeasonDialogProps) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const save = seasonsApi.useSave();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodFormResolver(schema, tCommon),
    defaultValues: {
      name: season?.name ?? '',
      kind: season?.kind ?? 'summer',
      startsOn: season?.startsOn ?? '',
      endsOn: season?.endsOn ?? '',
      openingHours: season?.openingHours ?? defaultHours,
    },
  });
  const values = useWatch({ control });
  const candidate = {
    id: season?.id,
    name: values.name ?? '',
    startsOn: values.startsOn ?? '',
    endsOn: values.endsOn ?? '',
  };
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(candidate.startsOn) && /^\d{4}-\d{2}-\d{2}$/.test(candidate.endsOn);
  const clash = complete ? overlappingSeason(candidate, siblings) : undefined;
  const problems = [
    ...(complete ? seasonDateProblems(candidate) : []),
    ...openingHoursProblems((values.openingHours ?? {}) as OpeningHours),
    ...(clash ? [seasonOverlapProblem(candidate, clash)] : []),
  ];

  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: season?.id, body: season ? v : { ...v, locationId } });
      onClose();
    } catch {
      // Shown by the dialog.
    }
  });
  return (
    <SetupDialog
      title={season ? t('venue.seasons.edit', { name: season.name }) : t('venue.seasons.new')}
      error={save.error}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      warnings={problems.map((p) => problemText(p, t))}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        <FormTextField name="name" control={control} label={t('venue.fields.name')} required />
        <Controller
          name="kind"
          control={control}
          render={({ field }) => (
            <TextField {...field} select label={t('venue.fields.seasonKind')}>
              {seasonKinds.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`venue.seasonKinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          name="startsOn"
          control={control}
          type="date"
          label={t('venue.fields.startsOn')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          name="endsOn"
          control={control}
          type="date"
          label={t('venue.fields.endsOn')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Controller
        name="openingHours"
        control={control}
        render={({ field }) => <OpeningHoursEditor value={field.value} onChange={field.onChange} />}
      />
      {season ? (
        <Box sx={{ mt: 3 }}>
          <HistoryList entity="season" id={season.id} />
        </Box>
      ) : null}
    </SetupDialog>
  );
}
