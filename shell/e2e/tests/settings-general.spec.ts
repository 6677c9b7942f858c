// Settings → General beyond the per-tab flows: failure toasts, masking, one form at a time (spec 1
// §2, §4, §8) and the time zone card (spec 2 §2.6, §8).
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/sign-in-page';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);

test.describe('Settings → General', () => {
  test('failures toast the spec words: add and update refused by the service, delete failing', async ({ page, signedIn: _ }) => {
    const name = `e2e fail ${Date.now()}`;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'dynadot', exact: true }).click();
    await page.getByRole('button', { name: 'Add Dynadot Account' }).click();
    const form = page.getByRole('form', { name: 'Add Dynadot Account' });
    await form.getByLabel(label('Name')).fill(name);
    await form.getByLabel(label('API Key')).fill('dd-fail-key-0123456789');
    // The form does not check the proxy's format; the service refuses it (400).
    await form.getByLabel(label('Proxy')).fill('not a proxy');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Error adding account', 'Failed to add Dynadot account');
    await expect(form).toBeVisible();

    await form.getByLabel(label('Proxy')).fill('127.0.0.1:3128');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Account added', 'Dynadot account has been added successfully');
    const heading = page.getByRole('heading', { name: new RegExp(`^${escape(name)} \\(id\\d+\\)$`) });
    const headingText = (await heading.textContent())!;
    const card = page.getByRole('article', { name: headingText });

    await card.getByRole('button', { name: `Edit ${headingText}` }).click();
    await card.getByLabel(label('Proxy')).fill('still not a proxy');
    await card.getByRole('button', { name: '✓ Save' }).click();
    await expectToast(page, 'Error updating account', 'Failed to update Dynadot account');
    await card.getByRole('button', { name: '✕ Cancel' }).click();

    // The service has no way to be told to fail a delete, so this one answer is a 500 from the route.
    await page.route('**/api/accounts/dynadot/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await card.getByRole('button', { name: `Delete ${headingText}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Error deleting account', 'Failed to delete Dynadot account');
    await page.unroute('**/api/accounts/dynadot/*');
    await card.getByRole('button', { name: `Delete ${headingText}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Account deleted', 'Dynadot account has been deleted successfully');
  });

  test('secrets are masked with show/hide, the gandi token reads 8 characters and ..., one add form at a time', async ({ page, signedIn: _ }) => {
    const name = `e2e mask ${Date.now()}`;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'gandi', exact: true }).click();
    await page.getByRole('button', { name: 'Add Gandi Account' }).click();
    const form = page.getByRole('form', { name: 'Add Gandi Account' });
    await expect(form.getByLabel(label('API Token'))).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: /Show API Token/ })).toHaveCount(0);
    await form.getByRole('button', { name: /Contact Information for Domain Registration/ }).click();
    await expect(form.getByLabel(label('Country'))).toHaveValue('GB');
    await form.getByLabel(label('Name')).fill(name);
    await form.getByLabel(label('API Token')).fill('abcdefgh-rest-of-the-token');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Account added', 'Gandi account has been added successfully');
    const card = page.getByRole('article', { name: new RegExp(`^${escape(name)} \\(id\\d+\\)$`) });
    await expect(card.getByText('abcdefgh...', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'porkbun', exact: true }).click();
    await page.getByRole('button', { name: 'Add Porkbun Account' }).click();
    const pork = page.getByRole('form', { name: 'Add Porkbun Account' });
    await pork.getByLabel(label('Secret Key')).fill('s3cret-value');
    await expect(pork.getByLabel(label('Secret Key'))).toHaveAttribute('type', 'password');
    await pork.getByRole('button', { name: 'Show Secret Key' }).click();
    await expect(pork.getByLabel(label('Secret Key'))).toHaveAttribute('type', 'text');
    await pork.getByRole('button', { name: 'Hide Secret Key' }).click();
    await expect(pork.getByLabel(label('Secret Key'))).toHaveAttribute('type', 'password');

    // Back on gandi: its add form closed when porkbun's opened; starting an edit closes porkbun's.
    await page.getByRole('tab', { name: 'gandi', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add Gandi Account' })).toBeVisible();
    const headingText = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Edit ${headingText}` }).click();
    await expect(card.getByRole('button', { name: '✗ Cancel' })).toBeVisible();
    await page.getByRole('tab', { name: 'porkbun', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add Porkbun Account' })).toBeVisible();
    await page.getByRole('tab', { name: 'gandi', exact: true }).click();
    await card.getByRole('button', { name: '✗ Cancel' }).click();
    await card.getByRole('button', { name: `Delete ${headingText}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Account deleted', 'Gandi account has been deleted successfully');
  });

  test('time zone: the choice is saved and kept; a failed save says so in the spec words', async ({ page, signedIn: _ }) => {
    await page.goto('/settings');
    // identity's default for a new user is UTC.
    await expect(page.getByRole('radio', { name: 'UTC' })).toBeChecked();
    await page.getByRole('radio', { name: 'Local time' }).check();
    await expect(page.getByRole('radio', { name: 'Local time' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Local time' })).toBeChecked();

    // identity cannot be told to fail, so the failure is a 500 from the route.
    await page.route('**/api/settings/timezone', (route) => route.fulfill({ status: 500, body: 'down' }));
    // click, not check(): the radio is meant to fall back to the stored choice.
    await page.getByRole('radio', { name: 'UTC' }).click();
    await expectToast(page, 'Ошибка', 'Не удалось обновить часовой пояс');
    await expect(page.getByRole('radio', { name: 'Local time' })).toBeChecked();
  });
});
