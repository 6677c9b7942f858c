// Accounts as the API shows them: secrets and the proxy sealed on the way in (sealed-fields.ts),
// previews and a masked proxy in every answer, full values only through reveal() (admins, audited)
// and decrypted credentials only for adapters inside this service.
import {
  missingRequired,
  previewLength,
  REGISTRAR_FIELDS,
  SECRET_FIELDS,
  type AccountView,
  type Registrar,
  type RevealedAccountSecrets,
  type SecretField,
} from '@dop/contracts/registrars';
import { badRequest, HttpError, notFound, preview, type SecretBox } from '@dop/service-kit';
import { nextAccountId, type AccountDoc, type Models } from '../models/account';
import { SealedFields, type SealedDoc } from './sealed-fields';

type Body = Partial<Record<string, string>>;
const isSecret = (f: string): f is SecretField => (SECRET_FIELDS as readonly string[]).includes(f);

export class AccountStore {
  private readonly sealed: SealedFields;

  constructor(
    private readonly models: Models,
    box: SecretBox,
  ) {
    this.sealed = new SealedFields(box);
  }

  private view(doc: AccountDoc): AccountView {
    const view: Record<string, unknown> = {
      id: doc.id,
      registrar: doc.registrar,
      name: doc.fields.name || null,
      proxy: this.sealed.maskedProxy(doc),
      isActive: doc.isActive !== false,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
    };
    for (const f of REGISTRAR_FIELDS[doc.registrar]) {
      if (f === 'name' || f === 'proxy') continue;
      if (isSecret(f)) {
        const plain = this.sealed.open(doc.secrets[f]);
        view[f] = plain ? preview(plain, previewLength(f)) : null;
      } else {
        view[f] = doc.fields[f] || null;
      }
    }
    return view as AccountView;
  }

  private async find(registrar: Registrar, id: number): Promise<AccountDoc> {
    const doc = await this.models.accounts.findOne({ registrar, id }).lean<AccountDoc>();
    if (!doc) throw notFound(`No ${registrar} account ${id}`);
    return doc;
  }

  async list(registrar: Registrar): Promise<AccountView[]> {
    const docs = await this.models.accounts.find({ registrar }).sort({ id: 1 }).lean<AccountDoc[]>();
    return docs.map((d) => this.view(d));
  }

  /** One account as lists show it (previews and masked proxy, whoever asks). */
  async get(registrar: Registrar, id: number): Promise<AccountView> {
    return this.view(await this.find(registrar, id));
  }

  /** The secret fields in full and the proxy with its password, for an admin's audited reveal. */
  async reveal(registrar: Registrar, id: number): Promise<RevealedAccountSecrets> {
    const doc = await this.find(registrar, id);
    const out: Record<string, unknown> = { id: doc.id, registrar, proxy: this.sealed.proxyOf(doc) || null };
    for (const f of REGISTRAR_FIELDS[registrar]) if (isSecret(f)) out[f] = this.sealed.open(doc.secrets[f]) || null;
    return out as RevealedAccountSecrets;
  }

  /**
   * Blank plain fields unset; blank secrets and secrets sent back as their preview keep the stored
   * value; the proxy as sealed-fields.ts says.
   */
  private apply(doc: SealedDoc, body: Body): void {
    this.sealed.sealLegacyProxy(doc);
    for (const [f, raw] of Object.entries(body)) {
      if (raw === undefined) continue;
      const value = raw.trim();
      if (f === 'proxy') this.sealed.applyProxy(doc, value);
      else if (isSecret(f)) this.sealed.applySecret(doc, f, value);
      else if (value) doc.fields[f] = value;
      else delete doc.fields[f];
    }
  }

  private ensureRequired(doc: SealedDoc): void {
    const present = { ...doc.fields, ...Object.fromEntries(Object.keys(doc.secrets).map((k) => [k, 'set'])) };
    const missing = missingRequired(doc.registrar, present);
    if (missing.length) {
      throw badRequest(
        `Invalid request: ${missing.map((f) => `body.${f}: is required`).join('; ')}`,
        missing.map((f) => ({ in: 'body', path: f, message: 'is required' })),
      );
    }
  }

