import { z } from 'zod';

export const LoginInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: z.string().min(1, { error: 'Password is required' }).max(1000),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.literal('admin'),
});
export type User = z.infer<typeof User>;

export const LoginResult = z.object({
  user: User,
  token: z.object({ type: z.literal('bearer'), token: z.string(), expires_at: z.string() }),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const ChangePasswordInput = z.object({
  current_password: z.string().min(1, { error: 'Current password is required' }),
  new_password: z.string().min(12, { error: 'Use at least 12 characters' }).max(1000),
});
