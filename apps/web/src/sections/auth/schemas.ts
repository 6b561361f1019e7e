// Form schemas of the auth screens, built from the API's own schemas in packages/core.
import { z } from 'zod';
import {
  emailSchema,
  loginBodySchema,
  passwordSchema,
  registerBodySchema,
  verificationBodySchema,
} from '@courtside/core/auth-schemas';

export const signInFormSchema = loginBodySchema;
export type SignInForm = z.input<typeof signInFormSchema>;

export const signUpFormSchema = registerBodySchema.pick({
  name: true,
  email: true,
  password: true,
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const verifyFormSchema = verificationBodySchema;
export type VerifyForm = z.input<typeof verifyFormSchema>;

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailForm = z.input<typeof emailFormSchema>;

/** New password twice; the message of the refinement is a translation key. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMatch',
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
