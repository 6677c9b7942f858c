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
