// One file of the library: its name, tags and an alt text per language (an image needs one in the
// venue's language before a public page may show it), where it is used, and a delete that the
// server refuses while anything still uses the file (the refusal lists the places).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES } from '../../../../locales/languages';
import { ApiError } from '../../../../lib/api-client';
import { managementError } from '../../shared/management-error';
import { formatBytes, thumbnailUrl, useDeleteMedia, useUpdateMedia } from '../api/media';
import type { MediaDto, MediaUsage } from '../api/media';

interface Props {
  media: MediaDto;
  onClose: () => void;
}

export function MediaDetailsDialog({ media, onClose }: Props) {
  const { t, i18n } = useTranslation('studio-admin');
  const { t: tManagement } = useTranslation('management');
  const [name, setName] = useState(media.name);
  const [tags, setTags] = useState(media.tags.join(', '));
  const [alt, setAlt] = useState<Record<string, string>>(media.alt);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const refusedUsages =
    remove.error instanceof ApiError && remove.error.code === 'IN_USE'
      ? ((remove.error.details as { usages?: MediaUsage[] } | undefined)?.usages ?? [])
      : [];
  const usages = refusedUsages.length > 0 ? refusedUsages : media.usages;

  const save = () =>
    update.mutate(
      {
        id: media.id,
        body: {
          name,
          alt,
          tags: tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        },
      },
      { onSuccess: onClose },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="media-details-title">
      <DialogTitle id="media-details-title">{media.name}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: '0 0 240px' }}>
            {media.kind === 'image' ? (
              <Box
                component="img"
                src={thumbnailUrl(media, 480)}
                alt={alt[i18n.language.slice(0, 2)] ?? ''}
                sx={{ width: '100%', borderRadius: 1 }}
              />
            ) : null}
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {media.mimeType} · {formatBytes(media.bytes, i18n.language)}
              {media.width ? ` · ${media.width}×${media.height}` : ''}
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('media.usedBy')}
            </Typography>
            {usages.length === 0 ? (
              <Typography variant="body2">{t('media.unused')}</Typography>
            ) : (
              <List dense disablePadding>
                {usages.map((usage) => (
                  <ListItem key={`${usage.entity}-${usage.entityId}`} disableGutters>
                    {t(`media.entity.${usage.entity}`, { defaultValue: usage.entity })}: {usage.label}
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
          <Stack spacing={2} sx={{ flex: 1, pt: 1 }}>
            <TextField label={t('media.name')} value={name} onChange={(e) => setName(e.target.value)} />
            <TextField
              label={t('media.tags')}
              helperText={t('media.tagsHelp')}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
            />
            {media.kind === 'image' ? (
              <>
                <Typography variant="subtitle2" component="h3">
                  {t('media.alt')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('media.altHelp')}
                </Typography>
                {LANGUAGES.map((language) => (
                  <TextField
                    key={language.value}
                    size="small"
                    label={language.label}
                    value={alt[language.value] ?? ''}
                    onChange={(e) => setAlt({ ...alt, [language.value]: e.target.value })}
                    slotProps={{ htmlInput: { lang: language.value, dir: language.dir, maxLength: 300 } }}
                    helperText={alt[language.value] ? undefined : t('media.altMissing')}
                  />
                ))}
              </>
            ) : null}
          </Stack>
        </Stack>
        {update.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {managementError(update.error, tManagement)}
          </Alert>
        ) : null}
        {remove.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusedUsages.length > 0 ? t('media.inUse') : managementError(remove.error, tManagement)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          onClick={() => remove.mutate(media.id, { onSuccess: onClose })}
          disabled={remove.isPending}
          sx={{ mr: 'auto' }}
        >
          {t('media.delete')}
        </Button>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending || !name.trim()}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
