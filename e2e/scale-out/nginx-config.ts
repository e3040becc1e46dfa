/** The load balancer's configuration: Debian's nginx in front of the API instances. */
import { KEEP_ALIVE_TIMEOUT_MS } from '../../api/src/slow-clients';

/**
 * How long nginx keeps an idle connection to an instance: less than the instance keeps it
 * (KEEP_ALIVE_TIMEOUT_MS), so nginx never sends a request down a connection the instance is
 * closing at that moment (a reset, answered 502).
 */
export const UPSTREAM_KEEPALIVE_SECONDS = Math.floor(KEEP_ALIVE_TIMEOUT_MS / 1000) - 1;

export interface NginxConfigOptions {
  /** The port nginx listens on (127.0.0.1 only). */
  port: number;
  /** The instances' addresses, `127.0.0.1:<port>`, taken in turn (round robin). */
  upstreams: string[];
  /** nginx's own folder: pid file, temporary files (absolute). */
  folder: string;
  /** Where its access and error logs go (absolute). */
  logFolder: string;
}

/**
 * A whole nginx.conf, run in the foreground (`-g 'daemon off;'`). Round robin, every instance
 * always in the rotation (max_fails=0) and no retry on another instance (proxy_next_upstream
 * off): an instance that fails shows as failed answers instead of being skipped. The client's
 * address goes on in X-Forwarded-For (the API trusts it from 127.0.0.1, TRUST_PROXY), the host
 * and scheme in X-Forwarded-Host and -Proto; HTTP/1.1 with kept-alive connections to the
 * instances, dropped when idle before the instances drop them. The API sends no server-sent
 * events or other streams, so answers are buffered as usual. Each answer names its instance in
 * X-Upstream, and the access log too.
 */
export function nginxConfig({ port, upstreams, folder, logFolder }: NginxConfigOptions): string {
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=0;`).join('\n');
  return `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${logFolder}/nginx-error.log warn;

events {
  worker_connections 1024;
}

http {
  log_format scale_out '$msec $upstream_addr $status $request_method "$request_uri" $request_time';
  access_log ${logFolder}/nginx-access.log scale_out;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;

  upstream shop_api {
${servers}
    keepalive 16;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;
  }

  server {
    listen 127.0.0.1:${port};
    server_name _;
    client_max_body_size 2m;

    location / {
      proxy_pass http://shop_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
