/** Builds the configured transport and worker (SMTP when SMTP_HOST is set, else .eml files). */
import path from 'node:path';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env';
import { MailWorker } from './mail-worker';
import { createOutboxFileTransport, createSmtpTransport } from './transports';

export type MailEnv = Pick<
  Env,
  | 'dataDir'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASSWORD'
  | 'MAIL_FROM'
  | 'MAIL_RETRY_SECONDS'
  | 'MAIL_MAX_ATTEMPTS'
  | 'MAIL_POLL_SECONDS'
>;

export function createMailWorker(env: MailEnv, dataSource: DataSource, logger: Logger): MailWorker {
  const transport = env.SMTP_HOST
    ? createSmtpTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
      })
    : createOutboxFileTransport(path.join(env.dataDir, 'outbox'), logger);
  logger.info({ transport: transport.description }, 'mail transport');
  return new MailWorker(
    dataSource,
    transport,
    {
      from: env.MAIL_FROM,
      retrySeconds: env.MAIL_RETRY_SECONDS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      pollSeconds: env.MAIL_POLL_SECONDS,
    },
    logger,
  );
}
