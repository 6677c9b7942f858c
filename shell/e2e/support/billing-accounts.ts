// Registrar accounts for the Billing e2e, created through the product's API (the registrars service
// owns them): working accounts at the NameSilo, Gandi and Dynadot simulators, and a NameSilo account
// with a wrong key whose balance the registrar refuses. Dynadot accounts must name a proxy (spec 1 §5):
// a recording CONNECT proxy in the test process stands in for it.
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_DYNADOT_CREDENTIALS,
  DEFAULT_GANDI_CREDENTIALS,
  DEFAULT_NAMESILO_CREDENTIALS,
  GANDI_SAMPLE_CONTACT,
} from '@dop/provider-sims';
import { expect } from './fixtures';

export interface BillingAccounts {
  tag: string;
  silo: { id: number; name: string };
  badSilo: { id: number; name: string };
  gandi: { id: number; name: string };
  dynadot: { id: number; name: string };
}

async function create(request: APIRequestContext, registrar: string, body: Record<string, string>): Promise<number> {
  const res = await request.post(`/api/accounts/${registrar}`, {
    data: body,
    // A cookie-authenticated write must name the site (CSRF check of the gateway).
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

export async function createBillingAccounts(request: APIRequestContext, proxyAddress: string): Promise<BillingAccounts> {
  const tag = randomBytes(3).toString('hex');
  const names = { silo: `bill silo ${tag}`, badSilo: `bill bad ${tag}`, gandi: `bill gandi ${tag}`, dynadot: `bill dyna ${tag}` };
  const silo = await create(request, 'namesilo', { name: names.silo, apiKey: DEFAULT_NAMESILO_CREDENTIALS.apiKey });
  const badSilo = await create(request, 'namesilo', { name: names.badSilo, apiKey: `wrong-key-${tag}` });
  const gandi = await create(request, 'gandi', {
    name: names.gandi,
    apiToken: DEFAULT_GANDI_CREDENTIALS.apiToken,
    ...GANDI_SAMPLE_CONTACT,
  });
  const dynadot = await create(request, 'dynadot', {
    name: names.dynadot,
    apiKey: DEFAULT_DYNADOT_CREDENTIALS.apiKey,
    proxy: proxyAddress,
  });
  return {
    tag,
    silo: { id: silo, name: names.silo },
    badSilo: { id: badSilo, name: names.badSilo },
    gandi: { id: gandi, name: names.gandi },
    dynadot: { id: dynadot, name: names.dynadot },
  };
}

/**
 * The balance widget of one account. Accounts are shared by every user and other specs add theirs,
 * so the widget may be on a later page of 10: pages forward until it shows.
 */
export async function balanceWidget(page: Page, label: string) {
  const widget = page.getByRole('group', { name: label, exact: true });
  const next = page.getByRole('navigation', { name: 'Balance pages' }).getByRole('button', { name: 'Next' });
  await expect(page.getByRole('list', { name: 'Balances' })).toBeVisible();
  for (let i = 0; i < 50 && !(await widget.isVisible()); i++) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  return widget;
}
