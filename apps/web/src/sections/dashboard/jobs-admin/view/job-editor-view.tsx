// /dashboard/job/new and /dashboard/job/:id/edit: a job opening's title and description in every
// language (the venue's own is required; visitors in a missing language see it), its type, start
// date, contact address, address (slug) and status draft / published / closed
// (docs/product/content.md#jobs).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { LanguageTabs } from '../../studio/components/language-tabs';
import { ContentHistoryPanel } from '../../shared/content-history-panel';
import { cleanTexts, jobStatuses, jobTypes, languagesOf, useManagedJob, useSaveJob } from '../api/jobs-admin';
import type { JobInput, JobStatus, JobType, ManagedJob } from '../api/jobs-admin';

interface Form {
  slug: string;
  title: Record<string, string>;
  description: Record<string, string>;
  type: JobType;
  startDate: string;
  contactEmail: string;
  status: JobStatus;
}

const emptyForm: Form = {
  slug: '',
  title: {},
  description: {},
  type: 'mini_job',
  startDate: '',
  contactEmail: '',
  status: 'draft',
};

const toForm = (job: ManagedJob): Form => ({
  slug: job.slug,
  title: { ...job.title },
  description: { ...job.description },
  type: job.type,
  startDate: job.startDate ?? '',
  contactEmail: job.contactEmail ?? '',
  status: job.status,
});

export function JobEditorView({ id }: { id?: string }) {
  const { t, i18n } = useTranslation('jobs-admin');
  const { t: tManagement } = useTranslation('management');
  const navigate = useNavigate();
  const existing = useManagedJob(id);
  const save = useSaveJob();
  const [form, setForm] = useState<Form>(emptyForm);
  const [language, setLanguage] = useState(i18n.language.slice(0, 2));
  const location = useLocation();
  // A new item's first save moves to its own address (a new screen): the confirmation goes along.
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));

  useEffect(() => {
    if (!existing.data) return;
    setForm(toForm(existing.data));
    // A job not yet written in the screen's language opens in one it has.
    const written = languagesOf(existing.data);
    setLanguage((current) => (written.length && !written.includes(current) ? written[0]! : current));
  }, [existing.data]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setText = (key: 'title' | 'description', value: string) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: { ...f[key], [language]: value } }));
  };
  const slugError =
    save.error instanceof ApiError && save.error.code === 'ALREADY_EXISTS' ? t('errors.slugTaken') : null;

  const submit = () => {
    const body: JobInput = {
      ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
      title: cleanTexts(form.title),
      description: cleanTexts(form.description),
      type: form.type,
      startDate: form.startDate || null,
      contactEmail: form.contactEmail.trim() || null,
      status: form.status,
    };
    save.mutate(
      { id, body },
      {
        onSuccess: (job) => {
          setSaved(true);
          if (!id) void navigate(paths.dashboard.job.edit(job.id), { replace: true, state: { saved: true } });
          else setForm(toForm(job));
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
            <Button onClick={() => void navigate(paths.dashboard.job.root)}>{t('actions.back')}</Button>
            <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="job-save">
              {t('actions.save')}
            </Button>
          </>
        }
      />
      <QueryFeedback isLoading={Boolean(id) && existing.isLoading} error={existing.error}>
        {save.error && !slugError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {managementError(save.error, tManagement)}
          </Alert>
        ) : null}
        {saved ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('editor.saved')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
          <Card sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
            <LanguageTabs value={language} onChange={setLanguage} complete={languagesOf(form)} />
            <Stack spacing={2} key={language}>
              <TextField
                label={t('fields.title')}
                value={form.title[language] ?? ''}
                onChange={(e) => setText('title', e.target.value)}
                slotProps={{ htmlInput: { lang: language, maxLength: 200 } }}
                data-testid="job-title"
              />
              <TextField
                label={t('fields.description')}
                multiline
                minRows={8}
                value={form.description[language] ?? ''}
                onChange={(e) => setText('description', e.target.value)}
                helperText={t('fields.descriptionHelp')}
                slotProps={{ htmlInput: { lang: language, maxLength: 20_000 } }}
                data-testid="job-description"
              />
            </Stack>
          </Card>
          <Card sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              <TextField
                select
                label={t('status.label')}
                value={form.status}
                onChange={(e) => set('status', e.target.value as JobStatus)}
                helperText={t(`status.${form.status}Help`)}
                data-testid="job-status"
              >
                {jobStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('fields.type')}
                value={form.type}
                onChange={(e) => set('type', e.target.value as JobType)}
                data-testid="job-type"
              >
                {jobTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`type.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                label={t('fields.startDate')}
                value={form.startDate}
                onChange={(e) => set('startDate', e.target.value)}
                helperText={t('fields.startDateHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="email"
                label={t('fields.contactEmail')}
                value={form.contactEmail}
                onChange={(e) => set('contactEmail', e.target.value)}
                helperText={t('fields.contactEmailHelp')}
              />
              <TextField
                label={t('fields.slug')}
                value={form.slug}
                error={Boolean(slugError)}
                helperText={slugError ?? t('fields.slugHelp')}
                onChange={(e) => set('slug', e.target.value)}
              />
              {existing.data ? (
                <Stack spacing={1}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('editor.applications', { count: existing.data.applications })}{' '}
                    <Link component={RouterLink} to={paths.dashboard.mail}>
                      {t('editor.openInbox')}
                    </Link>
                  </Typography>
                  {existing.data.status === 'published' ? (
                    <Link component={RouterLink} to={paths.jobs.details(existing.data.slug)} variant="body2">
                      {t('editor.viewPublic')}
                    </Link>
                  ) : null}
                </Stack>
              ) : null}
            </Stack>
          </Card>
          {id && existing.data ? (
            <Card sx={{ p: { xs: 2, md: 3 }, gridColumn: { lg: '2' } }}>
              <ContentHistoryPanel<ManagedJob>
                basePath="/jobs/manage"
                queryRoot="jobs"
                testId="job-history"
                id={id}
                onReverted={(job) => {
                  setForm(toForm(job));
                  setSaved(true);
                }}
              />
            </Card>
          ) : null}
        </Box>
      </QueryFeedback>
    </>
  );
}
