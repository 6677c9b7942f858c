// The team's alert settings and the Telegram message, both from identity over NATS (issue 29). Best
// effort: the events and the health badges are the record; identity being away costs a message, and
// the defaults (30/14/7/1 days, every drift) apply.
import { AlertSettingsReply, TEAM_RPC } from '@dop/contracts/team';
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
      if (reply.success) return { days: reply.data.inventoryAlertDays, drifts: reply.data.inventoryDriftAlerts };
    } catch (err) {
      this.log.warn({ err }, 'inventory alert settings not read (identity away): defaults apply');
    }
    return DEFAULT_ALERT_SETTINGS;
  }

  async notify(lines: string[]): Promise<void> {
    try {
      const reply = await this.rpc.request(TEAM_RPC.notifyAdmins, { lines: lines.slice(0, 200) });
      if (!reply.ok) this.log.warn({ error: reply.error }, 'inventory alert not sent');
    } catch (err) {
      this.log.warn({ err }, 'inventory alert not sent (identity away)');
    }
  }
}
