/**
 * Why the server did not start, in one line an operator can act on (issue 25: clear start-up
 * errors, no stack trace as the only message). main.ts prints the line and exits 1.
 *
 * Configuration checks throw an Error whose message starts with the variable (or argument) it is
 * about, e.g. "FMS_SMTP_URL must start with smtp://…": such a message is the whole line. System
 * errors of the start (a port in use, a data folder that cannot be written) are named here for the
 * variable that chose the port or folder. Anything else is a fault of the server: its message
 * leads, the stack follows for the bug report.
 */

/** What the start was using, to name it in the line. */
export interface StartSettings {
  port: number;
  host: string;
  dataDir: string;
  osmandPort: number;
}

export interface StartFailure {
  /** The one line: what is wrong, with which variable, and what to do. */
  line: string;
  /** For a fault of the server only: the stack, printed after the line. */
  detail?: string;
}

/** A message that starts with a variable (FMS_…, PORT, HOST) or an argument (--…) names the configuration at fault. */
const NAMES_ITS_SETTING = /^(FMS_[A-Z0-9_]+|PORT|HOST|--[a-z-]+)\b/;

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  port?: number;
  address?: string;
  path?: string;
}

const PREFIX = '車隊管理伺服器無法啟動 (the server did not start):';

function listenFailure(e: SystemError, s: StartSettings): string | null {
  const variable = e.port !== undefined && e.port === s.osmandPort && s.osmandPort !== s.port ? 'FMS_OSMAND_PORT' : 'PORT';
  const port = e.port ?? s.port;
  if (e.code === 'EADDRINUSE') return `${variable}=${port} is already in use on ${s.host}: stop the process that holds it, or set ${variable} to a free port.`;
  if (e.code === 'EACCES') return `${variable}=${port} may not be opened by this user: use a port above 1023 (and a reverse proxy on 80/443), or set ${variable} to one.`;
  if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND') return `HOST=${s.host} is not an address of this machine: set HOST to 0.0.0.0 (all) or one of its addresses.`;
  return null;
}

/** A file-system error on the data folder (or inside it): the folder cannot be used. */
function dataDirFailure(e: SystemError, s: StartSettings): string | null {
  const fileCodes = ['EACCES', 'EPERM', 'EEXIST', 'ENOTDIR', 'EROFS', 'ENOSPC', 'EISDIR', 'ENOENT'];
  if (!e.code || !fileCodes.includes(e.code) || !e.path?.startsWith(s.dataDir)) return null;
  return `FMS_DATA_DIR=${s.dataDir} cannot be used (${e.code}: ${e.message}): point FMS_DATA_DIR at a folder this user may create and write (a new one is seeded on first start).`;
}

/** The line (and, for a fault, the detail) for an error thrown while starting. */
export function startFailure(error: unknown, settings: StartSettings): StartFailure {
  const e = (error instanceof Error ? error : new Error(String(error))) as SystemError;
  if (NAMES_ITS_SETTING.test(e.message)) return { line: `${PREFIX} ${e.message}` };
  const known = (e.syscall === 'listen' ? listenFailure(e, settings) : null) ?? dataDirFailure(e, settings);
  if (known) return { line: `${PREFIX} ${known}` };
  return { line: `${PREFIX} ${e.message}`, detail: e.stack };
}
