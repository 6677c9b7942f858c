// The one door to @dop/mf-kit. The lint rule for shell packages bans '@dop/mf-*' to keep remotes out;
// mf-kit matches that pattern but is a shell package itself (api client, polling constants, ShellApi).
// eslint-disable-next-line no-restricted-imports
export { apiGet, apiSend, createQueryClient, POLL_MS, type ShellApi, type TimeZoneChoice } from '@dop/mf-kit';
