// PowerDNS accounts as the API shows them: apiKey sealed at rest, a preview in every answer, the full
// key only through reveal() (admins, audited) and for calls to that server.
import type { PdnsAccount, PdnsAccountBody, PdnsAccountUpdateBody, PdnsRevealedSecrets } from '@dop/contracts/dns-providers';
import { notFound } from '@dop/service-kit';
import type { Models, PdnsAccountDoc } from '../models/accounts';
import { checkId, type Sealer } from './secrets';

export interface PdnsCredentials {
  id: string;
  name: string;
  apiUrl: string;
  apiKey: string;
  isActive: boolean;
}

export class PdnsAccountStore {
  constructor(
    private readonly models: Models,
    private readonly sealer: Sealer,
  ) {}

  private view(doc: PdnsAccountDoc): PdnsAccount {
    return { id: doc._id.toString(), name: doc.name, apiKey: this.sealer.preview(doc.apiKey), apiUrl: doc.apiUrl, isActive: doc.isActive };
  }

  private async find(id: string): Promise<PdnsAccountDoc> {
    checkId(id, 'PowerDNS account');
    const doc = await this.models.pdns.findById(id).lean<PdnsAccountDoc>();
    if (!doc) throw notFound(`No PowerDNS account ${id}`);
    return doc;
  }

  async list(): Promise<PdnsAccount[]> {
    const docs = await this.models.pdns.find().sort({ createdAt: 1 }).lean<PdnsAccountDoc[]>();
    return docs.map((d) => this.view(d));
  }

  async create(body: PdnsAccountBody, userId: string | null): Promise<PdnsAccount> {
    const doc = await this.models.pdns.create({
      name: body.name,
      apiKey: this.sealer.seal(body.apiKey),
      apiUrl: body.apiUrl.replace(/\/+$/, ''),
      isActive: body.isActive,
      createdBy: userId,
    });
    return this.view(doc.toObject());
  }

  /** An apiKey sent blank or as its preview keeps the stored one. */
  async update(id: string, body: PdnsAccountUpdateBody): Promise<PdnsAccount> {
    const doc = await this.find(id);
    const next = {
      name: body.name,
      apiKey: this.sealer.reseal(doc.apiKey, body.apiKey) ?? doc.apiKey,
      apiUrl: body.apiUrl.replace(/\/+$/, ''),
      isActive: body.isActive,
    };
    await this.models.pdns.updateOne({ _id: id }, { $set: next });
    return this.view({ ...doc, ...next });
  }

  /** The API key in full, for an admin's audited reveal. */
  async reveal(id: string): Promise<PdnsRevealedSecrets> {
    return { id, apiKey: this.sealer.open((await this.find(id)).apiKey) || null };
  }

  async remove(id: string): Promise<void> {
    checkId(id, 'PowerDNS account');
    const res = await this.models.pdns.deleteOne({ _id: id });
    if (res.deletedCount === 0) throw notFound(`No PowerDNS account ${id}`);
  }

  async credentials(id: string): Promise<PdnsCredentials> {
    const doc = await this.find(id);
    const apiKey = this.sealer.require(doc.apiKey, `PowerDNS account ${doc.name} API key`);
    return { id, name: doc.name, apiUrl: doc.apiUrl, apiKey, isActive: doc.isActive };
  }
}
