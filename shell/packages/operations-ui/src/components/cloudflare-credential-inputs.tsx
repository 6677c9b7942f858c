import { Input } from '@dop/ui';

export interface CloudflareCredentialInputsProps {
  email: string;
  apiKey: string;
  onEmail: (email: string) => void;
  onApiKey: (apiKey: string) => void;
}

/**
 * One CloudFlare account's email and API key side by side (spec 2 §2.2 Add New Domains, §2.3–2.4 the
 * CloudFlare dialogs); the key is masked. Labelled by aria-label, as the placeholders say the same.
 */
export function CloudflareCredentialInputs({ email, apiKey, onEmail, onApiKey }: CloudflareCredentialInputsProps) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Input aria-label="CloudFlare email" placeholder="CloudFlare email" value={email} onChange={(e) => onEmail(e.target.value)} />
      <Input
        aria-label="CloudFlare API key"
        type="password"
        placeholder="CloudFlare API key"
        value={apiKey}
        onChange={(e) => onApiKey(e.target.value)}
      />
    </div>
  );
}
