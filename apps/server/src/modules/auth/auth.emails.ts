import type { OutgoingEmail } from '../mail/mailer.service';
import { renderEmail } from '../mail/templates.service';

/** The emails of the admin's own account. None of them carries a password. */
interface AccountEmailContext {
  siteName: string;
  to: string;
}

export function passwordResetEmail(c: AccountEmailContext, resetUrl: string): OutgoingEmail {
  return {
    to: c.to,
    subject: `Reset your ${c.siteName} admin password`,
    kind: 'password_reset',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Reset your password',
      paragraphs: [
        'Someone (probably you) asked to reset the password of the admin account for this address.',
        'The link works once, for one hour. Setting a new password signs out every device.',
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: ['If you did not ask for this, ignore this email: your password stays as it is.'],
    }),
  };
}

export function loginCodeEmail(c: AccountEmailContext, code: string): OutgoingEmail {
  return {
    to: c.to,
    subject: `Your ${c.siteName} sign-in code: ${code}`,
    kind: 'login_code',
    ...renderEmail({
      siteName: c.siteName,
      heading: 'Your sign-in code',
      paragraphs: [
        'The admin account has seen many failed sign-ins in the last hour, so signing in also needs this code. It is valid for 10 minutes.',
        code,
        'Someone just signed in with the right password. If that was not you, change your password now.',
      ],
    }),
  };
}

export function accountChangedEmail(
  c: AccountEmailContext,
  change: 'password' | 'email',
  newEmail?: string,
): OutgoingEmail {
  const what =
    change === 'password'
      ? 'The password of your admin account was changed.'
      : `The email of your admin account was changed to ${newEmail}.`;
  return {
    to: c.to,
    subject: `Your ${c.siteName} admin ${change} was changed`,
    kind: `account_${change}_changed`,
    ...renderEmail({
      siteName: c.siteName,
      heading: change === 'password' ? 'Password changed' : 'Email changed',
      paragraphs: [
        what,
        'Every other device was signed out.',
        'If you did not make this change, reset your password from the sign-in page at once.',
      ],
    }),
  };
}
