import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import PinoPretty from 'pino-pretty';

export interface LoggerOptions {
  level: string;
  /** Where lines go; standard output unless a test says otherwise. */
  destination?: Writable & { isTTY?: boolean };
}

/**
 * The server's logger: readable coloured lines when a person watches the terminal, one JSON line per
 * entry otherwise (a service manager, a container, a pipe into a log shipper).
 */
export function createLogger({ level, destination = process.stdout }: LoggerOptions): Logger {
  const toStdout = destination === process.stdout;
  // pino's own standard output (file descriptor 1) writes synchronously: a fatal line is out before exit.
  if (!destination.isTTY) return toStdout ? pino({ level }) : pino({ level }, destination);
  const pretty = PinoPretty({
    destination: toStdout ? 1 : destination,
    sync: true,
    // Off under NO_COLOR, or on a terminal that shows no colours.
    colorize: PinoPretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    // One line per entry, as in JSON: a request's fields stay beside it.
    singleLine: true,
  });
  return pino({ level }, pretty);
}
