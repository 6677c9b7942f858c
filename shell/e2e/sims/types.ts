// One simulator the e2e global setup starts beside `npm start`. Each file in this folder (other than
// this one) default-exports a starter, so a new provider's simulator joins the suite without editing
// global-setup.ts.
export interface StartedE2eSim {
  /** Variables passed to `npm start` (and so to every service), e.g. `CLOUDFLARE_API_URL`. */
  productEnv: Record<string, string>;
  /** Variables set in the test processes, e.g. `E2E_CLOUDFLARE_SIM_URL` for helpers in support/. */
  testEnv: Record<string, string>;
  stop(): Promise<void>;
}

export type E2eSimStarter = () => Promise<StartedE2eSim>;
