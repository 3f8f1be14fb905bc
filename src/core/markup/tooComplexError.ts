/** Text refused before a parser that is not linear on it gets it: what there is too much of, and the limit. */
export class TooComplexError extends Error {
  constructor(
    /** What there is too much of, e.g. "lists and block quotes inside each other". */
    readonly measure: string,
    readonly limit: number,
  ) {
    super(`more than ${limit.toLocaleString('en')} ${measure}`);
    this.name = new.target.name;
  }
}
