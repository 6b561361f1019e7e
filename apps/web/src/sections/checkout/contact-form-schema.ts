// The first checkout step's form (book.step.name): contact details and, when wanted, a billing
// address — the API's own zod schemas (docs/ARCHITECTURE.md#conventions), composed for one form.
import { z } from 'zod';
import { billingAddressSchema, contactSchema } from '@courtside/core/checkout-schemas';

const optionalText = (max: number) => z.string().trim().max(max).optional().or(z.literal(''));

export const contactFormSchema = z
  .object({
    name: contactSchema.shape.name,
    email: contactSchema.shape.email,
    phone: optionalText(40),
    hasBillingAddress: z.boolean(),
    company: optionalText(200),
    street: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    country: z.string().trim().length(2),
  })
  .superRefine((value, ctx) => {
    if (!value.hasBillingAddress) return;
    for (const field of ['street', 'postalCode', 'city'] as const) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    }
  });

export type ContactForm = z.infer<typeof contactFormSchema>;

export function billingAddressOf(form: ContactForm): z.infer<typeof billingAddressSchema> | null {
  if (!form.hasBillingAddress) return null;
  return billingAddressSchema.parse({
    name: form.name,
    ...(form.company ? { company: form.company } : {}),
    street: form.street,
    postalCode: form.postalCode,
    city: form.city,
    country: form.country.toUpperCase(),
  });
}
