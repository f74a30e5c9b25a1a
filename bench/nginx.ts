import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx serving the same build from the same disk cache, with its precompressed files
 * (gzip_static) and its default worker count: the yardstick for the static-file figures.
 */
export async function startNginx(root: string, port: number) {
  if (!existsSync('/usr/sbin/nginx')) {
    const install = ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx'];
    const [command, ...args] = process.getuid?.() === 0 ? install : ['sudo', ...install];
    execFileSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  open_file_cache max=1000 inactive=60s;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGQUIT')) };
}
