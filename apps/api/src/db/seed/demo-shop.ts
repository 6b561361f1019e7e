// The demo venue's shop (docs/product.md#shop): a dozen products with the pictures of
// scripts/shop-images.mjs, merchandise at 19 % and drinks at 7 %, a T-shirt in sizes, two rentals
// (ball sets ×6, a ball machine ×1) and a gift card; the shop is switched on for the demo.
import { eq, sql } from 'drizzle-orm';
import type { LocalizedText, ProductCategory } from '@courtside/core/shop';
import type { DbOrTx } from '../client';
import { organizations } from '../schema/organizations';
import { productVariants, products } from '../schema/shop';

interface DemoProduct {
  name: LocalizedText;
  description: LocalizedText;
  category: ProductCategory;
  priceCents: number;
  vat: 19 | 7;
  sku: string;
  image: string;
  stock?: number;
  variants?: [string, number][];
  rental?: { unit: 'booking' | 'hour'; count: number };
  giftCard?: boolean;
  lowStockThreshold?: number;
}

const img = (name: string) => `/images/shop/${name}.svg`;

export const demoProducts: DemoProduct[] = [
  {
    name: { de: 'T-Shirt „Beach“', en: 'T-shirt "Beach"', fr: 'T-shirt « Beach »' },
    description: {
      de: 'Bio-Baumwolle, Vereinsblau mit Logo.',
      en: 'Organic cotton, club blue with logo.',
    },
    category: 'apparel',
    priceCents: 2500,
    vat: 19,
    sku: 'TS-BEACH',
    image: 'tshirt-sand',
    variants: [
      ['S', 6],
      ['M', 8],
      ['L', 6],
      ['XL', 2],
    ],
  },
  {
    name: { de: 'T-Shirt „Sand“', en: 'T-shirt "Sand"' },
    description: { de: 'Leichtes Funktionsshirt in Orange.', en: 'Light sports shirt in orange.' },
    category: 'apparel',
    priceCents: 2900,
    vat: 19,
    sku: 'TS-SAND',
    image: 'tshirt-sunset',
    variants: [
      ['S', 3],
      ['M', 2],
      ['L', 0],
    ],
  },
  {
    name: { de: 'Hoodie', en: 'Hoodie' },
    description: { de: 'Für kühle Abende am Feld.', en: 'For cool evenings on court.' },
    category: 'apparel',
    priceCents: 4900,
    vat: 19,
    sku: 'HD-01',
    image: 'hoodie',
    variants: [
      ['M', 4],
      ['L', 4],
    ],
  },
  {
    name: { de: 'Cap', en: 'Cap' },
    description: { de: 'Sonnenschutz mit Stil.', en: 'Sun protection with style.' },
    category: 'accessories',
    priceCents: 1800,
    vat: 19,
    sku: 'CAP-01',
    image: 'cap',
    stock: 15,
  },
  {
    name: { de: 'Beachvolleyball', en: 'Beach volleyball' },
    description: { de: 'Offizielle Größe 5, genähtes Leder.', en: 'Official size 5, stitched.' },
    category: 'equipment',
    priceCents: 3900,
    vat: 19,
    sku: 'BALL-01',
    image: 'beach-ball',
    stock: 10,
  },
  {
    name: { de: 'Sonnencreme LSF 50', en: 'Sunscreen SPF 50' },
    description: { de: 'Wasserfest, 100 ml.', en: 'Water resistant, 100 ml.' },
    category: 'accessories',
    priceCents: 1200,
    vat: 19,
    sku: 'SUN-50',
    image: 'sunscreen',
    stock: 3,
  },
  {
    name: { de: 'Strandtuch', en: 'Beach towel' },
    description: { de: '180 × 90 cm, Mikrofaser.', en: '180 × 90 cm, microfibre.' },
    category: 'accessories',
    priceCents: 2200,
    vat: 19,
    sku: 'TOWEL-01',
    image: 'towel',
    stock: 12,
  },
  {
    name: { de: 'Trinkflasche', en: 'Water bottle' },
    description: { de: 'Edelstahl, 0,75 l.', en: 'Stainless steel, 0.75 l.' },
    category: 'accessories',
    priceCents: 1900,
    vat: 19,
    sku: 'BOTTLE-01',
    image: 'bottle',
    stock: 20,
  },
  {
    name: { de: 'Sandsocken', en: 'Sand socks' },
    description: { de: 'Gegen heißen Sand.', en: 'Against hot sand.' },
    category: 'equipment',
    priceCents: 1500,
    vat: 19,
    sku: 'SOCKS-01',
    image: 'sand-socks',
    stock: 0,
  },
  {
    name: { de: 'Getränkegutschein Limo', en: 'Drink voucher lemonade' },
    description: { de: 'Eine Limo an der Bar (0,33 l).', en: 'One lemonade at the bar (0.33 l).' },
    category: 'drinks',
    priceCents: 350,
    vat: 7,
    sku: 'DRINK-LIMO',
    image: 'drink',
    stock: 200,
  },
  {
    name: { de: 'Smoothie-Gutschein', en: 'Smoothie voucher' },
    description: { de: 'Ein frischer Smoothie an der Bar.', en: 'One fresh smoothie at the bar.' },
    category: 'drinks',
    priceCents: 550,
    vat: 7,
    sku: 'DRINK-SMOOTHIE',
    image: 'smoothie',
    stock: 100,
  },
  {
    name: { de: 'Geschenkkarte 50 €', en: 'Gift card €50' },
    description: {
      de: 'Für Platzbuchungen und den Shop. Drei Jahre gültig.',
      en: 'For court bookings and the shop. Valid for three years.',
    },
    category: 'gift_card',
    priceCents: 5000,
    vat: 19,
    sku: 'GIFT-50',
    image: 'gift-card',
    stock: 1000,
    giftCard: true,
  },
  {
    name: { de: 'Ballset (3 Bälle)', en: 'Ball set (3 balls)' },
    description: { de: 'Zur Platzbuchung ausleihen.', en: 'Rent with your court booking.' },
    category: 'rental',
    priceCents: 400,
    vat: 19,
    sku: 'RENT-BALLS',
    image: 'ball-set',
    stock: 6,
    rental: { unit: 'booking', count: 6 },
  },
  {
    name: { de: 'Ballmaschine', en: 'Ball machine' },
    description: { de: 'Pro Stunde, nur eine vorhanden.', en: 'Per hour, the venue has one.' },
    category: 'rental',
    priceCents: 1500,
    vat: 19,
    sku: 'RENT-MACHINE',
    image: 'ball-machine',
    stock: 1,
    rental: { unit: 'hour', count: 1 },
  },
];

