// Drizzle access manual invoices need beyond the invoice module's repository (which numbers and
// stores them): lock one invoice and delete a draft.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';

export const manualInvoiceRepository = {
  async lock(db: DbOrTx, organizationId: string, id: string) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)))
      .for('update');
    return row;
  },
  async deleteDraft(db: DbOrTx, id: string): Promise<void> {
    await db.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.status, 'draft')));
  },
  async userInOrganization(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
    return Boolean(row);
  },
};
