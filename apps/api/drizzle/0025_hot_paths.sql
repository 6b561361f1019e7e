-- Hot paths in one database call (docs/decisions/014-hot-paths-in-one-call.md).
--
-- courtside_hold_court: a court hold as one statement, with the semantics of the step-by-step
-- version in apps/api/src/modules/booking/hold.service.ts (insertCourtHold): the advisory locks
-- per resource and UTC day (namespace 727004, keys '<resource>:<YYYY-MM-DD>' in key order, at most
-- 32), expired holds colliding with the range cancelled with their 'expire' history rows, the live
-- court holders checked (SQLSTATE CS409 when one exists: the API answers 409 SLOT_TAKEN), the row
-- inserted (the exclusion constraint still decides races), its 'hold' history row and the
-- slot-change notification. A raise undoes all of it, as the transaction did.
CREATE OR REPLACE FUNCTION courtside_hold_court(
  p_org uuid, p_resource uuid, p_start timestamptz, p_end timestamptz, p_type text, p_price integer,
  p_user uuid, p_guest text, p_contact jsonb, p_subscription uuid, p_expires timestamptz,
  p_created_by uuid, p_actor uuid, p_now timestamptz, p_history_at timestamptz)
RETURNS SETOF bookings LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r bookings;
BEGIN
  PERFORM pg_advisory_xact_lock(727004, hashtext(k)) FROM (
    SELECT k FROM (
      SELECT p_resource::text || ':' || to_char(d, 'YYYY-MM-DD') AS k
      FROM generate_series(date_trunc('day', p_start AT TIME ZONE 'UTC'), p_end AT TIME ZONE 'UTC', interval '1 day') d
      WHERE d < p_end AT TIME ZONE 'UTC'
      ORDER BY d LIMIT 32
    ) days ORDER BY k
  ) keys;

  WITH expired AS (
    UPDATE bookings SET status = 'cancelled', cancelled_at = p_now, cancel_reason = 'hold_expired', updated_at = p_now
    WHERE resource_id = p_resource AND status IN ('reserved', 'pending') AND expires_at <= p_now
      AND session_id IS NULL AND during && tstzrange(p_start, p_end, '[)')
    RETURNING id, organization_id
  )
  INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, reason, created_at)
  SELECT organization_id, id, 'expire', 'reserved', 'cancelled', 'hold_expired', p_history_at FROM expired;

  IF EXISTS (
    SELECT 1 FROM bookings
    WHERE resource_id = p_resource AND session_id IS NULL AND status IN ('reserved', 'pending', 'upcoming')
      AND (status = 'upcoming' OR expires_at IS NULL OR expires_at > p_now)
      AND during && tstzrange(p_start, p_end, '[)')
  ) THEN
    RAISE EXCEPTION 'This slot is already booked' USING ERRCODE = 'CS409';
  END IF;

  INSERT INTO bookings (organization_id, resource_id, starts_at, ends_at, type, status, places, price_cents,
    user_id, guest_token, guest_contact, subscription_id, expires_at, created_by)
  VALUES (p_org, p_resource, p_start, p_end, p_type, 'reserved', 1, p_price,
    p_user, p_guest, p_contact, p_subscription, p_expires, p_created_by)
  RETURNING * INTO r;

  INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, actor_user_id, created_at)
  VALUES (r.organization_id, r.id, 'hold', NULL, 'reserved', p_actor, p_history_at);

  PERFORM pg_notify('courtside_slot_changes', json_build_object(
    'organizationId', r.organization_id::text,
    'locationId', (SELECT location_id FROM resources WHERE id = r.resource_id),
    'resourceId', r.resource_id::text,
    'start', to_char(r.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'end', to_char(r.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);

  RETURN NEXT r;
END
$$;
--> statement-breakpoint
-- The order confirmation is rendered after the completing transaction commits (its PDF and text
-- need the invoice number, drawn last so the counter row stays locked for one statement): the
-- transaction queues the row with the invoice it belongs to and what the rendering needs
-- (pending_render); the mail job, or the request right after its commit, renders it. The foreign
-- key is checked at commit, since the row is written before the invoice.
ALTER TABLE "outbox_mails" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "pending_render" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "outbox_mails_render_idx" ON "outbox_mails" USING btree ("created_at") WHERE pending_render IS NOT NULL;
