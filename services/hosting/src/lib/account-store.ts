// DiorHost accounts as the API shows them: the password sealed on the way in and shown only as a
// preview (in full only through reveal(), for admins, audited); the endpoint checked against the
// allow-list on every write; the clear password handed only to the BILLmanager client inside this
// service (credentials()).
import type { DiorhostAccount, DiorhostAccountUpdate, Server } from '@dop/contracts/hosting';
import { HttpError, notFound, preview, pushEvents, type SecretBox } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';
import type { AccountDoc, AccountModel } from '../models/account';
import { EndpointRefusedError, type EndpointGuard } from './endpoint-guard';
import { syncEvents } from './hosting-events';

const PREVIEW_LENGTH = 10;

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  apiEndpoint?: string;
  isActive: boolean;
}

export class AccountStore {
  constructor(
    private readonly model: AccountModel,
    private readonly box: SecretBox,
    private readonly guard: EndpointGuard,
    private readonly defaultEndpoint: string,
    /** Tells the event relay that a write staged events. */
    private readonly nudgeEvents: () => void = () => undefined,
  ) {}

  view(doc: AccountDoc): DiorhostAccount {
    return {
      id: String(doc._id),
      name: doc.name,
      email: doc.email,
      password: preview(this.open(doc.passwordSealed), PREVIEW_LENGTH),
      apiEndpoint: doc.apiEndpoint,
      isActive: doc.isActive,
      balance: doc.balance,
      lastSync: doc.lastSync ? doc.lastSync.toISOString() : null,
      lastError: doc.lastError,
      serverCount: doc.servers.length,
      userId: doc.userId,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
    };
  }

  /** A password sealed under an earlier SECRETS_KEY reads as empty; credentials() says so. */
  private open(sealed: string): string {
    try {
      return this.box.decrypt(sealed);
    } catch {
      return '';
    }
  }

  /** 400 naming apiEndpoint when the host is not allowed. */
  private endpoint(value: string | undefined): string {
    const chosen = value?.trim() || this.defaultEndpoint;
    try {
      return this.guard.check(chosen).href;
    } catch (err) {
      if (!(err instanceof EndpointRefusedError)) throw err;
      throw new HttpError('bad_request', `Invalid request: body.apiEndpoint: ${err.message}`, [
        { in: 'body', path: 'apiEndpoint', message: err.message },
      ]);
    }
  }

  async find(id: string): Promise<AccountDoc> {
    const doc = isValidObjectId(id) ? await this.model.findById(id).lean<AccountDoc>() : null;
    if (!doc) throw notFound(`No DiorHost account ${id.slice(0, 64)}`);
    return doc;
  }

  async list(): Promise<AccountDoc[]> {
    return this.model.find({}).sort({ createdAt: 1, _id: 1 }).lean<AccountDoc[]>();
  }

  async create(body: NewAccount, userId: string | null): Promise<AccountDoc> {
    const now = new Date();
    const doc = await this.model.create({
      name: body.name,
      email: body.email,
      passwordSealed: this.box.encrypt(body.password),
      apiEndpoint: this.endpoint(body.apiEndpoint),
      isActive: body.isActive,
      userId,
      createdAt: now,
      updatedAt: now,
    });
    return doc.toObject();
  }

  /** A blank password, or the list preview sent back, keeps the stored one. */
  async update(id: string, body: DiorhostAccountUpdate): Promise<AccountDoc> {
    const doc = await this.find(id);
    const set: Partial<AccountDoc> = { updatedAt: new Date() };
    if (body.name !== undefined) set.name = body.name;
    if (body.email !== undefined) set.email = body.email;
    if (body.isActive !== undefined) set.isActive = body.isActive;
    if (body.apiEndpoint !== undefined) set.apiEndpoint = this.endpoint(body.apiEndpoint);
    const current = this.open(doc.passwordSealed);
    if (body.password && body.password !== preview(current, PREVIEW_LENGTH)) set.passwordSealed = this.box.encrypt(body.password);
    await this.model.updateOne({ _id: doc._id }, { $set: set });
    return { ...doc, ...set };
  }

  /** The password in full, for an admin's audited reveal (null when unreadable under this key). */
  async reveal(id: string): Promise<{ id: string; password: string | null }> {
    const doc = await this.find(id);
    return { id: String(doc._id), password: this.open(doc.passwordSealed) || null };
  }

  async remove(id: string): Promise<void> {
    const doc = await this.find(id);
    await this.model.deleteOne({ _id: doc._id });
  }

  /** The result of a sync: balance (kept when the panel shows none), servers, time and error. */
  async recordSync(id: AccountDoc['_id'], outcome: { balance?: string | null; servers?: Server[]; error: string | null }): Promise<void> {
    const set: Record<string, unknown> = { lastError: outcome.error };
    if (outcome.error === null) set.lastSync = new Date();
    if (outcome.balance) set.balance = outcome.balance;
    if (outcome.servers) set.servers = outcome.servers;
    if (outcome.error !== null || !outcome.servers) {
      await this.model.updateOne({ _id: id }, { $set: set });
      return;
    }
    // The servers stored before decide which expiring ones are news; the events go in the same write.
    const before = await this.model.findById(id, { servers: 1 }).lean<Pick<AccountDoc, 'servers'>>();
    const events = syncEvents(String(id), before?.servers ?? [], outcome.servers);
    await this.model.updateOne({ _id: id }, { $set: set, ...pushEvents(...events) });
    this.nudgeEvents();
  }

  /** Endpoint (re-checked: the allow-list may have shrunk since the account was saved) and login. */
  credentials(doc: AccountDoc): { endpoint: URL; login: string; password: string } {
    const password = this.open(doc.passwordSealed);
    if (!password) {
      throw HttpError.of('secret_unreadable', { what: `DiorHost account ${doc.name}: the password` });
    }
    let endpoint: URL;
    try {
      endpoint = this.guard.check(doc.apiEndpoint);
    } catch (err) {
      throw HttpError.of('endpoint_refused', { account: `DiorHost account ${doc.name}`, reason: err instanceof Error ? err.message : '' });
    }
    return { endpoint, login: doc.email, password };
  }
}
