// Keeps credentials out of everything a person or a log can see: URLs lose credential-like query
// parameters, and any text has every known secret value replaced.

const SECRET_PARAMS =
  /^(key|token|api[-_]?key|access[-_]?token|auth[-_]?token|x-auth-token|x-application-key|password|secret)$/i;

export class Redactor {
  private readonly secrets: string[];

  constructor(secrets: Iterable<string | undefined>) {
    // Longest first, so a secret that contains another is replaced whole.
    this.secrets = [...secrets]
      .filter((s): s is string => typeof s === 'string' && s.length >= 4)
      .sort((a, b) => b.length - a.length);
  }

  text(input: string): string {
    let out = input;
    for (const s of this.secrets) out = out.split(s).join('***');
    return out;
  }

  url(input: string): string {
    try {
      const u = new URL(input);
      u.username = '';
      u.password = '';
      for (const name of [...u.searchParams.keys()]) if (SECRET_PARAMS.test(name)) u.searchParams.set(name, '***');
      return this.text(u.toString());
    } catch {
      return this.text(input);
    }
  }
}

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
