import { describe, expect, it } from 'vitest';
import { productInputSchema } from '@courtside/core/shop';
import type { ProductDto } from '@courtside/core/shop';
import { productBody, productFormDefaults, productFormSchema } from './product-form';

const product = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'T-Shirt',
  description: '',
  names: { de: 'T-Shirt', en: 'T-shirt', fr: 'T-shirt FR' },
  descriptions: { de: 'Baumwolle', fr: 'Coton' },
  category: 'apparel',
  price: 2500,
  vatPercent: 19,
  status: 'published',
  sku: 'TS-1',
  stock: 0,
  available: 0,
  lowStockThreshold: 3,
  stockStatus: 'in stock',
  variants: [
    {
      id: '00000000-0000-4000-8000-00000000000a',
      name: 'S',
      sku: null,
      stock: 4,
      reserved: 1,
      available: 3,
      stockStatus: 'in stock',
    },
  ],
  sortOrder: 5,
  images: ['/a.svg', '/b.svg'],
  rental: false,
  rentalUnit: null,
  rentalCount: null,
  giftCard: false,
  soldCount: 2,
  createdAt: '',
  updatedAt: '',
} satisfies ProductDto;

describe('product form', () => {
  it('turns the form back into a body the API accepts, keeping languages it does not edit', () => {
    const values = productFormDefaults(product);
    expect(productFormSchema.safeParse(values).success).toBe(true);
    const body = productBody({ ...values, nameEn: ' Shirt ', images: '/a.svg\n\n /c.svg ' }, product);
    expect(productInputSchema.safeParse(body).success).toBe(true);
    expect(body.name).toEqual({ de: 'T-Shirt', en: 'Shirt', fr: 'T-shirt FR' });
    expect(body.description).toEqual({ de: 'Baumwolle', fr: 'Coton' });
    expect(body.images).toEqual(['/a.svg', '/c.svg']);
    expect(body.variants).toEqual([{ id: product.variants[0]!.id, name: 'S', sku: null, stock: 4 }]);
    expect(body.sortOrder).toBe(5);
  });

  it('refuses a product without a name or price and two variants of one name', () => {
    const empty = productFormDefaults();
    const result = productFormSchema.safeParse({
      ...empty,
      category: 'other',
      variants: [
        { name: 'M', sku: '', stock: '1' },
        { name: 'm', sku: '', stock: '2' },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nameDe', 'priceCents', 'variants']));
  });
});
