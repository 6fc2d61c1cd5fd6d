import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

interface Pending {
  resolve: (result: Params) => void;
  reject: (error: Error) => void;
  method: string;
}

/**
 * A Chromium driven over the DevTools protocol alone, through the pipe Chromium opens on file
 * descriptors 3 and 4 (`--remote-debugging-pipe`), with nothing else attached. A phone's page
 * runs only its own code: a driver such as Playwright adds an isolated world to every document
 * it attaches to, and under a 4× slower CPU that costs the page time a customer would not lose
 * (bench/results.md, "What the phone bench's browser added to the page").
 */
export class CdpBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private buffered = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly profileDir: string,
  ) {
    const fromBrowser = child.stdio[4] as Readable;
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => this.receive(chunk));
  }

  static async launch(executable: string, args: string[]): Promise<CdpBrowser> {
    const profileDir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-cdp-'));
    const child = spawn(
      executable,
      [...args, '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const browser = new CdpBrowser(child, profileDir);
    await browser.send('Browser.getVersion');
    return browser;
  }

  private receive(chunk: string) {
    this.buffered += chunk;
    let end = this.buffered.indexOf('\0');
    while (end !== -1) {
      const message = JSON.parse(this.buffered.slice(0, end)) as {
        id?: number;
        method?: string;
        params?: Params;
        result?: Params;
        error?: { message: string };
        sessionId?: string;
      };
      this.buffered = this.buffered.slice(end + 1);
      end = this.buffered.indexOf('\0');
      if (message.id !== undefined) {
        const pending = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error)
          pending?.reject(new Error(`${pending.method}: ${message.error.message}`));
        else pending?.resolve(message.result ?? {});
      } else if (message.method) {
        this.listeners
          .get(message.method)
          ?.forEach((listener) => listener(message.params ?? {}, message.sessionId));
      }
    }
  }

  /** Sends a command to the browser, or to the target attached as `sessionId`. */
  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    this.nextId += 1;
    const id = this.nextId;
    const toBrowser = this.child.stdio[3] as Writable;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: Params) => void, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  on(method: string, listener: Listener): () => void {
    const listeners = this.listeners.get(method) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(method, listeners);
    return () => listeners.delete(listener);
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.send('Browser.close').catch(() => undefined);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    this.child.kill('SIGKILL');
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}
