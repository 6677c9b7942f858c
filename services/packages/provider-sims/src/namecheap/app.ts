// Namecheap XML API simulator: /xml.response with the global params (ApiUser, ApiKey, UserName,
// ClientIp) checked on every call, ClientIp against the whitelist, answers in Namecheap's XML.
import { createSimApp, RegistrarSimState, SimControls, type SimRuntime } from '../registrar-common';
import { NAMECHEAP_DEFAULT_NS, runCommand } from './commands';
import { errorXml } from './xml';

export interface NamecheapSimCredentials {
  apiUser: string;
  apiKey: string;
  username: string;
  /** ClientIp values the account's whitelist accepts. */
  whitelist: string[];
}

export const DEFAULT_NAMECHEAP_CREDENTIALS: NamecheapSimCredentials = {
  apiUser: 'simuser',
  apiKey: 'ncsimkey0123456789abcdef',
  username: 'simuser',
  whitelist: ['198.51.100.10'],
};

export function buildNamecheapSim(
  creds: NamecheapSimCredentials = DEFAULT_NAMECHEAP_CREDENTIALS,
  state = new RegistrarSimState(NAMECHEAP_DEFAULT_NS),
): SimRuntime {
  const runtime = createSimApp(
    {
      name: 'namecheap',
      errorAnswer: (message) => errorXml(3050900, message),
      rateLimitAnswer: () => errorXml(500000, 'Too many requests'),
    },
    state,
    new SimControls(),
  );
  runtime.app.route({
    method: ['GET', 'POST'],
    url: '/xml.response',
    handler: async (request, reply) => {
      const raw = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string>) ?? {}) };
      // Parameter names are case-insensitive.
      const p = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), String(v)]));
      const command = p.command ?? '';
      return runtime.answer(reply, command || 'unknown', () => {
        if (!p.apiuser) return errorXml(1010101, 'Parameter APIUser is missing');
        if (!p.apikey) return errorXml(1010102, 'Parameter APIKey is missing');
        if (!command) return errorXml(1010104, 'Parameter Command is missing');
        if (!p.clientip) return errorXml(1010105, 'Parameter ClientIp is missing');
        if (p.apiuser !== creds.apiUser || p.apikey !== creds.apiKey)
          return errorXml(1011102, 'API Key is invalid or API access has not been enabled');
        if (p.username !== creds.username) return errorXml(1019103, 'UserName is unavailable');
        if (!creds.whitelist.includes(p.clientip)) return errorXml(1011150, `Invalid request IP: ${p.clientip}`);
        return runCommand(state, command, p);
      });
    },
  });
  return runtime;
}
