import { Socket } from 'node:net';

export interface OpenedSocket {
  /** What the socket was asked to connect to: an address, or a host name still to be looked up. */
  host: string | undefined;
  port: number | undefined;
  /** The address it reached, once connected. */
  remoteAddress?: string;
}

/**
 * Records every TCP connection this process starts until `stop()`, beneath any code under test: a test
 * that must open no socket to a private address proves it with what Node itself was asked to connect to.
 * TLS and HTTP connections go through `Socket.prototype.connect` too (as an array of normalized arguments).
 */
export function watchSockets() {
  const opened: OpenedSocket[] = [];
  const prototype = Socket.prototype as unknown as { connect: (...args: unknown[]) => Socket };
  const original = prototype.connect;
  const watched = function (this: Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    let record: OpenedSocket | undefined;
    if (typeof first === 'object' && first !== null) {
      const { host, port, path } = first as { host?: string; port?: number | string; path?: string };
      if (!path) record = { host, port: port === undefined ? undefined : Number(port) };
    } else if (typeof first === 'number' || typeof first === 'string') {
      record = { host: typeof args[1] === 'string' ? args[1] : undefined, port: Number(first) };
    }
    if (record) {
      const seen = record;
      opened.push(seen);
      this.once('connect', () => {
        seen.remoteAddress = this.remoteAddress;
      });
    }
    return original.apply(this, args);
  };
  prototype.connect = watched;
  return {
    opened,
    stop() {
      prototype.connect = original;
    },
  };
}
