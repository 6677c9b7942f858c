// Domain purchase (spec 2 §2.8): domain list, registrar and account, delay settings, quick purchase,
// an optional price cap, a price check with its table, and the purchase itself, which (issue 31) checks
// the prices and asks for confirmation in-app, naming the count and the total, before anything is bought.
import type { PurchaseBody } from '@dop/contracts/billing';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, LinesField } from '@dop/ui';
import { useState } from 'react';
import { useCheckPrices } from '../hooks/use-check-prices';
import { usePurchase } from '../hooks/use-purchase';
import { MESSAGES, parseDomains, validatePurchase, type PurchaseForm } from '../lib/purchase-form';
import { purchaseSummary, type PurchaseSummary } from '../lib/purchase-total';
import { AccountChoice } from './account-choice';
import { DelaySettings } from './delay-settings';
import { JobStatus } from './job-status';
import { PriceTable } from './price-table';
import { PurchaseConfirm } from './purchase-confirm';

const INITIAL: PurchaseForm = {
  domainsText: '',
  registrar: '',
  accountId: 0,
  quickPurchase: false,
  minDelay: '1',
  maxDelay: '5',
  maxPrice: '',
};

export function PurchaseCard({ shell }: { shell: Pick<ShellApi, 'toasts'> }) {
  const [form, setForm] = useState<PurchaseForm>(INITIAL);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ body: PurchaseBody; summary: PurchaseSummary } | null>(null);
  const purchase = usePurchase(shell);
  const prices = useCheckPrices(shell);
  const set = (patch: Partial<PurchaseForm>) => setForm((f) => ({ ...f, ...patch }));

  async function buy() {
    const checked = validatePurchase(form);
    setProblem(checked.error);
    if (!checked.body) return;
    const body = checked.body;
    // The total comes from a fresh price check; if that fails, the dialog says the price is unknown.
    const quotes = await prices.mutateAsync(body.domains).then(
      (r) => r.quotes,
      () => null,
    );
    setAsking({ body, summary: purchaseSummary(quotes, body) });
  }

  function confirm() {
    if (asking) purchase.start(asking.body);
    setAsking(null);
  }

  function checkPrices() {
    const domains = parseDomains(form.domainsText);
    setProblem(domains.length ? null : MESSAGES.noDomains);
    if (domains.length) prices.mutate(domains);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Domain Purchase</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <LinesField id="billing-domains" value={form.domainsText} onValueChange={(domainsText) => set({ domainsText })} />
        <AccountChoice value={form} onChange={set} />
        <DelaySettings value={form} onChange={set} />
        <div className="max-w-xs space-y-1">
          <Label htmlFor="billing-max-price">Price cap ($, optional)</Label>
          <Input
            id="billing-max-price"
            type="number"
            min={0}
            step="0.01"
            value={form.maxPrice}
            onChange={(e) => set({ maxPrice: e.target.value })}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={checkPrices} disabled={prices.isPending}>
            {prices.isPending ? 'Checking...' : 'Check Prices'}
          </Button>
          <RoleButton route="POST /api/billing/purchase" onClick={() => void buy()} disabled={purchase.starting || prices.isPending}>
            {purchase.starting ? 'Purchasing...' : 'Purchase'}
          </RoleButton>
        </div>
        {purchase.job && <JobStatus job={purchase.job} />}
        {prices.data && <PriceTable quotes={prices.data.quotes} />}
      </CardContent>
      <PurchaseConfirm body={asking?.body ?? null} summary={asking?.summary ?? null} onConfirm={confirm} onCancel={() => setAsking(null)} />
    </Card>
  );
}
