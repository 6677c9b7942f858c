// Namecheap's XML envelope (providers/namecheap.md): Status="OK"/"ERROR" inside HTTP 200.
import type { SimAnswer } from '../registrar-common';

export const esc = (v: unknown) => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function attrs(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${esc(v)}"`)
    .join(' ');
}

const XML = 'text/xml; charset=utf-8';

export function okXml(command: string, inner: string): SimAnswer {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<ApiResponse Status="OK" xmlns="http://api.namecheap.com/xml.response">
  <Errors />
  <Warnings />
  <RequestedCommand>${esc(command.toLowerCase())}</RequestedCommand>
  <CommandResponse Type="${esc(command)}">${inner}</CommandResponse>
  <Server>SIM</Server>
  <GMTTimeDifference>--5:00</GMTTimeDifference>
  <ExecutionTime>0.01</ExecutionTime>
</ApiResponse>`;
  return { status: 200, body, contentType: XML };
}

export function errorXml(number: number, message: string): SimAnswer {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<ApiResponse Status="ERROR" xmlns="http://api.namecheap.com/xml.response">
  <Errors><Error Number="${number}">${esc(message)}</Error></Errors>
  <Warnings />
  <RequestedCommand />
  <Server>SIM</Server>
  <GMTTimeDifference>--5:00</GMTTimeDifference>
  <ExecutionTime>0.01</ExecutionTime>
</ApiResponse>`;
  return { status: 200, body, contentType: XML };
}
