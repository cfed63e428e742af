import { z } from 'zod';

// Spec §5: sign-up needs every field, a valid email and a password of 6+; sign-in needs email and password.
export const ZSignUpForm = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be less than 100 characters'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters'),
});
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

export const ZSignInForm = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;
