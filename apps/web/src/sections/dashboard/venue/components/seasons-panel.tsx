// Seasons of each location with their opening hours.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { SeasonDto } from '@courtside/core/venue-setup-schemas';
import { localDateOf, useManagementFormat } from '../../shared/format';
import { QueryFeedback } from '../../shared/query-feedback';
import { RecordHistoryButton } from '../../shared/record-history';
import { locationsApi, seasonsApi } from '../api/venue-resource';
import { ClosedDaysCard } from './closed-days-card';
import { DeleteButton } from './delete-button';
import { hoursSummary } from './hours-summary';
import { SeasonDialog } from './season-dialog';

export function SeasonsPanel({
  locationId,
  onLocationChange,
}: {
  locationId: string | undefined;
  onLocationChange: (id: string) => void;
}) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const locations = locationsApi.useList();
  const current = locationId ?? locations.data?.rows[0]?.id;
  const seasons = seasonsApi.useList({ locationId: current }, Boolean(current));
  const remove = seasonsApi.useRemove();
  const [editing, setEditing] = useState<{ season?: SeasonDto } | null>(null);
  const today = localDateOf(new Date(), format.timeZone);
  const rows = seasons.data?.rows ?? [];

  return (
    <QueryFeedback isLoading={locations.isLoading || seasons.isLoading} error={locations.error ?? seasons.error}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('venue.fields.location')}
          value={current ?? ''}
          onChange={(e) => onLocationChange(e.target.value)}
          sx={{ minWidth: 240 }}
        >
          {(locations.data?.rows ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<AddIcon />} variant="outlined" disabled={!current} onClick={() => setEditing({})}>
          {t('venue.seasons.new')}
        </Button>
      </Stack>
      <Card>
        <TableContainer>
          <Table size="small" aria-label={t('venue.tabs.seasons')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('venue.fields.name')}</TableCell>
                <TableCell>{t('venue.fields.period')}</TableCell>
                <TableCell>{t('venue.seasons.hours')}</TableCell>
                <TableCell align="right">{t('venue.seasons.rules')}</TableCell>
                <TableCell align="right">{t('actions.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((season) => (
                <TableRow key={season.id} hover>
                  <TableCell>
                    {season.name}{' '}
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`venue.seasonKinds.${season.kind}`)}
                      sx={{ ml: 1 }}
                    />
                    {season.startsOn <= today && today <= season.endsOn ? (
                      <Chip size="small" color="primary" label={t('venue.seasons.current')} sx={{ ml: 1 }} />
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format.localDate(season.startsOn)} – {format.localDate(season.endsOn)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240 }}>{hoursSummary(season.openingHours, t)}</TableCell>
                  <TableCell align="right">{season.ruleCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RecordHistoryButton entity="season" id={season.id} label={t('history.short')} isIconOnly />
                    <Tooltip title={t('actions.edit')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('actions.edit')} ${season.name}`}
                        onClick={() => setEditing({ season })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <DeleteButton name={season.name} id={season.id} mutation={remove} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {editing && current ? (
        <SeasonDialog season={editing.season} locationId={current} siblings={rows} onClose={() => setEditing(null)} />
      ) : null}
      <ClosedDaysCard locationId={current} />
    </QueryFeedback>
  );
}
