/**
 * FMS_DATABASE_URL and FMS_DATABASE_POOL read and explained (issue 25: clear start-up errors). A
 * wrong setting, a server that does not answer, a refused role or a missing database each become an
 * Error whose message starts with the variable and says what to do: start-failure.ts prints it as
 * the one line of a failed start. Never shows the password.
 */

/** How long the first connection may take when the URL does not say (libpq's connect_timeout, in seconds). */
export const DEFAULT_CONNECT_TIMEOUT_S = 10;
export const DEFAULT_POOL_SIZE = 10;
const MAX_POOL_SIZE = 1000;

export interface DatabaseTarget {
  /** host:port/database, for messages (no user or password). */
  where: string;
  user: string;
  database: string;
  connectTimeoutMs: number;
}

const EXAMPLE = 'postgres://fms:PASSWORD@db.example.com:5432/fms';

/** The parts of a database URL that messages name; throws a FMS_DATABASE_URL line when it is not a PostgreSQL URL. */
export function databaseTarget(url: string): DatabaseTarget {
  let parsed: URL | null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  // A socket folder may stand in for the host (postgres:///fms?host=/var/run/postgresql), as in libpq.
  const socket = parsed?.searchParams.get('host') ?? '';
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol) || (!parsed.hostname && !socket)) {
    throw new Error(`FMS_DATABASE_URL is not a PostgreSQL URL (${shown(url)}): write it as ${EXAMPLE}, or unset it to use the embedded database.`);
  }
  const seconds = parsed.searchParams.get('connect_timeout');
  const timeout = seconds === null ? DEFAULT_CONNECT_TIMEOUT_S : Number(seconds);
  if (!Number.isFinite(timeout) || timeout <= 0) {
    throw new Error(`FMS_DATABASE_URL has connect_timeout=${seconds}: give a number of seconds above 0, or leave it out (${DEFAULT_CONNECT_TIMEOUT_S} s).`);
  }
  const user = decodeURIComponent(parsed.username) || 'the default role';
  const database = decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username);
  return { where: `${parsed.hostname || socket}:${parsed.port || 5432}/${database}`, user, database, connectTimeoutMs: timeout * 1000 };
}

/** The URL as a message may show it: without its password, and cut short. */
function shown(url: string): string {
  const hidden = url.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
  return `'${hidden.length > 80 ? `${hidden.slice(0, 80)}…` : hidden}'`;
}

interface ConnectError extends Error {
  code?: string;
}

/**
 * What to tell the operator when the first connection (or the first migration) failed. An error
 * this file does not know keeps pg's own words after the place it happened.
 */
export function databaseFailure(error: unknown, target: DatabaseTarget): Error {
  const e = (error instanceof Error ? error : new Error(String(error))) as ConnectError;
  const line = (text: string) => new Error(`FMS_DATABASE_URL: ${text}`);
  const host = target.where.split('/')[0];
  switch (e.code) {
    case 'ECONNREFUSED':
      return line(`nothing accepts connections at ${host} (connection refused): start PostgreSQL there, or correct the host and port in FMS_DATABASE_URL.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return line(`the host of ${target.where} is not known (${e.code}): correct the host in FMS_DATABASE_URL.`);
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return line(`the database server at ${host} cannot be reached (${e.code}): check that PostgreSQL runs there and that the network or a firewall lets this machine in.`);
    case '28P01':
      return line(`PostgreSQL refused the password of role '${target.user}' at ${host}: correct the user or password in FMS_DATABASE_URL (or set the role's password: ALTER ROLE ${target.user} PASSWORD '…').`);
    case '28000':
      return line(`PostgreSQL refused role '${target.user}' at ${host} (${e.message}): create the role (CREATE ROLE ${target.user} LOGIN PASSWORD '…'), or allow it in pg_hba.conf, or correct the user in FMS_DATABASE_URL.`);
    case '3D000':
      return line(`the database '${target.database}' does not exist at ${host}: create it (createdb -O ${target.user} ${target.database}), or correct its name in FMS_DATABASE_URL.`);
    case '42501':
      return line(`role '${target.user}' may not create the server's tables in '${target.database}' (${e.message}): make it the database's owner (ALTER DATABASE ${target.database} OWNER TO ${target.user}).`);
    default:
      break;
  }
  if (/timeout/i.test(e.message)) {
    return line(`the database server at ${host} did not answer within ${target.connectTimeoutMs / 1000} s: check that PostgreSQL runs there and that a firewall lets this machine in (connect_timeout in the URL sets the wait).`);
  }
  return line(`cannot use ${target.where} as role '${target.user}' (${e.code ? `${e.code}: ` : ''}${e.message}): check FMS_DATABASE_URL and the database server.`);
}

/** FMS_DATABASE_POOL: connections each server process keeps to the database. */
export function poolSizeFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_POOL_SIZE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_POOL_SIZE) {
    throw new Error(`FMS_DATABASE_POOL must be a whole number of connections from 1 to ${MAX_POOL_SIZE} (got '${value}'): set it so that all processes together stay under the server's max_connections, or unset it (${DEFAULT_POOL_SIZE}).`);
  }
  return n;
}
