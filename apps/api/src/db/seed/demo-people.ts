// The regulars of the demo venue (guests who book without an account) and the seed's generator.

/** A small deterministic generator (mulberry32): the same demo for the same day. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const firstNames = [
  'Lena',
  'Jonas',
  'Mia',
  'Paul',
  'Emma',
  'Felix',
  'Hannah',
  'Lukas',
  'Sophie',
  'Elias',
  'Lea',
  'Noah',
  'Marie',
  'Ben',
  'Laura',
  'Tim',
  'Julia',
  'Finn',
  'Sarah',
  'Leon',
  'Anna',
  'Moritz',
  'Clara',
  'David',
  'Aylin',
  'Mehmet',
  'Giulia',
  'Marco',
  'Chloé',
  'Yusuf',
  'Nina',
  'Jan',
];
const lastNames = [
  'Fischer',
  'Weber',
  'Schneider',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Yılmaz',
  'Rossi',
  'Martin',
  'Demir',
  'Vogel',
  'Jung',
];

const ascii = (s: string) =>
  s
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ı', 'i')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/** 60 regulars with names and addresses of their own (the first five play in the sessions too). */
export const demoGuests: { name: string; email: string }[] = Array.from({ length: 60 }, (_, i) => {
  const first = firstNames[i % firstNames.length]!;
  const last = lastNames[(i * 7) % lastNames.length]!;
  return { name: `${first} ${last}`, email: `${ascii(first)}.${ascii(last)}@example.org` };
});
