// The catalogue: products with their variants' stock, the shop switch, and the rule that a product
// that was ever sold (or is in a cart right now) is archived instead of deleted (docs/product.md#shop).
import { organizationSettings } from '@courtside/core/organization';
import { percentToBasisPoints } from '@courtside/core/money';
import { availableStock, localized, stockState } from '@courtside/core/shop';
import type { ProductDto, ProductInput, StockState } from '@courtside/core/shop';
import type { z } from 'zod';
import type { productPatchSchema } from '@courtside/core/shop';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { organizationRepository } from '../organization';
import { productRepository } from './product.repository';
import type { ProductWithVariants } from './product.repository';

export async function shopEnabled(db: DbOrTx, organizationId: string): Promise<boolean> {
  const org = await organizationRepository.findById(db, organizationId);
  return Boolean(org && organizationSettings(org.settings).shopEnabled);
}

/** Public shop routes and shop items in the cart answer 409 while the venue's shop is off. */
export async function assertShopEnabled(db: DbOrTx, organizationId: string): Promise<void> {
  if (!(await shopEnabled(db, organizationId)))
    throw new AppError('SHOP_DISABLED', 'The shop of this venue is not open yet');
}

export function productToDto(p: ProductWithVariants, language?: string): ProductDto {
  const variants = p.variants
    .filter((v) => v.active)
    .map((v) => {
      const available = availableStock(v);
      return {
        id: v.id,
        name: v.name,
        sku: v.sku,
        stock: v.stock,
        reserved: v.reserved,
        available,
        stockStatus: stockState(available, p.lowStockThreshold),
      };
    });
  const stock = variants.reduce((s, v) => s + v.stock, 0);
  const available = variants.reduce((s, v) => s + v.available, 0);
  return {
    id: p.id,
    name: localized(p.name, language),
    description: localized(p.description, language),
    names: p.name,
    descriptions: p.description,
    category: p.category,
    price: p.priceCents,
    vatPercent: p.vatBasisPoints / 100,
    status: p.status,
    sku: p.sku,
    stock,
    available,
    lowStockThreshold: p.lowStockThreshold,
    stockStatus: stockState(available, p.lowStockThreshold),
    // A product without variants shows its one stock row as no variants at all.
    variants: variants.length === 1 && variants[0]!.name === null ? [] : variants,
    sortOrder: p.sortOrder,
    images: p.images,
    rental: p.rental,
    rentalUnit: p.rentalUnit,
    rentalCount: p.rentalCount,
    giftCard: p.giftCard,
    soldCount: p.soldCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The variant a stock change or cart line is about: the named one, or the product's only row. */
export function variantOf(p: ProductWithVariants, variantId: string | null | undefined) {
  const active = p.variants.filter((v) => v.active);
  if (variantId) {
    const v = active.find((x) => x.id === variantId);
    if (!v) throw notFound('Variant');
    return v;
  }
  if (active.length === 1) return active[0]!;
  throw new AppError('VALIDATION_FAILED', 'Choose a variant (e.g. a size) of this product', { field: 'variantId' });
}

function columnsOf(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    priceCents: input.priceCents,
    vatBasisPoints: percentToBasisPoints(input.vatPercent),
    status: input.status,
    sku: input.sku || null,
    lowStockThreshold: input.lowStockThreshold,
    sortOrder: input.sortOrder,
    images: input.images,
    rental: input.rental,
    rentalUnit: input.rental ? (input.rentalUnit ?? null) : null,
    rentalCount: input.rental ? (input.rentalCount ?? null) : null,
    giftCard: input.giftCard,
  };
}

async function skuTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation)
      throw new AppError('ALREADY_EXISTS', 'Another product already has this SKU', { field: 'sku' });
    throw error;
  }
}

export async function createProduct(tx: DbOrTx, organizationId: string, input: ProductInput) {
  return skuTaken(async () => {
    const row = await productRepository.insert(tx, { organizationId, ...columnsOf(input) });
    if (input.variants.length) {
      for (const [i, v] of input.variants.entries())
        await productRepository.insertVariant(tx, {
          organizationId,
          productId: row.id,
          name: v.name,
          sku: v.sku || null,
          sortOrder: i,
          stock: v.stock,
        });
    } else {
      await productRepository.insertVariant(tx, { organizationId, productId: row.id, name: null, stock: input.stock });
    }
    return (await productRepository.find(tx, organizationId, row.id))!;
  });
}

