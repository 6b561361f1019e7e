// Writes the demo shop's product pictures (simple flat SVG illustrations, no external sources) to
// apps/web/public/images/shop/. Run once: node scripts/shop-images.mjs (the files are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'images', 'shop');
mkdirSync(out, { recursive: true });

const frame = (bg, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
  `<rect width="400" height="400" fill="${bg}"/>` +
  `<ellipse cx="200" cy="350" rx="130" ry="18" fill="#000" opacity=".08"/>${body}</svg>\n`;

const shirt = (color, print) =>
  `<path d="M120 90l50-25h60l50 25 50 55-45 35-25-20v190H140V160l-25 20-45-35z" fill="${color}"/>` +
  `<path d="M170 65q30 30 60 0" fill="none" stroke="#00000033" stroke-width="6"/>` +
  `<text x="200" y="230" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${print}</text>`;

const images = {
  'tshirt-sand': frame('#f4e7c8', shirt('#1d6fa3', 'BEACH'), 'T-shirt'),
  'tshirt-sunset': frame('#ffe1d2', shirt('#e4572e', 'SAND'), 'T-shirt'),
  hoodie: frame(
    '#e3ecf3',
    `<path d="M110 110l60-40h60l60 40 40 70-40 20-20-30v190H130V170l-20 30-40-20z" fill="#2d3142"/>` +
      `<path d="M165 70q35 60 70 0" fill="#3c4258"/><rect x="160" y="230" width="80" height="40" rx="8" fill="#4f5670"/>`,
    'Hoodie',
  ),
  cap: frame(
    '#fff3cd',
    `<path d="M110 230q0-110 90-110t90 110z" fill="#f2a541"/><path d="M100 230h220q20 0 30 20H100z" fill="#c97c1a"/>` +
      `<circle cx="200" cy="122" r="8" fill="#c97c1a"/>`,
    'Cap',
  ),
  'beach-ball': frame(
    '#d9f2ef',
    `<circle cx="200" cy="200" r="120" fill="#fff"/><path d="M200 80a120 120 0 0 1 104 60L200 200z" fill="#e63946"/>` +
      `<path d="M304 260a120 120 0 0 1-104 60V200z" fill="#457b9d"/><path d="M96 260a120 120 0 0 1 0-120L200 200z" fill="#f4a261"/>` +
      `<circle cx="200" cy="200" r="120" fill="none" stroke="#00000022" stroke-width="4"/>`,
    'Volleyball',
  ),
  sunscreen: frame(
    '#fdf0e0',
    `<rect x="150" y="110" width="100" height="210" rx="24" fill="#ffb703"/><rect x="175" y="70" width="50" height="45" rx="8" fill="#fb8500"/>` +
      `<circle cx="200" cy="200" r="30" fill="#fff"/><text x="200" y="280" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">SPF50</text>`,
    'Sunscreen',
  ),
  towel: frame(
    '#e6f4ea',
    `<rect x="100" y="110" width="200" height="200" rx="14" fill="#2a9d8f"/>` +
      `<rect x="100" y="150" width="200" height="24" fill="#e9c46a"/><rect x="100" y="250" width="200" height="24" fill="#e9c46a"/>`,
    'Towel',
  ),
  bottle: frame(
    '#e0f2fe',
    `<rect x="160" y="120" width="80" height="210" rx="30" fill="#0ea5e9"/><rect x="175" y="80" width="50" height="45" rx="10" fill="#0369a1"/>` +
      `<rect x="160" y="190" width="80" height="40" fill="#ffffff88"/>`,
    'Water bottle',
  ),
  drink: frame(
    '#fef9c3',
    `<path d="M140 110h120l-20 220h-80z" fill="#fde047"/><path d="M150 160h100l-14 160h-72z" fill="#f59e0b"/>` +
      `<rect x="210" y="60" width="10" height="120" fill="#ef4444" transform="rotate(15 215 120)"/>`,
    'Drink',
  ),
  smoothie: frame(
    '#fce7f3',
    `<path d="M140 110h120l-20 220h-80z" fill="#fbcfe8"/><path d="M148 150h104l-15 170h-74z" fill="#db2777"/>` +
      `<circle cx="240" cy="110" r="26" fill="#22c55e"/>`,
    'Smoothie',
  ),
  'gift-card': frame(
    '#ede9fe',
    `<rect x="70" y="120" width="260" height="160" rx="18" fill="#6d28d9"/><rect x="180" y="120" width="30" height="160" fill="#fbbf24"/>` +
      `<text x="120" y="215" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">50 €</text>`,
    'Gift card',
  ),
  'ball-set': frame(
    '#e0f7fa',
    `<circle cx="140" cy="220" r="60" fill="#fff" stroke="#0f766e" stroke-width="6"/><circle cx="260" cy="220" r="60" fill="#fff" stroke="#f97316" stroke-width="6"/>` +
      `<circle cx="200" cy="140" r="60" fill="#fff" stroke="#2563eb" stroke-width="6"/>`,
    'Ball set',
  ),
  'ball-machine': frame(
    '#f1f5f9',
    `<rect x="110" y="150" width="180" height="140" rx="16" fill="#334155"/><circle cx="200" cy="130" r="55" fill="#94a3b8"/>` +
      `<circle cx="150" cy="310" r="22" fill="#0f172a"/><circle cx="250" cy="310" r="22" fill="#0f172a"/><rect x="270" y="190" width="70" height="26" rx="10" fill="#64748b"/>`,
    'Ball machine',
  ),
  'sand-socks': frame(
    '#fff7ed',
    `<path d="M150 80h50v150q0 40 40 50l50 15q20 8 10 40H170q-25 0-25-30z" fill="#fb923c"/><rect x="150" y="80" width="50" height="30" fill="#c2410c"/>`,
    'Sand socks',
  ),
};

for (const [name, svg] of Object.entries(images)) writeFileSync(join(out, `${name}.svg`), svg);
console.log(`wrote ${Object.keys(images).length} images to ${out}`);
