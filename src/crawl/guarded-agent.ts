import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { type ResolvedAddress, resolveAndCheck, stripBrackets, type UrlPolicy } from './url-policy';

export interface GuardedAgentOptions {
  /** TCP (and TLS) connect timeout. Default 10 s. */
  connectTimeoutMs?: number;
  /** Idle keep-alive sockets are closed after this long. Default 4 s. */
  keepAliveTimeoutMs?: number;
  /** Connections per origin. Default 4 (the host limiter keeps the real concurrency lower). */
  connectionsPerOrigin?: number;
  /** Called right before a socket is opened, with the checked address it will connect to (for tests and logs). */
  onConnect?: (info: { hostname: string; address: string; port: number; protocol: string }) => void;
}

/**
 * An undici Agent whose every new connection resolves the host itself, refuses it if any address is not allowed by
 * the policy, and then connects to exactly the address it checked (TLS still verifies the certificate against the
 * host name, which is kept for SNI). So no second DNS answer can slip a private address in between our check and
 * the connection (DNS rebinding), and a redirect to a private address fails at its own connection too.
 */
export function createGuardedAgent(policy: UrlPolicy, options: GuardedAgentOptions = {}): Agent {
  const base = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 });

  const connect: buildConnector.connector = (opts, callback) => {
    if (opts.socketPath || opts.httpSocket) {
      callback(new Error('guarded agent: unix sockets and proxy tunnels are not supported'), null);
      return;
    }
    const hostname = stripBrackets(opts.hostname);
    const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
    const target = `${opts.protocol}//${opts.host ?? opts.hostname}`;

    const attempt = (addresses: ResolvedAddress[], index: number): void => {
      const chosen = addresses[index];
      if (!chosen) {
        callback(new Error(`no address left to connect to for ${target}`), null);
        return;
      }
      options.onConnect?.({ hostname, address: chosen.address, port, protocol: opts.protocol });
      base(
        {
          ...opts,
          hostname: chosen.address,
          // Keep the name for the Host header (undici sets it from the origin) and for TLS SNI and certificate checks.
          host: opts.host ?? opts.hostname,
          servername: opts.servername || (isIP(hostname) ? undefined : hostname),
        },
        (error, socket) => {
          // A refused or unreachable address: the next checked one may answer (as a browser's happy eyeballs would).
          if (error && index + 1 < addresses.length && isConnectFailure(error)) {
            attempt(addresses, index + 1);
            return;
          }
          if (error) callback(error, null);
          else callback(null, socket!);
        },
      );
    };

    resolveAndCheck(hostname, policy, port, target).then(
      (addresses) => attempt(addresses, 0),
      (error: Error) => callback(error, null),
    );
  };

  return new Agent({
    connect,
    connections: options.connectionsPerOrigin ?? 4,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 4_000,
  });
}

function isConnectFailure(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'EHOSTUNREACH' ||
    code === 'ENETUNREACH' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}
