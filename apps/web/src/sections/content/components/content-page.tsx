// A text page of the public site: a hero with title and lead, optional highlight cards, sections
// with paragraphs and lists, and room for page-specific parts (form, map, tables). Built on the
// light layer (ui/README.md), so these pages load no MUI.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Container, Text } from '../../../ui';
import { SitePageMeta } from './site-page-meta';
import type { ContentHighlight, ContentSection } from '../content-types';
import '../content.css';

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
    <div className="ct-page" data-testid={`content-${pageKey}`}>
      <SitePageMeta title={title} description={t(`${pageKey}.meta`, values)} />
      <div className="ct-hero">
        <Container maxWidth={maxWidth}>
          <Text variant="h2" as="h1" className="ct-title">
            {title}
          </Text>
          <Text variant="h6" as="p" color="secondary" className="ct-lead">
            {t(`${pageKey}.lead`, values)}
          </Text>
          {showLegalNote ? (
            <Text variant="body2" color="secondary" className="ct-legal-note" data-testid="legal-note">
              {t('legalNote')}
            </Text>
          ) : null}
        </Container>
      </div>
      <Container maxWidth={maxWidth} className="ct-body">
        {Array.isArray(highlights) && highlights.length ? (
          <div className="ct-highlights" data-count={Math.min(highlights.length, 3)}>
            {highlights.map((h) => (
              <Card key={h.title} variant="outlined" className="ct-highlight">
                <Text variant="h6" as="h2">
                  {h.title}
                </Text>
                <Text variant="body2" color="secondary">
                  {h.text}
                </Text>
              </Card>
            ))}
          </div>
        ) : null}
        {children}
        <div className="ct-sections">
          {Array.isArray(sections)
            ? sections.map((section) => (
                <section key={section.title}>
                  <Text variant="h4" as="h2" className="ct-section-title">
                    {section.title}
                  </Text>
                  {section.paragraphs?.map((p) => (
                    <Text key={p} color="secondary" className="ct-paragraph">
                      {p}
                    </Text>
                  ))}
                  {section.items?.length ? (
                    <ul className="ct-list">
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))
            : null}
        </div>
        {after}
      </Container>
    </div>
  );
}
