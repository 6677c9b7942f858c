// Hurricane Electric accounts as the API shows them: password and proxy password sealed at rest,
// previews in answers, plain values only for the dns.he.net session inside this service.
import type { HeAccount, HeAccountBody } from '@dop/contracts/dns-providers';
import { notFound } from '@dop/service-kit';
import type { HeAccountDoc, Models } from '../../models/accounts';
import { checkId, type Sealer } from '../secrets';
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
    return {
      id: doc._id.toString(),
      name: doc.name,
      email: doc.email,
      password: this.sealer.preview(doc.password),
      proxyServer: doc.proxyServer || null,
      proxyUsername: doc.proxyUsername || null,
      proxyPassword: doc.proxyPassword ? this.sealer.preview(doc.proxyPassword) : null,
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
      proxyServer: body.proxyServer || null,
      proxyUsername: body.proxyUsername || null,
      proxyPassword: body.proxyPassword ? this.sealer.seal(body.proxyPassword) : null,
      isActive: body.isActive,
      domainsLimit: this.defaultLimit,
      createdBy: userId,
    });
    return this.view(doc.toObject());
  }

  /** A secret sent back as its own preview is kept; an empty proxy password removes it. */
  async update(id: string, body: HeAccountBody): Promise<HeAccount> {
    const doc = await this.find(id);
    const next = {
      name: body.name,
      email: body.email,
      password: this.sealer.reseal(doc.password, body.password),
      proxyServer: body.proxyServer || null,
      proxyUsername: body.proxyUsername || null,
      proxyPassword: body.proxyPassword ? this.sealer.reseal(doc.proxyPassword, body.proxyPassword) : null,
      isActive: body.isActive,
    };
    await this.models.he.updateOne({ _id: id }, { $set: next });
    return this.view({ ...doc, ...next });
  }

  async remove(id: string): Promise<void> {
    checkId(id, 'Hurricane Electric account');
    const res = await this.models.he.deleteOne({ _id: id });
    if (res.deletedCount === 0) throw notFound(`No Hurricane Electric account ${id}`);
  }

  async credentials(id: string): Promise<HeCredentials> {
    const doc = await this.find(id);
    const proxy = doc.proxyServer
      ? {
          server: doc.proxyServer,
          username: doc.proxyUsername,
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