  async create(registrar: Registrar, body: Body, userId: string | null, isActive = true): Promise<AccountView> {
    const draft = { registrar, fields: {} as Record<string, string>, secrets: {} as Record<string, string> };
    this.apply(draft, body);
    this.ensureRequired(draft);
    const id = await nextAccountId(this.models, registrar);
    const now = new Date();
    const doc = await this.models.accounts.create({ ...draft, id, isActive, createdBy: userId, createdAt: now, updatedAt: now });
    return this.view(doc.toObject());
  }

  /** The account as answers show it, and the names of the fields the edit really changed (for the audit). */
  async update(registrar: Registrar, id: number, body: Body, isActive?: boolean): Promise<{ view: AccountView; changed: string[] }> {
    const doc = await this.find(registrar, id);
    const before = { registrar, fields: { ...doc.fields }, secrets: { ...doc.secrets } };
    const wasActive = doc.isActive !== false;
    this.apply(doc, body);
    this.ensureRequired(doc);
    doc.updatedAt = new Date();
    if (isActive !== undefined) doc.isActive = isActive;
    await this.models.accounts.updateOne(
      { registrar, id },
      { $set: { fields: doc.fields, secrets: doc.secrets, updatedAt: doc.updatedAt, isActive: doc.isActive !== false } },
    );
    const changed = this.changedFields(before, doc);
    if (wasActive !== (doc.isActive !== false)) changed.push('isActive');
    return { view: this.view(doc), changed };
  }

  /** A secret changed when it was sealed anew (a kept one keeps its ciphertext); the proxy by value. */
  private changedFields(before: SealedDoc, after: SealedDoc): string[] {
    return REGISTRAR_FIELDS[after.registrar].filter((f) => {
      if (f === 'proxy') return this.sealed.proxyOf(before) !== this.sealed.proxyOf(after);
      if (isSecret(f)) return before.secrets[f] !== after.secrets[f];
      return (before.fields[f] ?? '') !== (after.fields[f] ?? '');
    });
  }

  async remove(registrar: Registrar, id: number): Promise<void> {
    const res = await this.models.accounts.deleteOne({ registrar, id });
    if (res.deletedCount === 0) throw notFound(`No ${registrar} account ${id}`);
  }

  /** Decrypted fields for an adapter call; never leaves the service. */
  async credentials(registrar: Registrar, id: number): Promise<Record<string, string>> {
    const doc = await this.find(registrar, id);
    const secrets = Object.fromEntries(Object.entries(doc.secrets).map(([k, v]) => [k, this.sealed.open(v)]));
    const unreadable = Object.keys(secrets).filter((k) => secrets[k] === '');
    if (unreadable.length) {
      throw HttpError.of('secret_unreadable', { what: `${registrar} account ${id}: ${unreadable.join(', ')}` });
    }
    // A legacy plain proxy is in `fields`; a sealed one in `secrets` wins.
    return { ...doc.fields, ...secrets };
  }

  /** The accounts the periodic inventory sync walks (isActive on; every one with `all`), oldest first. */
  async active(all = false): Promise<Array<{ registrar: Registrar; accountId: number; name: string | null; isActive: boolean }>> {
    const docs = await this.models.accounts
      .find(all ? {} : { isActive: { $ne: false } }, { registrar: 1, id: 1, fields: 1, isActive: 1 })
      .sort({ registrar: 1, id: 1 })
      .lean<AccountDoc[]>();
    return docs.map((d) => ({ registrar: d.registrar, accountId: d.id, name: d.fields?.name || null, isActive: d.isActive !== false }));
  }

  /** Every account id per registrar, oldest first (detect-registrar, default price targets). */
  async refs(): Promise<Array<{ registrar: Registrar; id: number }>> {
    const docs = await this.models.accounts.find({}, { registrar: 1, id: 1 }).sort({ registrar: 1, id: 1 }).lean<AccountDoc[]>();
    return docs.map((d) => ({ registrar: d.registrar, id: d.id }));
  }
}
