// The sign-in toasts of spec 1 §5 and §8, word for word.
import { greetingName } from '@dop/mf-kit';
import { toast } from '@dop/ui';
import { serverMessage } from '../api/server-message';
import type { SelfUser } from '../api/auth-api';

export function errorToast(title: 'Error' | 'Ошибка' | 'Ошибка входа' | 'Ошибка подтверждения', description: string): void {
  toast({ title, description, variant: 'destructive' });
}

export function loginFailedToast(error: unknown): void {
  errorToast('Ошибка входа', serverMessage(error, 'Неверный email или пароль'));
}

export function verificationFailedToast(error: unknown): void {
  errorToast('Ошибка подтверждения', serverMessage(error, 'Неверный код подтверждения'));
}

/** N defaults to 1 when the server does not say how many accounts got the code. */
export function twoFactorSentToast(count: number | undefined): void {
  toast({ title: '2FA код отправлен', description: `Код отправлен в ${count || 1} Telegram аккаунт(ов)` });
}

export function welcomeToast(user: SelfUser): void {
  toast({ title: 'Регистрация успешна', description: `Добро пожаловать, ${greetingName(user)}!` });
}
