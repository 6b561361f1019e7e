// /dashboard/tour/new and /dashboard/tour/:id/edit: an event's title, teaser and description in German
// and English (their fields take the text's own direction, dir=auto, also on a right-to-left screen),
// its address (slug), start and end on the venue's clock, location, cover image from the media
// library, status (draft, scheduled for a time, published, archived), its tickets — none, free
// registration with a cap, or paid places — and its history (docs/product/content.md#events).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { paths } from '../../../../config/paths';
import { ApiError, api } from '../../../../lib/api-client';
import { fromLocalInput, useDateFormat } from '../../../../lib/format-date';
import { useBookableCourts } from '../../dynamic-slots/api/get-courts';
import { managementError } from '../../shared/management-error';
import { ContentHistoryPanel } from '../../shared/content-history-panel';
import { PublishFields } from '../../shared/publish-fields';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { CoverPicker } from '../../studio/components/cover-field';
import { EVENT_STATUSES, slugify, useManagedEvent, useSaveEvent } from '../api/events-admin';
import type { EventContentStatus, EventInput, ManagedEvent } from '../api/events-admin';
import { EventTicketsCard } from '../components/event-tickets-card';
import { EVENT_LANGUAGES, emptyForm, toForm } from './event-form';
import type { EventForm as Form, Lang } from './event-form';

const EVENT_CONTENT_STATUSES = EVENT_STATUSES.filter((s): s is EventContentStatus => s !== 'past');

interface LocationDto {
  id: string;
  name: string;
}

