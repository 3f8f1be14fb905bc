// One LogOutputChannel for the whole extension; components prefix their lines with `[component]`.
import * as vscode from 'vscode';
import { failureLine } from '../core/errorLine';
import type { RequestLogEntry } from '../core/http/types';

export class Log implements vscode.Disposable {
  private readonly channel = vscode.window.createOutputChannel('Scriptorium', { log: true });

  info(component: string, message: string): void {
    this.channel.info(`[${component}] ${message}`);
  }

  warn(component: string, message: string): void {
    this.channel.warn(`[${component}] ${message}`);
  }

  /** A background read that failed: a warning, unless its client was only replaced (core/errorLine.ts). */
  failed(component: string, what: string | undefined, err: unknown): void {
    const { level, line } = failureLine(what, err);
    this.channel[level](`[${component}] ${line}`);
  }

  error(component: string, message: string): void {
    this.channel.error(`[${component}] ${message}`);
  }

  show(): void {
    this.channel.show(true);
  }

  dispose(): void {
    this.channel.dispose();
  }
}

/** One request as the output channel shows it (the URL comes already redacted from the HTTP layer). */
export function requestLine(e: RequestLogEntry): string {
  return `${e.method} ${e.url} → ${e.status} in ${e.durationMs} ms${e.retries ? ` after ${e.retries} retries` : ''}${e.error ? ` (${e.error})` : ''}`;
}
