// The team's alert settings and the admins' message, both from identity over NATS (issue 29). The
// settings fall back to the defaults (30/14/7/1 days, every drift, no digest) while identity is away;
// a message identity did not take throws, and its alerts stay pending for the next try (alert-sender.ts).
import { AlertSettingsReply, NotifyAdminsReply, TEAM_RPC } from '@dop/contracts/team';
import type { FastifyBaseLogger } from 'fastify';
import type { RpcClient } from '../rpc-client';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from './alerts';

export class AlertDelivery {
  constructor(
    private readonly rpc: RpcClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settings(): Promise<AlertSettings> {
    try {
      const reply = AlertSettingsReply.safeParse(await this.rpc.request(TEAM_RPC.alertSettings, {}));
      if (reply.success) {
        const { inventoryAlertDays: days, inventoryDriftAlerts: drifts, inventoryAlertDigest: digest } = reply.data;
        return { days, drifts, digest };
      }
    } catch (err) {
      this.log.warn({ err }, 'inventory alert settings not read (identity away): defaults apply');
    }
    return DEFAULT_ALERT_SETTINGS;
  }

  /**
   * One message of up to 200 lines to the active admins and owners, once each per delivery id; answers how
   * many admins this try missed, and throws when identity did not take it at all.
   */
  async send(lines: string[], deliveryId: string): Promise<{ missed: number }> {
    const reply = await this.rpc.request(TEAM_RPC.notifyAdmins, { lines, deliveryId });
    if (!reply.ok) throw new Error(`inventory alert refused by identity: ${reply.error?.message ?? 'unknown error'}`);
    const answer = NotifyAdminsReply.safeParse(reply);
    return { missed: answer.success ? answer.data.missed : 0 };
  }
}
