// Weblate's `icu_message_format` check (weblate/checks/icu.py ICUMessageFormatCheck.check_format), run on the
// text as it is typed with the parser of icuParser.ts. A syntax error in the translation fails; a source
// that does not parse passes anything; otherwise the arguments of both are compared: unknown and missing
// names, types, `other` in plural/select, plural selectors, select choices not in the source, and (with
// `icu-flags:xml` or `strict-xml`) tags. `icu-flags:-missing`, `-extra`, `-types`, `-require_other`,
// `-plural_selectors`, `-submessage_selectors`, `-tags` turn single parts off; `icu-tag-prefix:x` makes
// only `<x…>` a tag. The check ignores the first plural form's leniency (check_format's ignore_missing).
//
// The releases differ in one rule: 2026.10.1 takes a plain `{count}` or `{number}` as a number (5.10.4 has
// no type for it). Where that changes the verdict, the check is not judged here: the server's word stands.
import { IcuNotJudged, IcuSyntaxError, parseIcu, type IcuOptions, type IcuToken } from './icuParser';
import type { FlagValue } from './weblateFlags';

const NUMERIC_TYPES = new Set(['number', 'plural', 'selectordinal']);
const PLURAL_TYPES = new Set(['plural', 'selectordinal']);
const PLURAL_SELECTORS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** update_maybe_value: undefined (never set), true/false, or 0 (set to both). */
type Maybe = boolean | 0 | undefined;
const update = (value: boolean, old: Maybe): Maybe => (old === undefined || old === value ? value : 0);

interface Variable {
  types: Set<string>;
  isNumber: Maybe;
  isTag: Maybe;
  isEmpty: Maybe;
  choices?: Set<string>;
  badPlural?: Set<string>;
}

/** Weblate's result of a failing check, by its keys (icu.py format_result gives each a message). */
export interface IcuFindings {
  syntax?: string[];
  extra?: string[];
  missing?: string[];
  wrong_type?: string[];
  no_other?: string[];
  bad_plural?: Array<[string, string[]]>;
  bad_submessage?: Array<[string, string[]]>;
  should_be_tag?: string[];
  not_tag?: string[];
  tag_not_empty?: string[];
  tag_empty?: string[];
}

/** Which release's rules: `countIsNumber` is 2026.10.1's reading of a plain `{count}`/`{number}`. */
export interface IcuRules {
  countIsNumber: boolean;
}

/** extract_placeholders: every argument's name with what the message says of it, in the order met. */
export function extractPlaceholders(nodes: IcuToken[], rules: IcuRules): Map<string, Variable> {
  const vars = new Map<string, Variable>();
  // An explicit stack in the order Python's recursion visits (a token, its sub-messages, then its contents).
  const stack: IcuToken[] = nodes.slice().reverse();
  while (stack.length > 0) {
    const token = stack.pop()!;
    visit(token, vars, rules);
    const next: IcuToken[] = [];
    for (const sub of token.options?.values() ?? []) for (const node of sub) next.push(node);
    for (const node of token.contents ?? []) next.push(node);
    for (let k = next.length - 1; k >= 0; k--) stack.push(next[k]!);
  }
  return vars;
}

function visit(token: IcuToken, vars: Map<string, Variable>, rules: IcuRules): void {
  let data = vars.get(token.name);
  if (!data)
    vars.set(token.name, (data = { types: new Set(), isNumber: undefined, isTag: undefined, isEmpty: undefined }));
  if (token.tag || token.type) {
    data.isTag = update(!!token.tag, data.isTag);
    if (token.tag) data.isEmpty = update(token.empty !== false, data.isEmpty);
    else {
      data.types.add(token.type!);
      data.isNumber = update(NUMERIC_TYPES.has(token.type!), data.isNumber);
    }
  } else if (rules.countIsNumber && (token.name === 'count' || token.name === 'number')) {
    data.types.add('number');
    data.isNumber = update(true, data.isNumber);
  }
  if (!token.options) return;
  const choices = (data.choices ??= new Set());
  for (const selector of token.options.keys()) {
    choices.add(selector);
    if (token.type && PLURAL_TYPES.has(token.type) && !PLURAL_SELECTORS.has(selector) && !selector.startsWith('='))
      (data.badPlural ??= new Set()).add(selector);
  }
}

/** The `icu-flags:` values and `icu-tag-prefix:` of a unit's flags (ICUCheckMixin). */
export function icuSettings(flags: Map<string, FlagValue[]>): { icuFlags: string[]; options: IcuOptions } {
  const icuFlags = (flags.get('icu-flags') ?? []).filter((v): v is string => typeof v === 'string');
  const prefix = flags.get('icu-tag-prefix')?.[0];
  const strictTags = icuFlags.includes('strict-xml');
  return {
    icuFlags,
    options: {
      strictTags,
      allowTags: strictTags || icuFlags.includes('xml'),
      ...(typeof prefix === 'string' && prefix !== '' ? { tagPrefix: prefix } : {}),
    },
  };
}

function parsed(text: string, options: IcuOptions): { ast?: IcuToken[]; error?: string } {
  try {
    return { ast: parseIcu(text, options) };
  } catch (err) {
    if (err instanceof IcuSyntaxError) return { error: err.message };
    throw err;
  }
}

