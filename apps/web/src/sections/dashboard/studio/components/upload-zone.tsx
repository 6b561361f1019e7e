// Drop files here or pick them: each goes up on its own request with its own progress bar; a
// refused file (wrong type by its content, too large, quota full) says why and the others go on.
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { errorMessage } from '../../../../lib/error-message';
import { uploadMediaFile } from '../api/media';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
  done?: boolean;
}

export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,application/pdf';

export function UploadZone() {
  const { t } = useTranslation('studio-admin');
  const { t: tCommon } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setUploads((list) => [
      ...list.filter((u) => !u.done),
      ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    void Promise.all(
      batch.map(({ file, key }) =>
        uploadMediaFile(file, (share) => patch(key, { progress: share }))
          .then(() => patch(key, { progress: 1, done: true }))
          .catch((error: unknown) => patch(key, { error: errorMessage(error, tCommon) })),
      ),
    ).then(() => client.invalidateQueries({ queryKey: ['media'] }));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    start([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          textAlign: 'center',
        }}
      >
        <UploadIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mb: 1 }}>{t('media.drop')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('media.types')}
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {t('media.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPTED_TYPES}
          aria-label={t('media.pick')}
          data-testid="media-file-input"
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {uploads.length > 0 ? (
        <Stack spacing={1} sx={{ mt: 2 }} aria-live="polite">
          {uploads.map((upload) =>
            upload.error ? (
              <Alert key={upload.key} severity="error" onClose={() => patch(upload.key, { done: true })}>
                {upload.name}: {upload.error}
              </Alert>
            ) : (
              <Box key={upload.key}>
                <Typography variant="body2">
                  {upload.name} {upload.done ? `· ${t('media.uploaded')}` : ''}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(upload.progress * 100)}
                  aria-label={t('media.progress', { name: upload.name })}
                />
              </Box>
            ),
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
