// Messages of the unit panel's review part (suggestions and comments). Kept apart from unitProtocol.ts so
// the panel's own messages can change independently; everything from the webview is parsed with zod.
import { z } from 'zod';

const unitId = z.number().int().positive();

export const FromReviewWebview = z.discriminatedUnion('type', [
  // unitId: the string the form showed; a suggestion for any other string is refused. from: the form (Save
  // is Suggest for this user) or the Suggestion box, so the right box's draft ends when it is sent.
  z.object({
    type: z.literal('suggest'),
    unitId,
    target: z.array(z.string().max(100_000)).min(1).max(10),
    from: z.enum(['form', 'box']).optional(),
  }),
  z.object({ type: z.literal('acceptSuggestion'), unitId, suggestionId: z.number().int().positive() }),
  z.object({ type: z.literal('deleteSuggestion'), unitId, suggestionId: z.number().int().positive() }),
  z.object({
    type: z.literal('addComment'),
    unitId,
    text: z.string().min(1).max(1000),
    scope: z.enum(['translation', 'global', 'report']),
  }),
]);
export type FromReviewWebview = z.infer<typeof FromReviewWebview>;

/** Every text the review part shows, translated by the extension (the webview holds no UI text). */
export interface ReviewTexts {
  suggestions: string;
  noSuggestions: string;
  accept: string;
  delete: string;
  suggestLabel: string;
  suggest: string;
  comments: string;
  noComments: string;
  commentLabel: string;
  scopeLabel: string;
  addComment: string;
  by: string;
  someone: string;
  votes: string;
  scopeNames: Record<'translation' | 'global' | 'report', string>;
}

export interface ReviewView {
  unitId: number;
  /** undefined: the server has no suggestions (5.10): the section is not shown. */
  suggestions?: {
    id: number;
    author: string;
    when: string;
    whenText: string;
    whenExact: string;
    text: string[];
    votes: number;
  }[];
  /** undefined: the server has no comments. */
  comments?: {
    id: number;
    author: string;
    when: string;
    whenText: string;
    whenExact: string;
    text: string;
    scope: 'translation' | 'global';
  }[];
  maySuggest: boolean;
  mayAccept: boolean;
  mayDelete: boolean;
  mayComment: boolean;
  /** The user may not save here (a 403 was remembered): the form's Save becomes Suggest. */
  suggestInsteadOfSave: boolean;
  scopes: ('translation' | 'global' | 'report')[];
  texts: ReviewTexts;
}

export type ToReviewWebview =
  { type: 'review'; review: ReviewView } | { type: 'reviewStatus'; message: string; kind: 'ok' | 'error' };
