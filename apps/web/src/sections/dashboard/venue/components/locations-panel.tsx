// Locations and their courts (space type, category, capacity, images, on sale or not).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { CourtDto, LocationDto } from '@courtside/core/venue-setup-schemas';
import { RecordHistoryButton } from '../../shared/record-history';
import { QueryFeedback } from '../../shared/query-feedback';
import { courtsApi, locationsApi } from '../api/venue-resource';
import { categoryLabel } from '../utils/category-label';
import { CourtDialog } from './court-dialog';
import { DeleteButton } from './delete-button';
import { LocationDialog } from './location-dialog';

type Editing =
  { kind: 'location'; location?: LocationDto } | { kind: 'court'; court?: CourtDto; locationId?: string } | null;

export function LocationsPanel() {
  const { t } = useTranslation(['management', 'booking']);
  const locations = locationsApi.useList();
  const courts = courtsApi.useList();
  const removeLocation = locationsApi.useRemove();
  const removeCourt = courtsApi.useRemove();
  const [editing, setEditing] = useState<Editing>(null);
  const categories = [...new Set((courts.data?.rows ?? []).map((c) => c.category))];

  return (
    <QueryFeedback
      isLoading={locations.isLoading || courts.isLoading}
      error={locations.error ?? courts.error}
      onRetry={() => void locations.refetch()}
    >
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({ kind: 'location' })}>
          {t('venue.locations.new')}
        </Button>
      </Stack>
      <Stack spacing={3}>
        {(locations.data?.rows ?? []).map((location) => {
          const here = (courts.data?.rows ?? []).filter((c) => c.locationId === location.id);
          return (
            <Card key={location.id} component="section" aria-labelledby={`location-${location.id}`}>
              <CardHeader
                title={<span id={`location-${location.id}`}>{location.name}</span>}
                subheader={`${location.address.street}, ${location.address.postalCode} ${location.address.city}`}
                action={
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <RecordHistoryButton entity="location" id={location.id} />
                    <Tooltip title={t('actions.edit')}>
                      <IconButton
                        aria-label={`${t('actions.edit')} ${location.name}`}
                        onClick={() => setEditing({ kind: 'location', location })}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <DeleteButton name={location.name} id={location.id} mutation={removeLocation} />
                  </Stack>
                }
              />
              <CardContent>
                <TableContainer>
                  <Table size="small" aria-label={t('venue.courts.tableLabel', { location: location.name })}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('venue.fields.name')}</TableCell>
                        <TableCell>{t('venue.fields.category')}</TableCell>
                        <TableCell>{t('venue.fields.spaceType')}</TableCell>
                        <TableCell align="right">{t('venue.fields.capacity')}</TableCell>
                        <TableCell>{t('venue.courts.images')}</TableCell>
                        <TableCell>{t('venue.fields.status')}</TableCell>
                        <TableCell align="right">{t('actions.label')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {here.map((court) => (
                        <TableRow key={court.id} hover>
                          <TableCell>{court.name}</TableCell>
                          <TableCell>{categoryLabel(t, court.category)}</TableCell>
                          <TableCell>{t(`venue.spaceTypes.${court.spaceType}`)}</TableCell>
                          <TableCell align="right">{court.capacity}</TableCell>
                          <TableCell>
                            {court.images[0] ? (
                              <Box
                                component="img"
                                src={court.images[0]}
                                alt=""
                                sx={{
                                  width: 48,
                                  height: 30,
                                  objectFit: 'cover',
                                  borderRadius: 0.5,
                                  verticalAlign: 'middle',
                                }}
                              />
                            ) : null}
                            {court.images.length > 1 ? (
                              <Typography component="span" variant="caption" sx={{ ml: 1 }}>
                                +{court.images.length - 1}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              color={court.active ? 'success' : 'default'}
                              label={court.active ? t('venue.courts.onSale') : t('venue.courts.offSale')}
                            />
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <Tooltip title={t('actions.edit')}>
                              <IconButton
                                size="small"
                                aria-label={`${t('actions.edit')} ${court.name}`}
                                onClick={() => setEditing({ kind: 'court', court })}
                              >
                                <EditIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <DeleteButton name={court.name} id={court.id} mutation={removeCourt} />
                          </TableCell>
                        </TableRow>
                      ))}
                      {here.length === 0 ? (
                        <TableRow>
                          <TableCell colSpan={7} sx={{ color: 'text.secondary' }}>
                            {t('venue.courts.none')}
                          </TableCell>
                        </TableRow>
                      ) : null}
                    </TableBody>
                  </Table>
                </TableContainer>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  sx={{ mt: 1 }}
                  onClick={() => setEditing({ kind: 'court', locationId: location.id })}
                >
                  {t('venue.courts.new')}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      {editing?.kind === 'location' ? (
        <LocationDialog location={editing.location} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'court' ? (
        <CourtDialog
          court={editing.court}
          locations={locations.data?.rows ?? []}
          categories={categories}
          defaultLocationId={editing.locationId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </QueryFeedback>
  );
}
