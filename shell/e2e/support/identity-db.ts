// Direct writes to identity's database for what has no UI yet: linking a Telegram account and turning
// 2FA on belong to the Settings issue (issue 4 acceptance: "the test links an account directly in the
// database"). The URI is the one the running identity service uses (global-setup.ts finds it).
import { MongoClient } from 'mongodb';

function identityUri(): string {
  const uri = process.env.E2E_IDENTITY_MONGODB_URI;
  if (!uri) throw new Error('E2E_IDENTITY_MONGODB_URI is not set: the global setup reads it from the identity process');
  return uri;
}

/** Links an active Telegram chat to the user with this e-mail and switches 2FA on. */
export async function enableTelegram2fa(email: string, chat: { chatId: number; username: string }): Promise<void> {
  const client = new MongoClient(identityUri());
  try {
    await client.connect();
    const db = client.db();
    const user = await db.collection('users').findOne({ email: email.toLowerCase() });
    if (!user) throw new Error(`no identity user with e-mail ${email}`);
    await db.collection('telegram_accounts').insertOne({
      userId: user._id,
      username: chat.username,
      chatId: String(chat.chatId),
      isActive: true,
      createdAt: new Date(),
    });
    await db.collection('users').updateOne({ _id: user._id }, { $set: { twoFactorEnabled: true, telegramUsername: chat.username } });
  } finally {
    await client.close();
  }
}
