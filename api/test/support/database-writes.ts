import net from "node:net";
import { primaryUrlOf } from "../../src/db/sql.js";
import type { TestServer } from "./test-server.js";

/**
 * What this process wrote to the shop's database while `work` ran: one text per socket write (the protocol's bytes as
 * latin1, so statements' texts can be found in them).
 */
export async function writesToDatabase<T>(t: TestServer, work: () => Promise<T>): Promise<{ result: T; writes: string[] }> {
  const port = Number(new URL(primaryUrlOf(t.server.dataSource)).port || 5432);
  const writes: string[] = [];
  const proto = net.Socket.prototype as unknown as Record<"_write" | "_writev", (...args: unknown[]) => unknown>;
  const { _write: write, _writev: writev } = proto;
  const toDatabase = (socket: net.Socket) => socket.remotePort === port;
  proto._write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
    if (toDatabase(this)) writes.push(Buffer.from(chunk as Buffer).toString("latin1"));
    return write.call(this, chunk, ...rest);
  };
  proto._writev = function (this: net.Socket, chunks: unknown, ...rest: unknown[]) {
    if (toDatabase(this)) writes.push((chunks as Array<{ chunk: Buffer }>).map(({ chunk }) => Buffer.from(chunk).toString("latin1")).join(""));
    return writev.call(this, chunks, ...rest);
  };
  try {
    return { result: await work(), writes };
  } finally {
    Object.assign(proto, { _write: write, _writev: writev });
  }
}
