// The organization's policies edited by managers: service fee, VAT, cancellation windows,
// come-together minimums, maintenance mode and shop on/off (docs/product.md#come-together). Stored in
// organizations.settings; defaults come from packages/core/organization.ts.
import { organizationSettings } from '@courtside/core/organization';
import type { OrganizationSettings } from '@courtside/core/organization';
import type { VenueSettings, VenueSettingsPatch } from '@courtside/core/venue-setup-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { venueSetupRepository as repo } from './venue-setup.repository';
import { auditSetup } from './setup-actor';
import type { SetupActor } from './setup-actor';

export function venueSettingsOf(settings: OrganizationSettings): VenueSettings {
  const { serviceFee, vatPercent, shopEnabled, shippingFeeCents, maintenanceMode, cancellation, comeTogether, split } =
    settings;
  return { serviceFee, vatPercent, shopEnabled, shippingFeeCents, maintenanceMode, cancellation, comeTogether, split };
}

export async function readVenueSettings(db: DbOrTx, organizationId: string): Promise<VenueSettings> {
  const org = await repo.findOrganization(db, organizationId);
  if (!org) throw notFound('Organization');
  return venueSettingsOf(organizationSettings(org.settings));
}

function diff(before: VenueSettings, after: VenueSettings): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof VenueSettings)[]) {
    const a = before[key];
    const b = after[key];
    if (typeof b === 'object' && b !== null) {
      for (const [sub, value] of Object.entries(b)) {
        const old = (a as Record<string, unknown>)[sub];
        if (old !== value) out[`${key}.${sub}`] = [old, value];
      }
    } else if (a !== b) out[key] = [a, b];
  }
  return out;
}

export async function updateVenueSettings(
  db: DbOrTx,
  actor: SetupActor,
  patch: VenueSettingsPatch,
): Promise<VenueSettings> {
  return db.transaction(async (tx) => {
    const org = await repo.lockOrganization(tx, actor.organizationId);
    if (!org) throw notFound('Organization');
    const stored = (org.settings ?? {}) as Record<string, unknown>;
    const current = organizationSettings(stored);
    const merged = {
      ...stored,
      ...current,
      ...(patch.vatPercent !== undefined ? { vatPercent: patch.vatPercent } : {}),
      ...(patch.shopEnabled !== undefined ? { shopEnabled: patch.shopEnabled } : {}),
      ...(patch.shippingFeeCents !== undefined ? { shippingFeeCents: patch.shippingFeeCents } : {}),
      ...(patch.maintenanceMode !== undefined ? { maintenanceMode: patch.maintenanceMode } : {}),
      serviceFee: { ...current.serviceFee, ...patch.serviceFee },
      cancellation: { ...current.cancellation, ...patch.cancellation },
      comeTogether: { ...current.comeTogether, ...patch.comeTogether },
      split: { ...current.split, ...patch.split },
    };
    const next = organizationSettings(merged);
    // docs/product.md#cancellation: the voucher-credit window ends where the full-refund window begins.
    if (next.cancellation.creditHours > next.cancellation.fullRefundHours) {
      throw new AppError(
        'VALIDATION_FAILED',
        `The credit window (${next.cancellation.creditHours} h) cannot be longer than the full-refund window (${next.cancellation.fullRefundHours} h)`,
        {
          reason: 'cancellation_windows',
          params: { creditHours: next.cancellation.creditHours, fullRefundHours: next.cancellation.fullRefundHours },
        },
      );
    }
    const changes = diff(venueSettingsOf(current), venueSettingsOf(next));
    await repo.saveSettings(tx, actor.organizationId, merged);
    const action =
      'maintenanceMode' in changes
        ? next.maintenanceMode
          ? 'settings.maintenance_on'
          : 'settings.maintenance_off'
        : 'settings.updated';
    await auditSetup(tx, actor, action, 'organization_settings', actor.organizationId, { changes });
    return venueSettingsOf(next);
  });
}
