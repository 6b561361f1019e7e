// /dashboard/post/new and /dashboard/post/:id/edit: a news post per language (title, teaser, rich
// body, SEO texts), its address, cover, tags and status, and its history (docs/product/content.md).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths } from '../../../../config/paths';
import { fromLocalInput, toLocalInput, useDateFormat } from '../../../../lib/format-date';
import { managementError } from '../../shared/management-error';
import { PublishFields } from '../../shared/publish-fields';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { CONTENT_STATUSES, useManagedPost, useSavePost } from '../api/posts';
import type { ContentStatus, ManagedPost, PostInput, Translated } from '../api/posts';
import { CoverField } from '../components/cover-field';
import { ContentHistoryPanel } from '../../shared/content-history-panel';
import { LanguageTabs } from '../components/language-tabs';
import { RichTextEditor } from '../components/rich-text-editor';

interface Form {
  slug: string;
  title: Translated;
  teaser: Translated;
  body: Record<string, unknown>;
  seoTitle: Translated;
  seoDescription: Translated;
  coverMediaId: string | null;
  tags: string;
  status: ContentStatus;
  publishAt: string;
}

const emptyForm: Form = {
  slug: '',
  title: {},
  teaser: {},
  body: {},
  seoTitle: {},
  seoDescription: {},
  coverMediaId: null,
  tags: '',
  status: 'draft',
  publishAt: '',
};

const toForm = (post: ManagedPost, timeZone: string): Form => ({
  slug: post.slug,
  title: post.title,
  teaser: post.teaser,
  body: post.body,
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
  coverMediaId: post.coverMediaId,
  tags: post.tags.join(', '),
  status: post.status,
  publishAt: post.publishAt ? toLocalInput(post.publishAt, timeZone) : '',
});

const hasBody = (doc: unknown) =>
  Boolean(
    doc &&
    typeof doc === 'object' &&
    ((doc as { content?: unknown[] }).content ?? []).some(
      (node) => JSON.stringify(node).includes('"text"') || JSON.stringify(node).includes('"image"'),
    ),
  );

export function PostEditorView({ id }: { id?: string }) {
  const { t, i18n } = useTranslation('studio-admin');
  const { t: tManagement } = useTranslation('management');
  const dates = useDateFormat();
  const navigate = useNavigate();
  const existing = useManagedPost(id);
  const save = useSavePost();
  const [form, setForm] = useState<Form>(emptyForm);
  const [language, setLanguage] = useState(i18n.language.slice(0, 2));
  const [version, setVersion] = useState(0);
  // A new post moves to its edit address once saved (a new screen): the confirmation travels along.
  const location = useLocation();
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));

  useEffect(() => {
    if (existing.data) {
      setForm(toForm(existing.data, dates.timeZone));
      setVersion((v) => v + 1);
    }
  }, [existing.data, dates.timeZone]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setText = (key: 'title' | 'teaser' | 'seoTitle' | 'seoDescription', value: string) =>
    set(key, { ...form[key], [language]: value });
  const complete = Object.keys(form.title).filter((l) => form.title[l]?.trim() && hasBody(form.body[l]));
  const nonEmpty = (texts: Translated) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim()));

  const submit = () => {
    const body: PostInput = {
      slug: form.slug.trim() || undefined,
      title: nonEmpty(form.title),
      teaser: nonEmpty(form.teaser),
      body: Object.fromEntries(Object.entries(form.body).filter(([, doc]) => hasBody(doc))),
      seoTitle: nonEmpty(form.seoTitle),
      seoDescription: nonEmpty(form.seoDescription),
      coverMediaId: form.coverMediaId,
      tags: form.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      status: form.status,
      publishAt: form.status === 'scheduled' && form.publishAt ? fromLocalInput(form.publishAt, dates.timeZone) : null,
    };
    save.mutate(
      { id, body },
      {
        onSuccess: (post) => {
          setSaved(true);
          if (!id) void navigate(paths.dashboard.post.edit(post.id), { replace: true, state: { saved: true } });
          else setForm(toForm(post, dates.timeZone));
        },
      },
    );
  };

  const title = id ? t('post.editTitle') : t('post.newTitle');
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button onClick={() => void navigate(paths.dashboard.post.root)}>{t('actions.back')}</Button>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              {t('actions.save')}
            </Button>
          </>
        }
      />
      <QueryFeedback isLoading={Boolean(id) && existing.isLoading} error={existing.error}>
        {save.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {managementError(save.error, tManagement)}
          </Alert>
        ) : null}
        {saved ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('post.saved')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
          <Card sx={{ p: { xs: 2, md: 3 } }}>
            <LanguageTabs value={language} onChange={setLanguage} complete={complete} />
            <Stack spacing={2} key={`${language}-${version}`}>
              <TextField
                label={t('fields.title')}
                value={form.title[language] ?? ''}
                onChange={(e) => setText('title', e.target.value)}
                slotProps={{ htmlInput: { lang: language, maxLength: 300 } }}
              />
              <TextField
                label={t('fields.teaser')}
                multiline
                minRows={2}
                value={form.teaser[language] ?? ''}
                onChange={(e) => setText('teaser', e.target.value)}
                slotProps={{ htmlInput: { lang: language, maxLength: 2000 } }}
              />
              <RichTextEditor
                label={t('fields.body')}
                language={language}
                value={form.body[language]}
                onChange={(doc) => set('body', { ...form.body, [language]: doc })}
              />
              <TextField
                label={t('fields.seoTitle')}
                value={form.seoTitle[language] ?? ''}
                onChange={(e) => setText('seoTitle', e.target.value)}
                slotProps={{ htmlInput: { lang: language, maxLength: 300 } }}
              />
              <TextField
                label={t('fields.seoDescription')}
                multiline
                minRows={2}
                value={form.seoDescription[language] ?? ''}
                onChange={(e) => setText('seoDescription', e.target.value)}
                slotProps={{ htmlInput: { lang: language, maxLength: 2000 } }}
              />
            </Stack>
          </Card>
          <Stack spacing={3}>
            <Card sx={{ p: { xs: 2, md: 3 } }}>
              <Stack spacing={2}>
                <PublishFields<ContentStatus>
                  statuses={CONTENT_STATUSES}
                  status={form.status}
                  onStatus={(value) => set('status', value)}
                  publishAt={form.publishAt}
                  onPublishAt={(value) => set('publishAt', value)}
                  labels={{
                    status: t('status.label'),
                    publishAt: t('fields.publishAt'),
                    of: (value) => t(`status.${value}`),
                  }}
                />
                <TextField
                  label={t('fields.slug')}
                  helperText={t('fields.slugHelp')}
                  value={form.slug}
                  onChange={(e) => set('slug', e.target.value)}
                />
                <TextField
                  label={t('fields.tags')}
                  helperText={t('media.tagsHelp')}
                  value={form.tags}
                  onChange={(e) => set('tags', e.target.value)}
                />
                <CoverField value={form.coverMediaId} onChange={(value) => set('coverMediaId', value)} />
              </Stack>
            </Card>
            {id ? (
              <Card sx={{ p: { xs: 2, md: 3 } }}>
                <ContentHistoryPanel<ManagedPost>
                  basePath="/posts/manage"
                  queryRoot="posts"
                  testId="post-history"
                  id={id}
                  onReverted={(post) => {
                    setForm(toForm(post, dates.timeZone));
                    setVersion((v) => v + 1);
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
