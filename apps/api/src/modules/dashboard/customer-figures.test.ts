// customer_figures (drizzle/0047_customer_figures.sql), settled as a read settles it, against the
// customers list's definition
// computed live over every booking, order, refund and account (the query the list ran before the
// figures were kept; it shares no code with them): after the demo venue's seed and after every kind
// of write that moves a figure — checkouts as account and guest, a guest's address matching an
// account, cancellations with refunds, e-mail, name and role changes, deleted accounts, bookings
// moved between people, bulk writes and deletes by SQL — every person and every figure agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { client, courtSlot, payCart } from '../../../test/fakes/checkout-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { processPendingRefunds } from '../refund/refund.service';
import { settleCustomerFigures } from './customer-figures.jobs';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows;

/** The list's figures as it computed them live, for every person of the demo venue. */
async function live() {
  return q(
    `with accounts as (
      select u.id as user_id, lower(u.email) as key, u.name, u.email, u.phone, u.created_at
      from users u
      where u.organization_id = $1 and u.role = 'customer' and u.deleted_at is null),
    booking_keys as (
      select lower(coalesce(u.email, o.customer->>'email', b.guest_contact->>'email')) as key,
        b.user_id, b.status, b.starts_at, b.ends_at, b.created_at,
        coalesce(o.customer->>'name', b.guest_contact->>'name') as guest_name,
        coalesce(o.customer->>'phone', b.guest_contact->>'phone') as guest_phone
      from bookings b
      left join users u on u.id = b.user_id
      left join orders o on o.id = b.order_id
      where b.organization_id = $1 and b.dynamic_slot_id is null
        and b.status in ('upcoming', 'completed')),
    booking_figures as (
      select key, count(*)::int as booking_count, max(starts_at) as last_booking_at,
        (count(*) filter (where status = 'upcoming' and starts_at > now()))::int as upcoming_count
      from booking_keys where key is not null group by key),
    order_figures as (
      select lower(coalesce(u.email, o.customer->>'email')) as key,
        sum(o.total_cents - coalesce((select sum(r.amount_cents) from refunds r
          where r.order_id = o.id and r.status = 'succeeded'), 0))::bigint as spend_cents
      from orders o left join users u on u.id = o.user_id
      where o.organization_id = $1 and o.status = 'completed'
      group by 1),
    guests as (
      select distinct on (g.key) null::uuid as user_id, g.key, coalesce(g.guest_name, g.key) as name,
        g.key as email, g.guest_phone as phone, g.created_at
      from booking_keys g
      where g.user_id is null and g.key is not null and g.key not in (select key from accounts)
      order by g.key, g.created_at),
    people as (select * from accounts union all select * from guests)
    select p.user_id, p.key, p.name, p.email, p.phone, p.created_at,
      coalesce(bf.booking_count, 0) as booking_count, coalesce(bf.upcoming_count, 0) as upcoming_count, bf.last_booking_at, coalesce(ofg.spend_cents, 0)::bigint as spend_cents
    from people p
    left join booking_figures bf on bf.key = p.key
    left join order_figures ofg on ofg.key = p.key
    order by p.key`,
    [venue.organizationId],
  );
}
const kept = async () => {
  // What a read does first: the people whose records changed are recomputed.
  await q(`select customer_figures_settle($1)`, [venue.organizationId]);
  return keptRows();
};
const keptRows = () =>
  q(
    `select user_id, key, name, email, phone, created_at, booking_count,
       (select count(*) from unnest(upcoming_starts) s where s > now())::int as upcoming_count, last_booking_at, spend_cents
     from customer_figures where organization_id = $1 order by key`,
    [venue.organizationId],
  );
/** Same people, same figures (bigint sums compared as numbers: the drivers differ in their type). */
async function expectAgree(step: string) {
  const norm = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ ...r, spend_cents: Number(r.spend_cents), booking_count: Number(r.booking_count) }));
  const [expected, actual] = [norm(await live()), norm(await kept())];
  expect(actual.length, step).toBe(expected.length);
  expect(actual, step).toEqual(expected);
}

