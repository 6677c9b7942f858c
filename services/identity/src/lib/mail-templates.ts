// Texts of the two code mails. The code is only in the body (see mailer.ts on subjects and logs).
import type { Mail } from './mailer';

export function verificationMail(to: string, code: string): Mail {
  return {
    to,
    subject: 'Verify your email',
    text: `Your verification code is ${code}\n\nIt expires in 15 minutes. If you did not sign up, ignore this message.\n`,
  };
}

export function resetMail(to: string, code: string): Mail {
  return {
    to,
    subject: 'Password reset code',
    text: `Your password reset code is ${code}\n\nIt expires in 15 minutes. If you did not ask for a reset, ignore this message.\n`,
  };
}

export function twoFactorText(code: string): string {
  return `Your sign-in code: ${code}\nIt expires in 5 minutes. If it was not you, change your password.`;
}

/** To the address of an existing or pending account that someone tried to register again (issue 25). */
export function registrationAttemptMail(to: string): Mail {
  return {
    to,
    subject: 'Someone tried to register with your email',
    text:
      'Someone tried to create a new account with this email address, which already has an account (or a ' +
      'registration waiting for verification). Nothing was changed.\n\n' +
      'If it was you, sign in instead; if you forgot your password, use "Forgot password". ' +
      'If it was not you, you can ignore this message.\n',
  };
}