export function EventEditorView({ id }: { id?: string }) {
  const { t, i18n } = useTranslation('events-admin');
  const { t: tManagement } = useTranslation('management');
  const dates = useDateFormat();
  const navigate = useNavigate();
  const existing = useManagedEvent(id);
  const save = useSaveEvent();
  const courts = useBookableCourts();
  const locations = useQuery({
    queryKey: ['venue', 'locations', {}],
    queryFn: () => api.get<{ rows: LocationDto[] }>('/locations'),
    retry: false,
  });
  const [form, setForm] = useState<Form>(emptyForm);
  const [language, setLanguage] = useState<Lang>(i18n.language.startsWith('de') ? 'de' : 'en');
  const location = useLocation();
  // A new item's first save moves to its own address (a new screen): the confirmation goes along.
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (existing.data) setForm(toForm(existing.data, dates.timeZone));
  }, [existing.data, dates.timeZone]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setText = (key: 'title' | 'teaser' | 'description', value: string) => {
    setSaved(false);
    setForm((f) => {
      const next = { ...f, [key]: { ...f[key], [language]: value } };
      // The address follows the title until staff type one of their own.
      if (key === 'title' && !f.slugEdited) next.slug = slugify(next.title.en || next.title.de);
      return next;
    });
  };
  const complete = EVENT_LANGUAGES.filter((l) => form.title[l].trim());
  const slugError =
    save.error instanceof ApiError && save.error.code === 'ALREADY_EXISTS' ? t('errors.slugTaken') : null;

  const submit = () => {
    const start = fromLocalInput(form.start, dates.timeZone);
    const end = fromLocalInput(form.end, dates.timeZone);
    const missing = EVENT_LANGUAGES.filter((l) => !form.title[l].trim());
    if (missing.length) return setProblem(t('errors.titleMissing', { languages: missing.join(', ') }));
    if (!start || !end) return setProblem(t('errors.when'));
    if (form.mode !== 'none' && (!form.resourceId || !(Number(form.capacity) > 0)))
      return setProblem(t('errors.tickets'));
    if (form.mode === 'paid' && !(form.priceCents && form.priceCents > 0)) return setProblem(t('errors.price'));
    const publishAt = form.status === 'scheduled' ? fromLocalInput(form.publishAt, dates.timeZone) : null;
    if (form.status === 'scheduled' && !publishAt) return setProblem(t('errors.publishAt'));
    setProblem(null);
    const court = courts.data?.rows.find((c) => c.id === form.resourceId);
    const body: EventInput = {
      slug: form.slug.trim(),
      title: { de: form.title.de.trim(), en: form.title.en.trim() },
      teaser: { de: form.teaser.de.trim(), en: form.teaser.en.trim() },
      description: form.description,
      start,
      end,
      ...(form.locationId || court ? { locationId: form.locationId || court!.locationId } : {}),
      // A cover from the media library gives the image; an older event keeps its address.
      ...(form.coverMediaId
        ? { coverMediaId: form.coverMediaId }
        : { coverMediaId: null, ...(form.image ? { image: form.image } : {}) }),
      status: form.status,
      publishAt,
      tickets:
        form.mode === 'none'
          ? null
          : {
              resourceId: form.resourceId,
              capacity: Number(form.capacity),
              priceCents: form.mode === 'paid' ? (form.priceCents ?? 0) : 0,
            },
    };
    save.mutate(
      { id, body },
      {
        onSuccess: (event) => {
          setSaved(true);
          if (!id) void navigate(paths.dashboard.tour.edit(event.id), { replace: true, state: { saved: true } });
          else setForm(toForm(event, dates.timeZone));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={id ? t('editor.editTitle') : t('editor.newTitle')}
        actions={
          <>
            <Button onClick={() => void navigate(paths.dashboard.tour.root)}>{t('actions.back')}</Button>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              {t('actions.save')}
            </Button>
          </>
        }
      />
      <QueryFeedback isLoading={Boolean(id) && existing.isLoading} error={existing.error}>
        {problem || (save.error && !slugError) ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem ?? managementError(save.error, tManagement)}
          </Alert>
        ) : null}
        {saved ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('editor.saved')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
          <Card sx={{ p: { xs: 2, md: 3 } }}>
            <Tabs
              value={language}
              onChange={(_e, next: Lang) => setLanguage(next)}
              aria-label={t('editor.languages')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              {EVENT_LANGUAGES.map((l) => (
                <Tab
                  key={l}
                  value={l}
                  label={complete.includes(l) ? t(`languages.${l}`) : `${t(`languages.${l}`)} · ${t('editor.missing')}`}
                  sx={complete.includes(l) ? undefined : { color: 'text.secondary', fontStyle: 'italic' }}
                />
              ))}
            </Tabs>
            <Stack spacing={2} key={language}>
              <TextField
                label={t('fields.title')}
                value={form.title[language]}
                onChange={(e) => setText('title', e.target.value)}
                required
                slotProps={{ htmlInput: { lang: language, dir: 'auto', maxLength: 300 } }}
              />
              <TextField
                label={t('fields.teaser')}
                helperText={t('fields.teaserHelp')}
                multiline
                minRows={2}
                value={form.teaser[language]}
                onChange={(e) => setText('teaser', e.target.value)}
                slotProps={{ htmlInput: { lang: language, dir: 'auto', maxLength: 300 } }}
              />
              <TextField
                label={t('fields.description')}
                multiline
                minRows={5}
                value={form.description[language]}
                onChange={(e) => setText('description', e.target.value)}
                slotProps={{ htmlInput: { lang: language, dir: 'auto', maxLength: 10_000 } }}
              />
            </Stack>
          </Card>
          <Stack spacing={3}>
            <Card sx={{ p: { xs: 2, md: 3 } }}>
              <Stack spacing={2}>
                <PublishFields<EventContentStatus>
                  statuses={EVENT_CONTENT_STATUSES}
                  status={form.status}
                  onStatus={(value) => set('status', value)}
                  publishAt={form.publishAt}
                  onPublishAt={(value) => set('publishAt', value)}
                  labels={{
                    status: t('status.label'),
                    publishAt: t('fields.publishAt'),
                    publishAtHelp: t('fields.timeZone', { zone: dates.timeZone }),
                    of: (value) => t(`status.${value}`),
                  }}
                  statusTestId="event-status"
                />
                <TextField
                  label={t('fields.slug')}
                  value={form.slug}
                  error={Boolean(slugError)}
                  helperText={slugError ?? t('fields.slugHelp')}
                  onChange={(e) => {
                    set('slug', e.target.value);
                    set('slugEdited', true);
                  }}
                />
                <TextField
                  type="datetime-local"
                  label={t('fields.start')}
                  value={form.start}
                  onChange={(e) => set('start', e.target.value)}
                  helperText={t('fields.timeZone', { zone: dates.timeZone })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  type="datetime-local"
                  label={t('fields.end')}
                  value={form.end}
                  onChange={(e) => set('end', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                {locations.data?.rows.length ? (
                  <TextField
                    select
                    label={t('fields.location')}
                    value={form.locationId}
                    onChange={(e) => set('locationId', e.target.value)}
                  >
                    <MenuItem value="">{t('fields.noLocation')}</MenuItem>
                    {locations.data.rows.map((l) => (
                      <MenuItem key={l.id} value={l.id}>
                        {l.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : null}
                <CoverPicker
                  preview={form.image ? { src: form.image, alt: '' } : null}
                  onPick={(media) => setForm((f) => ({ ...f, image: media.url, coverMediaId: media.id }))}
                  onClear={() => setForm((f) => ({ ...f, image: '', coverMediaId: null }))}
                />
              </Stack>
            </Card>
            <EventTicketsCard
              form={form}
              set={set}
              courts={courts.data?.rows ?? []}
              tickets={existing.data?.tickets ?? null}
            />
            {id && existing.data ? (
              <Card sx={{ p: { xs: 2, md: 3 } }}>
                <ContentHistoryPanel<ManagedEvent>
                  basePath="/events/manage"
                  queryRoot="events"
                  testId="event-history"
                  id={id}
                  onReverted={(event) => {
                    setForm(toForm(event, dates.timeZone));
                    setSaved(true);
                  }}
                />
              </Card>
            ) : null}
          </Stack>
        </Box>
      </QueryFeedback>
    </>
  );
}
