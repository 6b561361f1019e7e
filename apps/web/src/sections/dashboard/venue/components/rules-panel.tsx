// Scheduling rules and prices of a season: per court or category, slot length, booking types,
// windows, default price and price bands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import type { RuleDto } from '@courtside/core/venue-setup-schemas';
import { localDateOf, useManagementFormat } from '../../shared/format';
import { QueryFeedback } from '../../shared/query-feedback';
import { RecordHistoryButton } from '../../shared/record-history';
import { courtsApi, rulesApi, seasonsApi } from '../api/venue-resource';
import { DeleteButton } from './delete-button';
import { weekdaysSummary } from './hours-summary';
import { RuleDialog } from './rule-dialog';

export function RulesPanel({
  seasonId,
  onSeasonChange,
}: {
  seasonId: string | undefined;
  onSeasonChange: (id: string) => void;
}) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const seasons = seasonsApi.useList();
  const courts = courtsApi.useList();
  const today = localDateOf(new Date(), format.timeZone);
  const allSeasons = seasons.data?.rows ?? [];
  const currentSeason = allSeasons.find((s) => s.startsOn <= today && today <= s.endsOn);
  const selectedId = seasonId ?? currentSeason?.id ?? allSeasons[0]?.id;
  const season = allSeasons.find((s) => s.id === selectedId);
  const rules = rulesApi.useList({ seasonId: selectedId }, Boolean(selectedId));
  const remove = rulesApi.useRemove();
  const [editing, setEditing] = useState<{ rule?: RuleDto } | null>(null);
  const courtName = (id: string | null) => courts.data?.rows.find((c) => c.id === id)?.name ?? '–';
  const rows = rules.data?.rows ?? [];

  return (
    <QueryFeedback
      isLoading={seasons.isLoading || courts.isLoading || rules.isLoading}
      error={seasons.error ?? courts.error ?? rules.error}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('venue.fields.season')}
          value={selectedId ?? ''}
          onChange={(e) => onSeasonChange(e.target.value)}
          sx={{ minWidth: 280 }}
        >
          {allSeasons.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name} ({format.localDate(s.startsOn)} – {format.localDate(s.endsOn)})
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<AddIcon />} variant="outlined" disabled={!season} onClick={() => setEditing({})}>
          {t('venue.rules.add')}
        </Button>
      </Stack>
      <Card>
        <TableContainer>
          <Table size="small" aria-label={t('venue.tabs.rules')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('venue.rules.appliesTo')}</TableCell>
                <TableCell>{t('venue.rules.slotMinutes')}</TableCell>
                <TableCell>{t('venue.rules.bookingTypes')}</TableCell>
                <TableCell align="right">{t('venue.rules.defaultPrice')}</TableCell>
                <TableCell>{t('venue.rules.bands')}</TableCell>
                <TableCell align="right">{t('actions.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((rule) => {
                const target = rule.resourceId
                  ? courtName(rule.resourceId)
                  : t('venue.rules.categoryTarget', { category: rule.category });
                return (
                  <TableRow key={rule.id} hover data-testid={`rule-${rule.category ?? rule.resourceId}`}>
                    <TableCell>{target}</TableCell>
                    <TableCell>{t('venue.rules.minutes', { count: rule.slotMinutes })}</TableCell>
                    <TableCell>{rule.bookingTypes.map((b) => t(`bookingTypes.${b}`)).join(', ')}</TableCell>
                    <TableCell align="right">{format.money(rule.defaultPriceCents)}</TableCell>
                    <TableCell sx={{ minWidth: 240 }}>
                      {rule.priceBands.map((b, i) => (
                        <div key={i} style={{ whiteSpace: 'nowrap' }}>
                          {b.label}: {weekdaysSummary(b.weekdays, t)} {b.from}–{b.to} · {format.money(b.priceCents)}
                        </div>
                      ))}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <RecordHistoryButton
                        entity="scheduling_rule"
                        id={rule.id}
                        label={t('history.short')}
                        isIconOnly
                      />
                      <Tooltip title={t('actions.edit')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('actions.edit')} ${target}`}
                          onClick={() => setEditing({ rule })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <DeleteButton name={target} id={rule.id} mutation={remove} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {editing && season ? (
        <RuleDialog
          rule={editing.rule}
          season={season}
          courts={courts.data?.rows ?? []}
          rules={rows}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </QueryFeedback>
  );
}
