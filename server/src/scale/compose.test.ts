/**
 * The production stack (docker-compose.yml) without a Docker engine: its services, published
 * ports, health checks and wiring, the app settings accepted by the server's own validation, the
 * proxy's upstreams, the app image's Node.js line, and — where a compose client is installed —
 * `docker compose config`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadEnv } from '../config/env';
import { ROOT } from '../test/process';

interface Service {
  image?: string;
  build?: unknown;
  ports?: string[];
  expose?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  entrypoint?: string[];
  volumes?: string[];
}

const file = path.join(ROOT, 'docker-compose.yml');
const compose = parse(fs.readFileSync(file, 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ['app-1', 'app-2'];

/** `${NAME:-default}` → default, `${NAME:?message}` → a placeholder, `${NAME}` → empty. */
function interpolate(value: string): string {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, _name, kind, rest) =>
    kind === '-' ? rest : kind === '?' ? 'set-by-operator' : '',
  );
}

describe('docker-compose.yml', () => {
  it('runs MySQL 8.4, Redis, MinIO with a one-shot bucket creator, two app replicas and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app-1', 'app-2', 'minio', 'minio-init', 'mysql', 'proxy', 'redis']);
    expect(services.mysql!.image).toBe('mysql:8.4');
    expect(services.redis!.image).toMatch(/^redis:/);
    expect(services.minio!.image).toMatch(/^minio\/minio:/);
    expect(services['minio-init']!.image).toMatch(/^minio\/mc:/);
    expect(services['minio-init']!.entrypoint!.join(' ')).toMatch(/mc mb --ignore-existing/);
    expect(services.proxy!.image).toMatch(/^nginx:/);
    for (const app of APPS) expect(services[app]!.build).toBe('.');
  });

  it('gives every long-running service a health check, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-init') continue;
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    expect(services.minio!.healthcheck!.test).toEqual(['CMD', 'mc', 'ready', 'local']);
    for (const app of APPS) {
      expect(services[app]!.healthcheck!.test.join(' ')).toContain('/healthz');
      expect(services[app]!.depends_on).toEqual({
        mysql: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.proxy!.depends_on).toEqual({
      'app-1': { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
  });

  it('publishes only the proxy; apps, metrics, database, Redis and the store stay internal', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'proxy') expect(service.ports).toEqual(['${PORT:-8080}:80']);
      else expect(service.ports, name).toBeUndefined();
    }
    for (const app of APPS) expect(services[app]!.expose).toEqual(['3000', '9464']);
  });

  it('configures each replica for the shared stores and one trusted proxy hop, as the server validates it', () => {
    for (const app of APPS) {
      const raw = services[app]!.environment!;
      const env = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(value)]));
      expect(env).toMatchObject({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        RATE_LIMIT_REDIS_URL: 'redis://redis:6379',
        DATABASE_URL: 'mysql://portal:portal@mysql:3306/portal',
        TRUST_PROXY: '1',
        METRICS_PORT: '9464',
      });
      // Every setting is one the server knows and accepts (a typo would be silently ignored).
      expect(() => loadEnv(env)).not.toThrow();
    }
    // Each replica keeps its own search-index cache; files are in the store, not on the volume.
    expect(services['app-1']!.volumes).toEqual(['app-1-data:/data']);
    expect(services['app-2']!.volumes).toEqual(['app-2-data:/data']);
  });

  it('sends the proxy to both replicas, appending the client address to X-Forwarded-For', () => {
    const nginx = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server app-1:3000/);
    expect(nginx).toMatch(/server app-2:3000/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_request_buffering off;/);
    expect(services.proxy!.volumes).toEqual(['./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
  });

  it('builds the app image on the Node.js line the project runs on (.node-version, engines)', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const version = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();
    const major = version.split('.')[0];
    const images = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(images).toEqual([`node:${major}-bookworm`, `node:${major}-bookworm-slim`]);
    expect(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(version);
    const engines = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node;
    expect(engines).toBe(`>=${version}`);
  });

  it('validates with `docker compose config` where a compose client is installed', () => {
    const env = { ...process.env, SMTP_HOST: 'smtp.example.jp', FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k' };
    const plugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    const [command, args] = plugin.status === 0 ? ['docker', ['compose']] : ['docker-compose', [] as string[]];
    const result = spawnSync(command, [...args, '-f', file, 'config', '-q'], { encoding: 'utf8', env, cwd: ROOT });
    if (result.error) {
      console.warn('no compose client installed: `docker compose config` not run');
      return;
    }
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
