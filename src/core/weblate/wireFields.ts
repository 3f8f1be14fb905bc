// Field types every Weblate wire mirror (schemas.ts, statusSchemas.ts) shares.
import { z } from 'zod';

/** A cross-reference: an absolute URL (the seed says each ends in ?format=api; real servers may differ). */
export const ref = z.string();
export const nullableRef = ref.nullable();
export const percent = z.number();
