// The product form's values (what the inputs hold) and their mapping to the API body
// (docs/product/shop.md#catalogue). Names and descriptions are edited in German and English; texts
// in other languages that the product already has are kept as they are.
import { z } from 'zod';
import { productCategories } from '@courtside/core/shop';
import type { ProductDto } from '@courtside/core/shop';
import type { ProductBody } from '../api/products-api';

const wholeNumber = z.string().trim().regex(/^\d+$/, 'management:validation.wholeNumber');

export const productFormSchema = z
  .object({
    nameDe: z.string().trim().max(200),
    nameEn: z.string().trim().max(200),
    descriptionDe: z.string().max(4000),
    descriptionEn: z.string().max(4000),
    category: z.enum(productCategories),
    priceCents: z.number().int().min(0).nullable(),
    vatPercent: z.union([z.literal(19), z.literal(7)]),
    status: z.enum(['published', 'draft', 'archived']),
    sku: z.string().trim().max(60),
    stock: wholeNumber,
    lowStockThreshold: wholeNumber,
    variants: z.array(
      z.object({
        id: z.string().optional(),
        name: z.string().trim().min(1).max(60),
        sku: z.string().trim().max(60),
        stock: wholeNumber,
      }),
    ),
    images: z.string().max(24_000),
  })
  .refine((v) => v.nameDe !== '' || v.nameEn !== '', { path: ['nameDe'], message: 'shop-staff:form.nameRequired' })
  .refine((v) => v.priceCents !== null, { path: ['priceCents'], message: 'shop-staff:form.priceRequired' })
  .refine((v) => new Set(v.variants.map((x) => x.name.toLowerCase())).size === v.variants.length, {
    path: ['variants'],
    message: 'shop-staff:form.variantsUnique',
  });

export type ProductFormValues = z.infer<typeof productFormSchema>;

export function productFormDefaults(product?: ProductDto): ProductFormValues {
  const variants = product?.variants.filter((v) => v.name !== null) ?? [];
  return {
    nameDe: product?.names.de ?? '',
    nameEn: product?.names.en ?? '',
    descriptionDe: product?.descriptions.de ?? '',
    descriptionEn: product?.descriptions.en ?? '',
    category: product?.category ?? 'other',
    priceCents: product?.price ?? null,
    vatPercent: product?.vatPercent === 7 ? 7 : 19,
    status: product?.status ?? 'draft',
    sku: product?.sku ?? '',
    stock: String(product?.stock ?? 0),
    lowStockThreshold: String(product?.lowStockThreshold ?? 3),
    variants: variants.map((v) => ({ id: v.id, name: v.name ?? '', sku: v.sku ?? '', stock: String(v.stock) })),
    images: (product?.images ?? []).join('\n'),
  };
}

const text = (value: string) => value.trim();

/** The body of POST /products or PUT /products/:id; rental and gift-card settings stay as they were. */
export function productBody(values: ProductFormValues, product?: ProductDto): ProductBody {
  const names = { ...product?.names, de: text(values.nameDe), en: text(values.nameEn) };
  const descriptions = { ...product?.descriptions, de: values.descriptionDe.trim(), en: values.descriptionEn.trim() };
  return {
    name: Object.fromEntries(Object.entries(names).filter(([, v]) => v)),
    description: Object.fromEntries(Object.entries(descriptions).filter(([, v]) => v)),
    category: values.category,
    priceCents: values.priceCents ?? 0,
    vatPercent: values.vatPercent,
    status: values.status,
    sku: text(values.sku) || null,
    stock: Number(values.stock),
    lowStockThreshold: Number(values.lowStockThreshold),
    variants: values.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      name: text(v.name),
      sku: text(v.sku) || null,
      stock: Number(v.stock),
    })),
    sortOrder: product?.sortOrder ?? 0,
    images: values.images
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    rental: product?.rental ?? false,
    rentalUnit: product?.rentalUnit ?? null,
    rentalCount: product?.rentalCount ?? null,
    giftCard: product?.giftCard ?? false,
  };
}
