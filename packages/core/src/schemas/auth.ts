import { z } from 'zod';
import { AUTH_LIMITS } from '../constants';
import { Timestamp } from './common';
import { text } from './primitives';

const Email = text()
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** An authenticator code (6 digits) or a recovery code; blanks and dashes are ignored. */
const OneTimeCode = text()
  .trim()
  .max(64)
  .transform((v) => v.replace(/[\s-]/g, ''));

export const LoginInput = z.object({
  email: Email,
  password: text().min(1, { error: 'Password is required' }).max(1000),
  /** Second step when two-factor is on: the authenticator's code or a recovery code. */
  code: OneTimeCode.optional(),
  /** Step asked for while the account is under attack: the code emailed to the admin. */
  email_code: OneTimeCode.optional(),
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

const CurrentPassword = text().min(1, { error: 'Current password is required' }).max(1000);
const NewPassword = text()
  .min(AUTH_LIMITS.passwordMin, { error: `Use at least ${AUTH_LIMITS.passwordMin} characters` })
  .max(1000);

export const ChangePasswordInput = z.object({
  current_password: CurrentPassword,
  new_password: NewPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const ChangeEmailInput = z.object({
  current_password: CurrentPassword,
  email: Email,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z.object({
  token: text().trim().min(1, { error: 'The reset link is incomplete' }).max(200),
  password: NewPassword,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The signed-in admin's account, for the account screen. */
export const Account = z.object({
  email: z.string(),
  name: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type Account = z.infer<typeof Account>;

/** One signed-in device: an unrevoked, unexpired token. */
export const Session = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: Timestamp,
  last_seen_at: Timestamp,
  current: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const TwoFactorSetup = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorCodeInput = z.object({
  code: OneTimeCode.pipe(z.string().min(1, { error: 'Code is required' })),
});
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeInput>;

export const DisableTwoFactorInput = z.object({
  current_password: CurrentPassword,
  code: OneTimeCode.pipe(z.string().min(1, { error: 'Code is required' })),
});
export type DisableTwoFactorInput = z.infer<typeof DisableTwoFactorInput>;

export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;