describe('customer_figures', () => {
  it('agrees with the live definition after the seed and after every kind of write', async () => {
    await expectAgree('seeded demo venue');
    expect((await kept()).length).toBeGreaterThan(3);

    // Checkouts: as the demo customer, as a new guest, as a guest with an account's address.
    const customer = await loginAs(t.app, 'customer@example.com');
    const asCustomer = client(t.app, customer.headers);
    expect(
      (await asCustomer.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00', 10)] })).statusCode,
    ).toBe(200);
    await payCart(asCustomer, undefined, {});
    const guest = client(t.app);
    expect(
      (await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00', 10)] })).statusCode,
    ).toBe(200);
    const guestOrder = await payCart(guest, undefined, {
      contact: { name: 'Fenja Figur', email: 'Fenja.Figur@example.org' },
    });
    const twin = client(t.app);
    expect((await twin.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '10:00', 10)] })).statusCode).toBe(
      200,
    );
    await payCart(twin, undefined, { contact: { name: 'Clara as guest', email: 'CUSTOMER@example.com' } });
    await expectAgree('checkouts');

    // A cancellation with its refund.
    const [booking] = await q(`select id from bookings where order_id = $1`, [guestOrder.orderId]);
    const staff = await loginAs(t.app, 'staff@example.com');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking!.id}/cancel`,
      headers: staff.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await processPendingRefunds(t.app);
    await expectAgree('cancellation and refund');

    // Accounts: an e-mail change (the guest address becomes an account's), a name, a role, a deletion.
    const [someone] = await q(
      `select id, email from users where organization_id = $1 and role = 'customer' and email <> 'customer@example.com' order by email limit 1`,
      [venue.organizationId],
    );
    await q(`update users set email = 'fenja.figur@example.org', name = 'Fenja F.' where id = $1`, [someone!.id]);
    await expectAgree('e-mail change onto a guest address');
    await q(`update users set email = $2 where id = $1`, [someone!.id, someone!.email]);
    await expectAgree('e-mail change back');
    await q(`update users set role = 'staff' where id = $1`, [someone!.id]);
    await expectAgree('role change');
    await q(`update users set role = 'customer', deleted_at = now() where id = $1`, [someone!.id]);
    await expectAgree('deleted account');
    await q(
      `insert into users (organization_id, email, name, role, locale) values ($1, 'new.one@example.org', 'New One', 'customer', 'de')`,
      [venue.organizationId],
    );
    await expectAgree('new account');

    // Bookings moved between people, in bulk, and gone; orders' addresses and totals changed by SQL.
    await q(
      `update bookings set user_id = (select id from users where email = 'new.one@example.org')
       where id in (select id from bookings where organization_id = $1 and user_id is not null
                    and status in ('upcoming', 'completed') order by id limit 5)`,
      [venue.organizationId],
    );
    await expectAgree('bookings moved to another account');
    await q(
      `update bookings set status = 'cancelled', cancelled_at = now() where id in (
         select id from bookings where organization_id = $1 and status = 'completed' order by id limit 7)`,
      [venue.organizationId],
    );
    await expectAgree('bulk cancellation');
    await q(`update orders set customer = jsonb_set(customer, '{email}', '"renamed@example.org"') where id = $1`, [
      guestOrder.orderId,
    ]);
    await q(
      `update orders set total_cents = total_cents + 100 where id in (
      select id from orders where organization_id = $1 and status = 'completed' order by id limit 3)`,
      [venue.organizationId],
    );
    await expectAgree('orders changed');
    await q(`delete from refunds where order_id = $1`, [guestOrder.orderId]);
    await q(
      `delete from bookings where id in (
      select id from bookings where organization_id = $1 and guest_contact is not null and status in ('upcoming', 'completed') order by id limit 3)`,
      [venue.organizationId],
    );
    await expectAgree('deletes');
    await q(
      `delete from bookings where id in (
         select id from bookings where organization_id = $1 and user_id is not null and status in ('upcoming', 'completed') order by id limit 4)`,
      [venue.organizationId],
    );
    await expectAgree("accounts' bookings deleted");

    // Writers and readers at once (on PostgreSQL over several connections): no figure is lost.
    const ids = (
      await q(
        `select id from bookings where organization_id = $1 and status in ('upcoming', 'completed') and user_id is not null order by id limit 12`,
        [venue.organizationId],
      )
    ).map((r) => r.id as string);
    await Promise.all([
      ...ids.map((id) => q(`update bookings set status = 'cancelled', cancelled_at = now() where id = $1`, [id])),
      ...Array.from({ length: 6 }, () => q(`select customer_figures_settle($1)`, [venue.organizationId])),
    ]);
    await expectAgree('concurrent writes and reads');
  });

  it('the settle job drains every venue’s noted people, so the queue does not wait for a read', async () => {
    const dirty = async () => Number((await q(`select count(*)::int as n from customer_figures_dirty`))[0]!.n);
    await settleCustomerFigures(t.app.db);
    expect(await dirty()).toBe(0);
    // Writes in two venues (the demo venue and one of its own), no read of either list.
    const other = (
      await q(
        `insert into organizations (name, slug, legal) values ('Second venue', 'second-venue-figures', '{"companyName":"Second","street":"A 1","postalCode":"1","city":"B","country":"DE","email":"a@b.de","phone":"1","managingDirector":"C"}') returning id`,
      )
    )[0]!.id as string;
    await q(
      `insert into users (organization_id, email, name, role) values ($1, 'someone@example.org', 'Some One', 'customer')`,
      [other],
    );
    // Three upcoming bookings of customers' accounts (the list's people) cancelled.
    const cancelled = await q(
      `update bookings set status = 'cancelled', cancelled_at = now() where id in (
         select b.id from bookings b join users u on u.id = b.user_id and u.role = 'customer'
         where b.organization_id = $1 and b.status = 'upcoming' and b.dynamic_slot_id is null order by b.id limit 3)
       returning id`,
      [venue.organizationId],
    );
    expect(cancelled).toHaveLength(3);
    expect(await dirty()).toBeGreaterThan(1);
    const before = await keptRows();
    expect(await settleCustomerFigures(t.app.db)).toBeGreaterThan(1);
    expect(await dirty()).toBe(0);
    // The job recomputed them: the figures moved without a read, and agree with the live definition.
    expect(await keptRows()).not.toEqual(before);
    await expectAgree('after the settle job');
    expect(await q(`select name, booking_count from customer_figures where organization_id = $1`, [other])).toEqual([
      { name: 'Some One', booking_count: 0 },
    ]);
    expect(await settleCustomerFigures(t.app.db)).toBe(0);
  });
});
