// The demo venue's job opening, written through the job service (the same rules as the dashboard):
// a published mini-job for the 2027 beach season in German and English (docs/product/content.md#jobs).
import type { DbOrTx } from '../client';
import { createJob } from '../../modules/job/job.service';

export async function seedDemoJobs(db: DbOrTx, context: { organizationId: string }): Promise<void> {
  await createJob(
    db,
    { organizationId: context.organizationId, actorUserId: null },
    {
      slug: 'minijob-strandaufsicht-2027',
      title: {
        de: 'Minijob: Strandaufsicht, Saison 2027',
        en: 'Mini-job: beach attendant, season 2027',
      },
      description: {
        de: [
          'Für die Beachsaison 2027 (Mai bis September) suchen wir Verstärkung für die Strandaufsicht.',
          'Deine Aufgaben: Plätze vorbereiten und abziehen, Netze und Linien prüfen, Gäste begrüßen und einweisen, Leihbälle ausgeben.',
          'Wir wünschen uns: Freude am Umgang mit Menschen, Zuverlässigkeit und Zeit an zwei bis drei Abenden oder Wochenendtagen pro Woche. Ein Rettungsschwimmer- oder Erste-Hilfe-Kurs ist willkommen, aber keine Bedingung.',
          'Wir bieten: 538-€-Minijob, flexible Schichten, freies Spielen auf freien Plätzen und ein nettes Team.',
        ].join('\n\n'),
        en: [
          'For the 2027 beach season (May to September) we are looking for beach attendants.',
          'What you do: prepare and rake the courts, check nets and lines, welcome guests and show them around, hand out balls.',
          'What we hope for: you enjoy working with people, you are reliable and have two or three evenings or weekend days a week. A lifeguard or first-aid course is welcome but not required.',
          'What we offer: a €538 mini-job, flexible shifts, free play on empty courts and a friendly team.',
        ].join('\n\n'),
      },
      type: 'mini_job',
      startDate: '2027-05-01',
      contactEmail: null,
      status: 'published',
    },
  );
}