async function setStockOrRefuse(tx: DbOrTx, variantId: string, stock: number): Promise<void> {
  if (!(await productRepository.setStock(tx, variantId, stock)))
    throw new AppError('CONFLICT', 'The stock cannot go below what carts and payments in progress hold right now', {
      field: 'stock',
    });
}

/**
 * Replaces a product's data. Variants are matched by id: kept ones get their new name and stock,
 * new ones are added, missing ones are switched off (their sales history stays).
 */
export async function updateProduct(tx: DbOrTx, organizationId: string, id: string, input: ProductInput) {
  if (!(await productRepository.lock(tx, organizationId, id))) throw notFound('Product');
  const current = (await productRepository.find(tx, organizationId, id))!;
  return skuTaken(async () => {
    await productRepository.update(tx, id, columnsOf(input));
    const named = current.variants.filter((v) => v.name !== null);
    const single = current.variants.find((v) => v.name === null);
    if (input.variants.length === 0) {
      for (const v of named) await productRepository.updateVariant(tx, v.id, { active: false });
      if (single) {
        await productRepository.updateVariant(tx, single.id, { active: true });
        await setStockOrRefuse(tx, single.id, input.stock);
      } else
        await productRepository.insertVariant(tx, { organizationId, productId: id, name: null, stock: input.stock });
    } else {
      if (single) await productRepository.updateVariant(tx, single.id, { active: false });
      const keep = new Set<string>();
      for (const [i, v] of input.variants.entries()) {
        const existing = v.id ? named.find((x) => x.id === v.id) : named.find((x) => x.name === v.name);
        if (existing) {
          keep.add(existing.id);
          await productRepository.updateVariant(tx, existing.id, {
            name: v.name,
            sku: v.sku || null,
            sortOrder: i,
            active: true,
          });
          await setStockOrRefuse(tx, existing.id, v.stock);
        } else {
          await productRepository.insertVariant(tx, {
            organizationId,
            productId: id,
            name: v.name,
            sku: v.sku || null,
            sortOrder: i,
            stock: v.stock,
          });
        }
      }
      for (const v of named) if (!keep.has(v.id)) await productRepository.updateVariant(tx, v.id, { active: false });
    }
    return (await productRepository.find(tx, organizationId, id))!;
  });
}

export async function patchProduct(
  tx: DbOrTx,
  organizationId: string,
  id: string,
  patch: z.infer<typeof productPatchSchema>,
) {
  if (!(await productRepository.lock(tx, organizationId, id))) throw notFound('Product');
  const current = (await productRepository.find(tx, organizationId, id))!;
  await productRepository.update(tx, id, {
    ...(patch.status ? { status: patch.status } : {}),
    ...(patch.sortOrder !== undefined ? { sortOrder: patch.sortOrder } : {}),
  });
  if (patch.stock !== undefined) await setStockOrRefuse(tx, variantOf(current, null).id, patch.stock);
  for (const v of patch.variantStock ?? []) await setStockOrRefuse(tx, variantOf(current, v.id).id, v.stock);
  return (await productRepository.find(tx, organizationId, id))!;
}

/**
 * Deletes a product that never sold and is in no cart; otherwise answers 409 and the product
 * should be archived (its sales stay on orders, invoices and the shop report).
 */
export async function deleteProduct(tx: DbOrTx, organizationId: string, id: string): Promise<void> {
  const row = await productRepository.lock(tx, organizationId, id);
  if (!row) throw notFound('Product');
  if (row.soldCount > 0 || (await productRepository.hasAnyReservation(tx, id)))
    throw new AppError('CONFLICT', 'This product has been in carts or orders: archive it instead of deleting it', {
      reason: 'archive_instead',
    });
  await productRepository.remove(tx, id);
}

export function matchesStock(dto: ProductDto, wanted: StockState | undefined): boolean {
  return !wanted || dto.stockStatus === wanted;
}
