// A text page of the public site: a hero with title and lead, optional highlight cards, sections
// with paragraphs and lists, and room for page-specific parts (form, map, tables).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SitePageMeta } from './site-page-meta';
import type { ContentHighlight, ContentSection } from '../content-types';

export interface ContentPageProps {
  /** Key of the page in the content namespace. */
  pageKey: string;
  /** Interpolation values for every text of the page (e.g. policy hours, the venue's name). */
  values?: Record<string, string | number>;
  /** Shown between the highlights and the sections. */
  children?: ReactNode;
  /** Shown after the sections. */
  after?: ReactNode;
  maxWidth?: 'md' | 'lg';
}

/**
 * Pages whose text binds the venue and its customers (terms, booking conditions, privacy and
 * cookie policies): in any language but German they say that the German version is binding.
 */
export const LEGAL_PAGES: ReadonlySet<string> = new Set(['agb', 'conditions', 'privacy', 'cookies']);

export function ContentPage({ pageKey, values = {}, children, after, maxWidth = 'md' }: ContentPageProps) {
  const { t, i18n } = useTranslation('content');
  const showLegalNote = LEGAL_PAGES.has(pageKey) && i18n.resolvedLanguage !== 'de';
  const title = t(`${pageKey}.title`, values);
  const highlights = t(`${pageKey}.highlights`, {
    ...values,
    returnObjects: true,
    defaultValue: [],
  }) as ContentHighlight[];
  const sections = t(`${pageKey}.sections`, { ...values, returnObjects: true, defaultValue: [] }) as ContentSection[];
  return (
    <Box sx={{ width: '100%' }} data-testid={`content-${pageKey}`}>
      <SitePageMeta title={title} description={t(`${pageKey}.meta`, values)} />
      <Box
        sx={{
          py: { xs: 6, md: 9 },
          background: (theme) => `linear-gradient(180deg, ${theme.palette.primary.lighter}55 0%, transparent 100%)`,
        }}
      >
        <Container maxWidth={maxWidth}>
          <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
            {title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720 }}>
            {t(`${pageKey}.lead`, values)}
          </Typography>
          {showLegalNote ? (
            <Typography
              variant="body2"
              sx={{ mt: 2, color: 'text.secondary', fontStyle: 'italic' }}
              data-testid="legal-note"
            >
              {t('legalNote')}
            </Typography>
          ) : null}
        </Container>
      </Box>
      <Container maxWidth={maxWidth} sx={{ pb: { xs: 8, md: 12 } }}>
        {Array.isArray(highlights) && highlights.length ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, 1fr)',
                md: `repeat(${Math.min(highlights.length, 3)}, 1fr)`,
              },
              mb: 6,
            }}
          >
            {highlights.map((h) => (
              <Card key={h.title} variant="outlined" sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {h.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {h.text}
                </Typography>
              </Card>
            ))}
          </Box>
        ) : null}
        {children}
        <Stack sx={{ gap: 5 }}>
          {Array.isArray(sections)
            ? sections.map((section) => (
                <Box component="section" key={section.title}>
                  <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
                    {section.title}
                  </Typography>
                  {section.paragraphs?.map((p) => (
                    <Typography key={p} sx={{ mb: 1.5, color: 'text.secondary', lineHeight: 1.7 }}>
                      {p}
                    </Typography>
                  ))}
                  {section.items?.length ? (
                    <Box
                      component="ul"
                      sx={{ pl: 3, m: 0, color: 'text.secondary', '& li': { mb: 0.75, lineHeight: 1.6 } }}
                    >
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </Box>
                  ) : null}
                </Box>
              ))
            : null}
        </Stack>
        {after}
      </Container>
    </Box>
  );
}
