// The sign-in area as a user sees it (spec 1 §2): fields by their labels, buttons by their names.
import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

/** Toasts live in Radix's notification region; the one on screen must say these words. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function fillRegister(page: Page, account: Account): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Login').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The signed-in shell: the greeting names the user, the main tabs are there. */
export async function expectMainShell(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: `Привет, ${name}` })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Main tabs' })).toBeVisible();
}
