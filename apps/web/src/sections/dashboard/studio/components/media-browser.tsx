// The library's files as a grid of thumbnails or a list, with a search over names, alt texts and
// tags and a tag filter. Used by the file manager (open a file) and the pickers (choose one).
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridIcon from '@mui/icons-material/GridViewOutlined';
import ListIcon from '@mui/icons-material/ViewListOutlined';
import DocumentIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { formatBytes, thumbnailUrl, useMediaList } from '../api/media';
import type { MediaDto } from '../api/media';

interface Props {
  onSelect: (media: MediaDto) => void;
  kind?: 'image' | 'document';
  tags?: string[];
}

function Thumb({ media, size }: { media: MediaDto; size: number }) {
  if (media.kind !== 'image')
    return (
      <Box sx={{ width: size, height: size, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        <DocumentIcon aria-hidden />
      </Box>
    );
  return (
    <Box
      component="img"
      src={thumbnailUrl(media, size)}
      alt=""
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
    />
  );
}

export function MediaBrowser({ onSelect, kind, tags = [] }: Props) {
  const { t, i18n } = useTranslation('studio-admin');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const deferred = useDeferredValue(search);
  const { data, isFetching, error } = useMediaList({ search: deferred.trim(), tag, kind });
  const rows = data?.rows ?? [];
  const lang = i18n.language.slice(0, 2);
  const missingAlt = (m: MediaDto) => m.kind === 'image' && !m.alt[lang];

  const label = (m: MediaDto) =>
    [
      m.name,
      missingAlt(m) ? t('media.altMissing') : '',
      m.usages.length ? t('media.usedCount', { count: m.usages.length }) : '',
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('media.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 200, flex: 1 }}
        />
        {tags.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('media.tag')}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('media.allTags')}</MenuItem>
            {tags.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, next: 'grid' | 'list' | null) => next && setView(next)}
          aria-label={t('media.view')}
        >
          <ToggleButton value="grid" aria-label={t('media.grid')}>
            <GridIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('media.list')}>
            <ListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {isFetching ? <LinearProgress aria-label={t('media.loading')} sx={{ mb: 1 }} /> : null}
      {error ? <Alert severity="error">{t('media.loadError')}</Alert> : null}
      {data && rows.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('media.empty')}</Typography> : null}
      {view === 'grid' ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {rows.map((m) => (
            <li key={m.id}>
              <ButtonBase
                onClick={() => onSelect(m)}
                aria-label={label(m)}
                sx={{ display: 'block', width: '100%', textAlign: 'start', borderRadius: 1, overflow: 'hidden' }}
              >
                <Box
                  sx={{ aspectRatio: '1', '& img, & > div': { width: '100% !important', height: '100% !important' } }}
                >
                  <Thumb media={m} size={160} />
                </Box>
                <Typography variant="body2" noWrap sx={{ px: 0.5, pt: 0.5 }}>
                  {m.name}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ px: 0.5, pb: 0.5, minHeight: 24 }}>
                  {missingAlt(m) ? <Chip size="small" color="warning" label={t('media.noAlt')} /> : null}
                  {m.usages.length ? (
                    <Chip size="small" label={t('media.usedCount', { count: m.usages.length })} />
                  ) : null}
                </Stack>
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((m) => (
            <li key={m.id}>
              <ButtonBase
                onClick={() => onSelect(m)}
                aria-label={label(m)}
                sx={{ display: 'flex', width: '100%', gap: 2, p: 1, justifyContent: 'flex-start', textAlign: 'start' }}
              >
                <Thumb media={m} size={48} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {m.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatBytes(m.bytes, i18n.language)} · {m.tags.join(', ')}
                  </Typography>
                </Box>
                {missingAlt(m) ? <Chip size="small" color="warning" label={t('media.noAlt')} /> : null}
                {m.usages.length ? (
                  <Chip size="small" label={t('media.usedCount', { count: m.usages.length })} />
                ) : null}
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
