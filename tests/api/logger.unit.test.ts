import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger.ts';

/** A stream standing in for standard output, a terminal or not. */
function output(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let written = '';
  stream.on('data', (chunk) => {
    written += chunk;
  });
  return { stream, written: () => written };
}

describe('server logs', () => {
  it('are readable lines when a person watches the terminal', async () => {
    const terminal = output(true);
    createLogger({ level: 'info', destination: terminal.stream }).info({ port: 3000 }, 'Kviss is ready');
    await new Promise((resolve) => setImmediate(resolve));
    const line = stripVTControlCharacters(terminal.written());
    expect(line).toContain('Kviss is ready');
    expect(line).toMatch(/INFO/);
    expect(line).toMatch(/port"?: ?3000/);
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(() => JSON.parse(line)).toThrow();
  });

  it('are one JSON line per entry for machines (a pipe, a service manager)', async () => {
    const pipe = output(false);
    createLogger({ level: 'info', destination: pipe.stream }).info({ port: 3000 }, 'Kviss is ready');
    await new Promise((resolve) => setImmediate(resolve));
    expect(JSON.parse(pipe.written())).toMatchObject({ level: 30, msg: 'Kviss is ready', port: 3000 });
  });

  it('leave out what is below the level', async () => {
    const pipe = output(false);
    createLogger({ level: 'warn', destination: pipe.stream }).info('routine');
    await new Promise((resolve) => setImmediate(resolve));
    expect(pipe.written()).toBe('');
  });
});
