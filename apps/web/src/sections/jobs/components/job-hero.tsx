// The careers pages' heading band: title, lead and (on a job's page) its facts.
import type { ReactNode } from 'react';
import { Container, Text } from '../../../ui';
import '../jobs.css';

export function JobHero({ title, lang, children }: { title: string; lang?: string; children?: ReactNode }) {
  return (
    <div className="jb-hero">
      <Container maxWidth="md">
        {/* Text in another script's direction (German on an Arabic page) keeps its own direction. */}
        <Text variant="h2" as="h1" lang={lang} dir={lang ? 'auto' : undefined} className="jb-title">
          {title}
        </Text>
        {children}
      </Container>
    </div>
  );
}
