// GET /api/proxy-monitoring (spec 2 §7 "PowerDNS"): the four pools from the last background check,
// or a fresh check with ?refresh=true (the tab's Refresh button).
import { ProxyMonitoringQuery, ProxyMonitoringResponse } from '@dop/contracts/dns-providers';
import type { ServiceRoutes } from '@dop/service-kit';

export const proxyMonitoringRoutes: ServiceRoutes = async (app) => {
  const { proxies } = app.dns;

  app.get('/', { schema: { querystring: ProxyMonitoringQuery, response: { 200: ProxyMonitoringResponse } } }, async (request) => {
    if (proxies.configured === 0) {
      const data = { rotateProxyPool: [], deadProxyPool: [], deployProxyPool: [], activeProxyPool: [] };
      return { success: true, data, message: 'No proxies configured (PROXY_MONITOR_PROXIES)', checkedAt: null };
    }
    const snap = request.query.refresh === 'true' ? await proxies.refresh() : await proxies.current();
    const alive = snap.data.activeProxyPool.length;
    const message = `${alive} of ${proxies.configured} proxies alive, ${snap.data.deadProxyPool.length} dead`;
    return { success: true, data: snap.data, message, checkedAt: snap.checkedAt };
  });
};