export async function seedDemoShop(db: DbOrTx, context: { organizationId: string }): Promise<void> {
  // The demo venue shows its shop and delivers for 4.90 € (docs/product/shop.md#pick-up-or-delivery); a
  // new venue starts with the shop off and pick-up only (the settings defaults).
  await db
    .update(organizations)
    .set({
      settings: sql`coalesce(${organizations.settings}, '{}'::jsonb) || '{"shopEnabled": true, "shippingFeeCents": 490}'::jsonb`,
    })
    .where(eq(organizations.id, context.organizationId));
  for (const [i, p] of demoProducts.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        organizationId: context.organizationId,
        name: p.name,
        description: p.description,
        category: p.category,
        priceCents: p.priceCents,
        vatBasisPoints: p.vat * 100,
        status: 'published',
        sku: p.sku,
        lowStockThreshold: p.lowStockThreshold ?? 3,
        sortOrder: i * 10,
        images: [img(p.image)],
        rental: Boolean(p.rental),
        rentalUnit: p.rental?.unit ?? null,
        rentalCount: p.rental?.count ?? null,
        giftCard: p.giftCard ?? false,
      })
      .returning({ id: products.id });
    const variants = p.variants
      ? p.variants.map(([name, stock], k) => ({ name, stock, sortOrder: k, sku: `${p.sku}-${name}` }))
      : [{ name: null, stock: p.stock ?? 0, sortOrder: 0, sku: null }];
    await db
      .insert(productVariants)
      .values(variants.map((v) => ({ organizationId: context.organizationId, productId: row!.id, ...v })));
  }
}
