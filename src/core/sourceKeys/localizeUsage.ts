// `$localize` tagged templates (@angular/localize): `$localize`:meaning|description@@id:Hello ${name}:NAME:!``.
// The key is the custom id when given, else the id Angular computes (angularMsgId.ts). The span is the
// custom id where one is written, else the template's text (the hint goes after it).
import type * as TS from 'typescript';
import { parseLocalize } from './angularMsgId';
import type { KeyUsage } from './types';

type Part = TS.TemplateLiteralLikeNode;

/** The literal parts of a template as cooked and raw text (an invalid escape cooks to undefined: no message). */
function parts(ts: typeof TS, template: TS.TemplateLiteral): Part[] {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [template];
  return [template.head, ...template.templateSpans.map((s) => s.literal)];
}

export function localizeUsage(
  ts: typeof TS,
  sf: TS.SourceFile,
  template: TS.TemplateLiteral,
  base: number,
): KeyUsage | undefined {
  const literals = parts(ts, template);
  const cooked = literals.map((p) => p.text);
  const raw = literals.map((p) => p.rawText ?? p.text);
  const message = parseLocalize(cooked, raw);
  const start = template.getStart(sf) + 1;
  const end = template.getEnd() - 1;
  if (message.customId !== undefined) {
    // The id as written in the head (an id with escapes is found by its cooked text, else the head is the span).
    const at = (raw[0] ?? '').indexOf(`@@${message.customId}`);
    if (at >= 0)
      return { key: message.id, offset: base + start + at + 2, length: message.customId.length, framework: 'angular' };
  }
  return { key: message.id, offset: base + start, length: Math.max(0, end - start), bare: true, framework: 'angular' };
}
