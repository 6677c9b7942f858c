// nginx as the reference reverse proxy, configured the way one would in production for this job:
// upstream keepalive, keepalive_requests raised on both sides (without it its p99 triples), no access log.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeNginxConfig(dir: string, listenPort: number, upstreamPort: number): string {
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(path.join(dir, d), { recursive: true });
  const conf = `
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 1000000;
  keepalive_timeout 120s;
  upstream service {
    server 127.0.0.1:${upstreamPort};
    keepalive 128;
    keepalive_requests 1000000;
    keepalive_timeout 120s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}
