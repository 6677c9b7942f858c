// identity.rpc.notify-admins and identity.rpc.alert-settings (issue 29): an inventory alert reaches the
// active admins and owners on Telegram where they linked an account and by e-mail where they did not;
// operators and disabled admins get nothing. The settings answer the team's alert days and drifts.
import { DEFAULT_TEAM_SETTINGS, TEAM_RPC } from '@dop/contracts/team';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let nc: NatsConnection;
const codec = JSONCodec();

beforeAll(async () => {
  h = await startHarness();
  nc = await connect({ servers: h.nats.url });
});
afterAll(async () => {
  await nc?.close();
  await h?.close();
});

const ask = async (subject: string, body: unknown) =>
  codec.decode((await nc.request(subject, codec.encode(body), { timeout: 10_000 })).data) as Record<string, unknown>;

test('an alert goes to admins and owners: Telegram where linked, e-mail otherwise', async () => {
  const { models } = h.app.identity;
  const user = async (name: string, role: 'operator' | 'admin' | 'owner', status: 'active' | 'disabled' = 'active') =>
    (
      await models.users.create({
        username: name,
        usernameKey: name,
        email: `${name}@example.test`,
        passwordHash: 'x',
        emailVerified: true,
        role,
        status,
      })
    ).toObject();
  const owner = await user('alert-owner', 'owner');
  await user('alert-admin', 'admin');
  const member = await user('alert-member', 'operator');
  await user('alert-gone', 'admin', 'disabled');
  for (const [u, chat] of [
    [owner, 7001],
    [member, 7002],
  ] as const) {
    h.telegram.state.start({ id: chat });
    await models.telegramAccounts.create({ userId: u._id, username: u.username, chatId: String(chat), isActive: true });
  }
  const reply = await ask(TEAM_RPC.notifyAdmins, { lines: ['⚠️ example.com: nameservers drift', '⏳ other.com expires in 13 day(s)'] });
  expect(reply).toEqual({ ok: true, notified: 2, missed: 0 });
  expect(h.telegram.state.messagesTo(7001).map((m) => m.text)).toEqual([
    'Domain inventory alert\n⚠️ example.com: nameservers drift\n⏳ other.com expires in 13 day(s)',
  ]);
  expect(h.telegram.state.messagesTo(7002)).toEqual([]);
  const mail = await h.smtp.next('alert-admin@example.test');
  expect(mail.subject).toBe('Domain inventory alert');
  expect(mail.text).toContain('example.com: nameservers drift');
  expect(h.smtp.mails.filter((m) => m.to.includes('alert-gone') || m.to.includes('alert-member') || m.to.includes('alert-owner'))).toEqual(
    [],
  );

  const bad = await ask(TEAM_RPC.notifyAdmins, { lines: [] });
  expect(bad).toMatchObject({ ok: false, error: { code: 'bad_request' } });
});

test('when no admin could be told, the call fails: the caller keeps the alert for a later try', async () => {
  // Left from the test above: the owner, told on Telegram, is now the only active admin.
  await h.app.identity.models.users.updateOne({ username: 'alert-admin' }, { $set: { status: 'disabled' } });
  h.telegram.state.failures.push({ status: 400, description: 'Bad Request: something went wrong', times: 1 });
  const failed = await ask(TEAM_RPC.notifyAdmins, { lines: ['⚠️ example.com: zone missing'] });
  expect(failed).toMatchObject({ ok: false, error: { message: expect.stringContaining('reached none of the 1 admin') } });
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: ['⚠️ example.com: zone missing'] })).toEqual({ ok: true, notified: 1, missed: 0 });
  expect(h.telegram.state.messagesTo(7001).at(-1)?.text).toContain('example.com: zone missing');
});

test('a retry of one delivery id reaches only whom the earlier tries missed', async () => {
  // Left from above: the owner on Telegram (chat 7001); alert-admin, by e-mail, is made active again.
  await h.app.identity.models.users.updateOne({ username: 'alert-admin' }, { $set: { status: 'active' } });
  const line = '⚠️ retried.com: records drift';
  const mailsOf = () => h.smtp.mails.filter((m) => m.to.includes('alert-admin') && m.text.includes('retried.com'));
  const chatOf = () => h.telegram.state.messagesTo(7001).filter((m) => m.text.includes('retried.com'));
  h.telegram.state.failures.push({ status: 502, description: 'Bad Gateway', times: 1 });
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [line], deliveryId: 'delivery-1' })).toEqual({ ok: true, notified: 1, missed: 1 });
  expect([mailsOf().length, chatOf().length]).toEqual([1, 0]);
  // The owner was missed, so the caller asks again with the same id: the owner gets it now, the admin not twice.
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [line], deliveryId: 'delivery-1' })).toEqual({ ok: true, notified: 2, missed: 0 });
  expect([mailsOf().length, chatOf().length]).toEqual([1, 1]);
  // Its answer was lost too: a third try tells nobody again, and still answers that both were told.
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [line], deliveryId: 'delivery-1' })).toEqual({ ok: true, notified: 2, missed: 0 });
  expect([mailsOf().length, chatOf().length]).toEqual([1, 1]);
  // Another id is another message.
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [line], deliveryId: 'delivery-2' })).toEqual({ ok: true, notified: 2, missed: 0 });
  expect([mailsOf().length, chatOf().length]).toEqual([2, 2]);
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [line], deliveryId: '' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });

  // The owner blocked the bot: missed, the chat marked inactive, and the retry tells the owner by e-mail.
  h.telegram.state.failures.push({ status: 403, description: 'Forbidden: bot was blocked by the user', times: 1 });
  const blocked = '⚠️ blocked.com: zone missing';
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [blocked], deliveryId: 'delivery-3' })).toEqual({ ok: true, notified: 1, missed: 1 });
  expect(await ask(TEAM_RPC.notifyAdmins, { lines: [blocked], deliveryId: 'delivery-3' })).toEqual({ ok: true, notified: 2, missed: 0 });
  const owner = h.smtp.mails.filter((m) => m.to === 'alert-owner@example.test' && m.text.includes('blocked.com'));
  expect(owner).toHaveLength(1);
  expect(h.smtp.mails.filter((m) => m.text.includes('blocked.com'))).toHaveLength(2);
});

test('alert settings answer the defaults, then what an admin saved', async () => {
  expect(await ask(TEAM_RPC.alertSettings, {})).toEqual({
    ok: true,
    inventoryAlertDays: DEFAULT_TEAM_SETTINGS.inventoryAlertDays,
    inventoryDriftAlerts: DEFAULT_TEAM_SETTINGS.inventoryDriftAlerts,
    inventoryAlertDigest: false,
  });
  await h.app.identity.teamSettings.put({
    ...DEFAULT_TEAM_SETTINGS,
    inventoryAlertDays: [10],
    inventoryDriftAlerts: ['zone'],
    inventoryAlertDigest: true,
  });
  expect(await ask(TEAM_RPC.alertSettings, {})).toMatchObject({
    inventoryAlertDays: [10],
    inventoryDriftAlerts: ['zone'],
    inventoryAlertDigest: true,
  });
});
