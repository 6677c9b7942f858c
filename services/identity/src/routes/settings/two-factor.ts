// PUT /api/settings/2fa and POST /api/settings/test-telegram (spec 2 §5, §7). 2FA cannot be switched
// on before a Telegram chat is really linked, or the next sign-in would have nowhere to send the code,
// nor off without a fresh step-up.
import { TestTelegramReply, UpdateTwoFactorBody } from '@dop/contracts/settings';
import { assertSteppedUp, badRequest, HttpError, type ServiceRoutes } from '@dop/service-kit';
import { TelegramError } from '../../lib/telegram-client';
import { signedUser } from '../auth/http-helpers';

export const NO_TELEGRAM = 'Добавьте хотя бы один Telegram аккаунт перед включением 2FA';
const TEST_TEXT = 'Тестовое сообщение: Telegram аккаунт подключён';

export const twoFactorSettingsRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.put('/2fa', { schema: { body: UpdateTwoFactorBody } }, async (request) => {
    const user = await signedUser(ctx, request);
    const { twoFactorEnabled, telegramUsername } = request.body;
    // Turning 2FA off weakens the account: it needs a fresh step-up (issue 25); turning it on does not.
    if (!twoFactorEnabled) assertSteppedUp(request.identity);
    if (twoFactorEnabled) {
      await ctx.telegramLinking.sync().catch(() => undefined);
      const active = await ctx.models.telegramAccounts.countDocuments({ userId: user._id, isActive: true });
      if (active === 0) throw badRequest(NO_TELEGRAM, { field: 'twoFactorEnabled' });
    }
    user.twoFactorEnabled = twoFactorEnabled;
    if (telegramUsername !== undefined) user.telegramUsername = telegramUsername ? telegramUsername.replace(/^@/, '') : null;
    await user.save();
    await ctx.events.updated(user, ['twoFactorEnabled']);
    return { twoFactorEnabled: user.twoFactorEnabled, telegramUsername: user.telegramUsername ?? null, message: '2FA settings updated' };
  });

  app.post('/test-telegram', { schema: { response: { 200: TestTelegramReply } } }, async (request) => {
    const user = await signedUser(ctx, request);
    const accounts = await ctx.models.telegramAccounts.find({ userId: user._id, isActive: true });
    if (accounts.length === 0) throw badRequest(NO_TELEGRAM, { field: 'telegramAccounts' });
    let sentCount = 0;
    for (const account of accounts) {
      try {
        await ctx.telegram.sendMessage(account.chatId, TEST_TEXT);
        sentCount += 1;
      } catch (err) {
        const tg = err instanceof TelegramError ? err : new TelegramError(0, 'unknown error');
        request.log.warn({ telegramAccount: account.id as string, status: tg.status }, 'test message not delivered');
        if (tg.chatGone) await ctx.models.telegramAccounts.updateOne({ _id: account._id }, { $set: { isActive: false } });
      }
    }
    if (sentCount === 0) throw new HttpError('telegram_unavailable', 'The test message reached no Telegram account');
    return { sentCount, message: `Тестовое сообщение отправлено: ${sentCount}` };
  });
};
