// The questions Upload Translation File asks, in order, so each shows VS Code's step counter ("2/3"). The
// route depends on the answers: the method decides between the preview (a JSON or PO file merged string
// by string: core/locale/uploadFormats.ts) and the conflict question, and a format that marks strings fuzzy adds the fuzzy question. The
// count is made again as soon as an answer changes the route (no vscode import: unit tested).
import { carriesFuzzy, type UploadMethod } from '../../core/weblate';
import { uploadFormatOf } from '../../core/locale/uploadFormats';

export type UploadQuestion = 'translation' | 'method' | 'preview' | 'conflicts' | 'fuzzy';

export interface UploadRoute {
  /** False when the command started from a translation row: the translation is known. */
  askTranslation: boolean;
  fileName: string;
  /** The chosen translation's component file format (`po`, `json-nested`…); undefined until chosen. */
  componentFormat?: string;
  /** Undefined until chosen: the route most methods take (a merge) is counted. */
  method?: UploadMethod;
  /** The account may overwrite strings on the server (the conflict question is asked). */
  mayOverwrite: boolean;
  /** False once the preview found no string of the file on the server: the caller asks as before. */
  previewable?: boolean;
}

const isMerge = (m: UploadMethod) => m === 'translate' || m === 'fuzzy' || m === 'approve';

export function uploadQuestions(r: UploadRoute): UploadQuestion[] {
  const method = r.method ?? 'translate';
  const questions: UploadQuestion[] = r.askTranslation ? ['translation', 'method'] : ['method'];
  if (isMerge(method) && uploadFormatOf(r.componentFormat, r.fileName) && r.previewable !== false)
    return [...questions, 'preview'];
  if (isMerge(method) && r.mayOverwrite) questions.push('conflicts');
  if (method !== 'replace' && method !== 'source' && carriesFuzzy(r.fileName)) questions.push('fuzzy');
  return questions;
}

/** The step counter of `question` on this route. */
export function uploadStep(r: UploadRoute, question: UploadQuestion): { step: number; totalSteps: number } {
  const questions = uploadQuestions(r);
  return { step: questions.indexOf(question) + 1, totalSteps: questions.length };
}
