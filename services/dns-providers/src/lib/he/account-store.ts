// Hurricane Electric accounts as the API shows them: password and the whole proxy (server, user,
// password) sealed at rest (issue 25), previews and a masked proxy in every answer, full secrets only
// through reveal() (admins, audited), plain values for the dns.he.net session inside this service.
// Rows from before the proxy server and user were sealed hold them in clear: read as they are, sealed
// at start (seal-legacy.ts) and on the next write.
import {
  HE_PROXY_PASSWORD_MASK,
  type HeAccount,
  type HeAccountBody,
  type HeAccountUpdateBody,
  type HeRevealedSecrets,
} from '@dop/contracts/dns-providers';
import { badRequest, notFound } from '@dop/service-kit';
import type { HeAccountDoc, Models } from '../../models/accounts';
import { checkId, isSealed, type Sealer } from '../secrets';
import type { HeProxy } from './session';

export interface HeCredentials {
  id: string;
  name: string;
  email: string;
  password: string;
  proxy: HeProxy | null;
  domainsLimit: number;
  isActive: boolean;
}

export class HeAccountStore {
  constructor(
    private readonly models: Models,
    private readonly sealer: Sealer,
    private readonly defaultLimit: number,
  ) {}

  private view(doc: HeAccountDoc): HeAccount {
    const server = this.sealer.openOrPlain(doc.proxyServer);
    const user = this.sealer.openOrPlain(doc.proxyUsername);
    const mask = doc.proxyPassword ? HE_PROXY_PASSWORD_MASK : null;
    return {
      id: doc._id.toString(),
      name: doc.name,
      email: doc.email,
      password: this.sealer.preview(doc.password),
      proxyServer: server || null,
      proxyUsername: user || null,
      proxyPassword: mask,
      proxy: server ? `${user ? `${user}${mask ? `:${mask}` : ''}@` : ''}${server.replace(/^https?:\/\//, '')}` : null,
      isActive: doc.isActive,
      domainsUsed: doc.domainsUsed,
      domainsLimit: doc.domainsLimit,
      lastDomainCheck: doc.lastDomainCheck ? doc.lastDomainCheck.toISOString() : null,
    };
  }

  private async find(id: string): Promise<HeAccountDoc> {
    checkId(id, 'Hurricane Electric account');
    const doc = await this.models.he.findById(id).lean<HeAccountDoc>();
    if (!doc) throw notFound(`No Hurricane Electric account ${id}`);
    return doc;
  }

  async list(): Promise<HeAccount[]> {
    return (await this.models.he.find().sort({ createdAt: 1 }).lean<HeAccountDoc[]>()).map((d) => this.view(d));
  }

  async create(body: HeAccountBody, userId: string | null): Promise<HeAccount> {
    const doc = await this.models.he.create({
      name: body.name,
      email: body.email,
      password: this.sealer.seal(body.password),
      ...this.sealedProxy(body, null),
      isActive: body.isActive,
      domainsLimit: this.defaultLimit,
      createdBy: userId,
    });
    return this.view(doc.toObject());
  }

  /**
   * The proxy fields to store, all sealed. No server: no proxy at all. A password sent blank, as its
   * preview or as the mask keeps the stored one (`current`).
   */
  private sealedProxy(
    body: Pick<HeAccountBody, 'proxyServer' | 'proxyUsername' | 'proxyPassword'>,
    current: string | null,
  ): Pick<HeAccountDoc, 'proxyServer' | 'proxyUsername' | 'proxyPassword'> {
    if (!body.proxyServer) return { proxyServer: null, proxyUsername: null, proxyPassword: null };
    if (body.proxyPassword === HE_PROXY_PASSWORD_MASK && !current) {
      // The mask with nothing stored behind it: storing it would make a proxy that never works.
      throw badRequest('Invalid request: body.proxyPassword: the proxy password is masked; enter it again', [
        { in: 'body', path: 'proxyPassword', message: 'the proxy password is masked; enter it again' },
      ]);
    }
    return {
      proxyServer: this.sealer.seal(body.proxyServer),
      proxyUsername: body.proxyUsername ? this.sealer.seal(body.proxyUsername) : null,
      proxyPassword: this.sealer.reseal(current, body.proxyPassword),
    };
  }

  /** Secrets sent blank, as their preview or as the mask are kept (HeAccountUpdateBody). */
  async update(id: string, body: HeAccountUpdateBody): Promise<HeAccount> {
    const doc = await this.find(id);
    const next = {
      name: body.name,
      email: body.email,
      password: this.sealer.reseal(doc.password, body.password) ?? doc.password,
      ...this.sealedProxy(body, doc.proxyPassword),
      isActive: body.isActive,
    };
    await this.models.he.updateOne({ _id: id }, { $set: next });
    return this.view({ ...doc, ...next });
  }

  /** The password and proxy password in full, for an admin's audited reveal. */
  async reveal(id: string): Promise<HeRevealedSecrets> {
    const doc = await this.find(id);
    return { id, password: this.sealer.open(doc.password) || null, proxyPassword: this.sealer.open(doc.proxyPassword) || null };
  }

  async remove(id: string): Promise<void> {
    checkId(id, 'Hurricane Electric account');
    const res = await this.models.he.deleteOne({ _id: id });
    if (res.deletedCount === 0) throw notFound(`No Hurricane Electric account ${id}`);
  }

  async credentials(id: string): Promise<HeCredentials> {
    const doc = await this.find(id);
    // A sealed server that cannot be opened is an error, never a call without the proxy.
    const server =
      doc.proxyServer && isSealed(doc.proxyServer)
        ? this.sealer.require(doc.proxyServer, `${doc.name} proxy server`)
        : (doc.proxyServer ?? '');
    const proxy = server
      ? {
          server,
          username: this.sealer.openOrPlain(doc.proxyUsername) || null,
          password: doc.proxyPassword ? this.sealer.require(doc.proxyPassword, `${doc.name} proxy password`) : null,
        }
      : null;
    return {
      id,
      name: doc.name,
      email: doc.email,
      password: this.sealer.require(doc.password, `Hurricane Electric account ${doc.name} password`),
      proxy,
      domainsLimit: doc.domainsLimit,
      isActive: doc.isActive,
    };
  }

  /** Zones on the account as of its last check or update (spec 2 §7 domain-count). */
  async domainCount(id: string): Promise<number> {
    return (await this.find(id)).domainsUsed;
  }

  async activeIds(): Promise<string[]> {
    return (await this.models.he.find({ isActive: true }, { _id: 1 }).sort({ createdAt: 1 }).lean<HeAccountDoc[]>()).map((d) =>
      d._id.toString(),
    );
  }

  async recordUsage(id: string, domainsUsed: number): Promise<void> {
    await this.models.he.updateOne({ _id: id }, { $set: { domainsUsed, lastDomainCheck: new Date() } });
  }
}
