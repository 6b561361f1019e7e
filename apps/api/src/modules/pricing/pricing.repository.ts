// The only code of the pricing module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../db/schema/venue';

export const pricingRepository = {
  /** The venue's sites with address and coordinates (public: printed on every page footer). */
  async locationsOf(db: DbOrTx, organizationId: string) {
    return db
      .select({
        id: locations.id,
        name: locations.name,
        address: locations.address,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(locations)
      .where(eq(locations.organizationId, organizationId))
      .orderBy(asc(locations.createdAt));
  },
};
