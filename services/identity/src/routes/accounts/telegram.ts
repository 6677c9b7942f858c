// /api/accounts/telegram (spec 2 §7): list, add (deep link), add by username, delete. Listing first
// reads the bot's updates, so an account shows as linked as soon as the user has pressed Start.
import { AddTelegramByUsernameBody, AddTelegramReply, TelegramAccountsReply, type TelegramAccountView } from '@dop/contracts/settings';
import { HttpError, notFound, type ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { isValidObjectId, type Types } from 'mongoose';
import { TelegramError } from '../../lib/telegram-client';
import { signedUser } from '../auth/http-helpers';

const START_MESSAGE = 'Откройте ссылку и нажмите Start в Telegram, чтобы привязать аккаунт';

export const telegramAccountRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  /** Telegram being down must not break the list: the stored state is still the truth. */
  async function syncQuietly(request: FastifyRequest): Promise<void> {
    try {
      await ctx.telegramLinking.sync();
    } catch (err) {
      const tg = err instanceof TelegramError ? err : new TelegramError(0, 'unknown error');
      request.log.warn({ status: tg.status, description: tg.description }, 'telegram updates not read');
    }
  }

  async function list(userId: Types.ObjectId): Promise<TelegramAccountView[]> {
    const linked = await ctx.models.telegramAccounts.find({ userId }).sort({ createdAt: 1 });
    const pending = await ctx.models.telegramLinks.find({ userId, expiresAt: { $gt: new Date() } }).sort({ createdAt: 1 });
    return [
      ...linked.map((a) => ({ id: a.id as string, username: a.username, chatId: a.chatId, isActive: a.isActive })),
      ...pending.map((l) => ({ id: l.id as string, username: l.username ?? '', chatId: null, isActive: false })),
    ];
  }

  async function add(request: FastifyRequest, username: string | null) {
    const user = await signedUser(ctx, request);
    try {
      const link = await ctx.telegramLinking.create(user.id as string, username);
      const account = { id: link.id, username: username ?? '', chatId: null, isActive: false };
      return { account, startLink: link.startLink, message: START_MESSAGE };
    } catch (err) {
      if (!(err instanceof TelegramError)) throw err;
      request.log.warn({ status: err.status, description: err.description }, 'telegram bot not reachable');
      throw new HttpError('telegram_unavailable', 'Telegram bot is not reachable. Try again later');
    }
  }

  app.get('/', { schema: { response: { 200: TelegramAccountsReply } } }, async (request) => {
    const user = await signedUser(ctx, request);
    await syncQuietly(request);
    return { accounts: await list(user._id) };
  });

  app.post('/', { schema: { response: { 201: AddTelegramReply } } }, async (request, reply) => {
    const answer = await add(request, null);
    return reply.code(201).send(answer);
  });

  app.post(
    '/add-by-username',
    { schema: { body: AddTelegramByUsernameBody, response: { 201: AddTelegramReply } } },
    async (request, reply) => {
      const answer = await add(request, request.body.username);
      return reply.code(201).send(answer);
    },
  );

  app.delete<{ Params: { id: string } }>('/:id', async (request) => {
    const user = await signedUser(ctx, request);
    const id = request.params.id;
    if (!isValidObjectId(id)) throw notFound('Telegram account not found');
    const gone =
      (await ctx.models.telegramAccounts.deleteOne({ _id: id, userId: user._id })).deletedCount +
      (await ctx.models.telegramLinks.deleteOne({ _id: id, userId: user._id })).deletedCount;
    if (!gone) throw notFound('Telegram account not found');
    return { message: 'Telegram account removed' };
  });
};
