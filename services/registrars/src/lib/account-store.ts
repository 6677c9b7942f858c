// Accounts as the API shows them: secrets sealed on the way in, previews in lists, full values only
// for the edit form (GET by id), decrypted credentials only for adapters inside this service.
import {
  missingRequired,
  previewLength,
  REGISTRAR_FIELDS,
  SECRET_FIELDS,
  type AccountView,
  type Registrar,
  type SecretField,
} from '@dop/contracts/registrars';
import { badRequest, HttpError, notFound } from '@dop/service-kit';
import { nextAccountId, type AccountDoc, type Models } from '../models/account';
import { preview, type SecretBox } from '@dop/service-kit';

type Body = Partial<Record<string, string>>;
const isSecret = (f: string): f is SecretField => (SECRET_FIELDS as readonly string[]).includes(f);

export class AccountStore {
  constructor(
    private readonly models: Models,
    private readonly box: SecretBox,
  ) {}

  private view(doc: AccountDoc, full: boolean): AccountView {
    const view: Record<string, unknown> = {
      id: doc.id,
      registrar: doc.registrar,
      name: doc.fields.name || null,
      proxy: doc.fields.proxy || null,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
    };
    for (const f of REGISTRAR_FIELDS[doc.registrar]) {
      if (f === 'name' || f === 'proxy') continue;
      if (isSecret(f)) {
        const plain = this.open(doc.secrets[f]);
        view[f] = plain ? (full ? plain : preview(plain, previewLength(f))) : null;
      } else {
        view[f] = doc.fields[f] || null;
      }
    }
    return view as AccountView;
  }

  /**
   * A secret sealed under an earlier SECRETS_KEY reads as unset, so lists keep working and the user
   * can enter it again; adapters get a clear error instead (credentials()).
   */
  private open(sealed: string | undefined): string {
    if (!sealed) return '';
    try {
      return this.box.decrypt(sealed);
    } catch {
      return '';
    }
  }

  private async find(registrar: Registrar, id: number): Promise<AccountDoc> {
    const doc = await this.models.accounts.findOne({ registrar, id }).lean<AccountDoc>();
    if (!doc) throw notFound(`No ${registrar} account ${id}`);
    return doc;
  }

  async list(registrar: Registrar): Promise<AccountView[]> {
    const docs = await this.models.accounts.find({ registrar }).sort({ id: 1 }).lean<AccountDoc[]>();
    return docs.map((d) => this.view(d, false));
  }

  async get(registrar: Registrar, id: number, full: boolean): Promise<AccountView> {
    return this.view(await this.find(registrar, id), full);
  }

  /** Blank values unset a field; a secret equal to its own preview (sent back from a list) is kept. */
  private apply(doc: Pick<AccountDoc, 'fields' | 'secrets' | 'registrar'>, body: Body): void {
    for (const [f, raw] of Object.entries(body)) {
      if (raw === undefined) continue;
      const value = raw.trim();
      if (isSecret(f)) {
        const current = this.open(doc.secrets[f]);
        if (current && value === preview(current, previewLength(f))) continue;
        if (value) doc.secrets[f] = this.box.encrypt(value);
        else delete doc.secrets[f];
      } else if (value) doc.fields[f] = value;
      else delete doc.fields[f];
    }
  }

  private ensureRequired(doc: Pick<AccountDoc, 'fields' | 'secrets' | 'registrar'>): void {
    const present = { ...doc.fields, ...Object.fromEntries(Object.keys(doc.secrets).map((k) => [k, 'set'])) };
    const missing = missingRequired(doc.registrar, present);
    if (missing.length) {
      throw badRequest(
        `Invalid request: ${missing.map((f) => `body.${f}: is required`).join('; ')}`,
        missing.map((f) => ({ in: 'body', path: f, message: 'is required' })),
      );
    }
  }

  async create(registrar: Registrar, body: Body, userId: string | null): Promise<AccountView> {
    const draft = { registrar, fields: {} as Record<string, string>, secrets: {} as Record<string, string> };
    this.apply(draft, body);
    this.ensureRequired(draft);
    const id = await nextAccountId(this.models, registrar);
    const now = new Date();
    const doc = await this.models.accounts.create({ ...draft, id, createdBy: userId, createdAt: now, updatedAt: now });
    return this.view(doc.toObject(), false);
  }

  async update(registrar: Registrar, id: number, body: Body): Promise<AccountView> {
    const doc = await this.find(registrar, id);
    this.apply(doc, body);
    this.ensureRequired(doc);
    doc.updatedAt = new Date();
    await this.models.accounts.updateOne(
      { registrar, id },
      { $set: { fields: doc.fields, secrets: doc.secrets, updatedAt: doc.updatedAt } },
    );
    return this.view(doc, false);
  }

  async remove(registrar: Registrar, id: number): Promise<void> {
    const res = await this.models.accounts.deleteOne({ registrar, id });
    if (res.deletedCount === 0) throw notFound(`No ${registrar} account ${id}`);
  }

  /** Decrypted fields for an adapter call; never leaves the service. */
  async credentials(registrar: Registrar, id: number): Promise<Record<string, string>> {
    const doc = await this.find(registrar, id);
    const secrets = Object.fromEntries(Object.entries(doc.secrets).map(([k, v]) => [k, this.open(v)]));
    const unreadable = Object.keys(secrets).filter((k) => secrets[k] === '');
    if (unreadable.length) {
      throw new HttpError(
        409,
        'secret_unreadable',
        `${registrar} account ${id}: ${unreadable.join(', ')} cannot be decrypted with the current SECRETS_KEY; enter it again`,
      );
    }
    return { ...doc.fields, ...secrets };
  }

  /** Every account id per registrar, oldest first (detect-registrar, default price targets). */
  async refs(): Promise<Array<{ registrar: Registrar; id: number }>> {
    const docs = await this.models.accounts.find({}, { registrar: 1, id: 1 }).sort({ registrar: 1, id: 1 }).lean<AccountDoc[]>();
    return docs.map((d) => ({ registrar: d.registrar, id: d.id }));
  }
}
