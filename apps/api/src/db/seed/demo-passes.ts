// The demo venue's passes (docs/product/passes.md): a 10er-Karte of off-peak court hours
// (Monday–Friday before 16:00) and a card of 8 come-together places, both valid 12 months.
import type { DbOrTx } from '../client';
import { passTypes } from '../schema/passes';

export async function seedDemoPasses(tx: DbOrTx, { organizationId }: { organizationId: string }): Promise<void> {
  await tx.insert(passTypes).values([
    {
      organizationId,
      name: {
        de: '10er-Karte Vormittag',
        en: '10-hour card (off-peak)',
        fr: 'Carte 10 heures (heures creuses)',
        it: 'Carnet 10 ore (fascia ridotta)',
        tr: '10 saatlik kart (sakin saatler)',
        ar: 'بطاقة 10 ساعات (أوقات الهدوء)',
      },
      unit: 'court_hour',
      units: 10,
      bookingTypes: ['normal'],
      windows: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '16:00' }],
      validityMonths: 12,
      priceCents: 26000,
      vatBasisPoints: 1900,
    },
    {
      organizationId,
      name: {
        de: '8er-Karte Come-together',
        en: '8 come-together places',
        fr: '8 places come-together',
        it: '8 posti come-together',
        tr: '8 come-together yeri',
        ar: '8 أماكن في الجلسات المفتوحة',
      },
      unit: 'place',
      units: 8,
      bookingTypes: ['come_together'],
      windows: [],
      validityMonths: 12,
      priceCents: 5600,
      vatBasisPoints: 1900,
    },
  ]);
}
