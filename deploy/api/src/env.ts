import { isReleaseEnvironment, namedReleaseEnvironment, RELEASE_ENVIRONMENTS, type ReleaseEnvironment } from '@shop/contracts';
import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './paths';

export interface Env {
  /** Root of local state: PGlite files in `pglite/`, generated images in `media/`. */
  dataDir: string;
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Signs the `sid` cookie and derives the XSRF token. */
  sessionSecret: string;
  apiPort: number;
  production: boolean;
  /**
   * Gateways that deliver one-time codes, per channel (SMS_WEBHOOK_URL, VOICE_WEBHOOK_URL,
   * VK_WEBHOOK_URL, EMAIL_WEBHOOK_URL): each gets a POST of JSON `{to, subject, text}`. A channel
   * without one is delivered to the outbox only (domains/outbox/transports.ts).
   */
  messageWebhooks: MessageWebhooks;
  /** The registry environment this API's shop serves (REGISTRY_ENV): real-user vitals are counted in it. */
  releaseEnvironment: ReleaseEnvironment;
}

/** The channels a one-time code travels by (login methods: sms, call, vk; email). */
export type CodeChannel = 'sms' | 'call' | 'vk' | 'email';
export type MessageWebhooks = Partial<Record<CodeChannel, string>>;

const WEBHOOK_VARIABLES: Record<CodeChannel, string> = {
  sms: 'SMS_WEBHOOK_URL', call: 'VOICE_WEBHOOK_URL', vk: 'VK_WEBHOOK_URL', email: 'EMAIL_WEBHOOK_URL',
};

/** Used only outside production so `npm start` works with no setup; production must set its own. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment for @shop/api:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}

/** Reads and checks the API's environment; a wrong setting throws one error naming every problem. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const problems: string[] = [];
  const production = source.NODE_ENV === 'production';

  const rawDataDir = source.DATA_DIR?.trim();
  const dataDir = rawDataDir ? (isAbsolute(rawDataDir) ? rawDataDir : resolve(rawDataDir)) : join(repoRoot(), '.data');

  const databaseUrl = source.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }

  let sessionSecret = source.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    if (production) problems.push('SESSION_SECRET is required when NODE_ENV=production');
    sessionSecret = DEV_SESSION_SECRET;
  } else if (sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters');
  }

  const rawPort = source.API_PORT?.trim() || '8081';
  const apiPort = Number(rawPort);
  if (!Number.isInteger(apiPort) || apiPort < 1 || apiPort > 65535) problems.push(`API_PORT must be a port number (got "${rawPort}")`);

  const messageWebhooks: MessageWebhooks = {};
  for (const [channel, name] of Object.entries(WEBHOOK_VARIABLES) as Array<[CodeChannel, string]>) {
    const url = source[name]?.trim();
    if (!url) continue;
    if (isWebhookUrl(url, production)) messageWebhooks[channel] = url;
    // A code sent over plain HTTP can be read on the way: production gateways must be https.
    else problems.push(`${name} must be an ${production ? 'https' : 'http(s)'}:// URL (got "${url}")`);
  }

  const releaseEnvironment = namedReleaseEnvironment(source);
  if (!isReleaseEnvironment(releaseEnvironment)) problems.push(`REGISTRY_ENV must be one of ${RELEASE_ENVIRONMENTS.join(', ')} (got "${releaseEnvironment}")`);

  if (problems.length) throw new EnvError(problems);
  return { dataDir, databaseUrl, sessionSecret, apiPort, production, messageWebhooks, releaseEnvironment: releaseEnvironment as ReleaseEnvironment };
}

function isWebhookUrl(value: string, production: boolean): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || (!production && protocol === 'http:');
  } catch {
    return false;
  }
}

let cached: Env | undefined;

/** The process environment, validated once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