/** check_format of one source and target: the findings, or undefined where it passes. */
export function icuFindings(
  source: string,
  target: string,
  flags: Map<string, FlagValue[]>,
  rules: IcuRules,
): IcuFindings | undefined {
  return findingsUnder(source, target, flags, [rules])[0];
}

/** check_format under each of `rules`, each text parsed once. */
function findingsUnder(
  source: string,
  target: string,
  flags: Map<string, FlagValue[]>,
  rules: IcuRules[],
): Array<IcuFindings | undefined> {
  if (!target || !source) return rules.map(() => undefined);
  const { icuFlags, options } = icuSettings(flags);
  const src = parsed(source, options);
  const tgt = parsed(target, options);
  if (tgt.error !== undefined) return rules.map(() => ({ syntax: [tgt.error!] }));
  if (src.error !== undefined) return rules.map(() => undefined);
  return rules.map((r) => {
    const found = compare(extractPlaceholders(src.ast!, r), extractPlaceholders(tgt.ast!, r), icuFlags, options);
    return Object.keys(found).length > 0 ? found : undefined;
  });
}

function compare(srcVars: Map<string, Variable>, tgtVars: Map<string, Variable>, flags: string[], options: IcuOptions) {
  const result: IcuFindings = {};
  const push = <K extends keyof IcuFindings>(key: K, item: NonNullable<IcuFindings[K]>[number]) =>
    ((result[key] ??= []) as unknown[]).push(item);
  const off = (part: string) => flags.includes(part);
  for (const [name, data] of tgtVars) {
    if (!off('-require_other') && data.choices && data.choices.size > 0 && !data.choices.has('other'))
      push('no_other', name);
    const srcData = srcVars.get(name);
    if (!srcData) {
      if (!off('-extra')) push('extra', name);
      continue;
    }
    if (!off('-plural_selectors') && data.badPlural) push('bad_plural', [name, [...data.badPlural]]);
    if (!off('-submessage_selectors')) {
      const bad = badChoices(data, srcData);
      if (bad.length > 0) push('bad_submessage', [name, bad]);
    }
    if (!off('-types') && wrongType(data, srcData)) push('wrong_type', name);
    if (options.allowTags && !off('-tags')) {
      const tagFinding = tagMismatch(data, srcData);
      if (tagFinding) push(tagFinding, name);
    }
  }
  if (!off('-missing')) {
    const missing = [...srcVars.keys()].filter((name) => !tgtVars.has(name));
    if (missing.length > 0) result.missing = missing;
  }
  return result;
}

/** check_bad_submessage: select choices of the translation that the source's select does not have. */
function badChoices(data: Variable, src: Variable): string[] {
  if (!data.types.has('select') || !src.types.has('select') || !data.choices || !src.choices) return [];
  return [...data.choices].filter((choice) => !src.choices!.has(choice));
}

/** check_wrong_type: a number stays a number of any kind; other types must be the source's. */
function wrongType(data: Variable, src: Variable): boolean {
  if (src.isNumber === true) return data.isNumber !== true;
  return [...data.types].some((type) => !src.types.has(type));
}

/** check_tags. */
function tagMismatch(data: Variable, src: Variable): keyof IcuFindings | undefined {
  if (typeof src.isTag !== 'boolean' && data.isTag === undefined) return undefined;
  if (src.isTag) {
    if (!data.isTag) return 'should_be_tag';
    if (typeof src.isEmpty === 'boolean' && src.isEmpty !== data.isEmpty)
      return src.isEmpty ? 'tag_not_empty' : 'tag_empty';
    return undefined;
  }
  return data.isTag ? 'not_tag' : undefined;
}

/**
 * The check over every plural form (BaseFormatCheck.check_generator: the ICU check has no expression, so
 * the singular source goes with the first form and the plural with the others): true fails, false passes,
 * undefined where the releases' rules disagree or Weblate's own code would stop with another error.
 */
export function icuVerdict(subject: {
  source: string[];
  target: string[];
  flags: Map<string, FlagValue[]>;
}): boolean | undefined {
  const { source: sources, target: targets } = subject;
  if (targets.length === 0 || sources.length === 0) return false;
  let pairs: Array<[string, string]>;
  if (sources.length > 1 && targets.length === 1) pairs = [[sources[1]!, targets[0]!]];
  else if (sources.length === 1) pairs = [[sources[0]!, targets[0]!]];
  else pairs = targets.map((t, i) => [i === 0 ? sources[0]! : sources[1]!, t]);
  // Python stops at the first failing pair (any() over a generator), so the pairs after it are never parsed.
  const RULES = [{ countIsNumber: false }, { countIsNumber: true }];
  try {
    const verdicts = [false, false];
    for (const [s, t] of pairs) {
      const found = findingsUnder(s, t, subject.flags, RULES);
      found.forEach((f, k) => (verdicts[k] ||= !!f));
      if (verdicts[0] && verdicts[1]) break;
    }
    return verdicts[0] === verdicts[1] ? verdicts[0] : undefined;
  } catch (err) {
    if (err instanceof IcuNotJudged) return undefined;
    throw err;
  }
}
