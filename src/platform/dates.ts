// Server dates in VS Code's display language (vscode.env.language) and the machine's time zone; the
// server's exact value goes with them for hovers.
import * as vscode from 'vscode';
import { describeServerDate, type ServerDate } from '../core/dates';

export type ShownDate = { text: string; exact: string; iso?: string };

export function showDate(value: string | ServerDate, style: 'absolute' | 'relative' = 'absolute'): ShownDate {
  return describeServerDate(value, vscode.env.language, style);
}
