import type { ApiErrorBody } from '@resumey/resume';

/**
 * An API answer's JSON as the contract types it (packages/resume/src/api): Node's fetch gives json() as unknown,
 * so a test names the answer it reads, and its use of the fields is checked against that type.
 */
export const bodyOf = <T>(res: Response): Promise<T> => res.json() as Promise<T>;

/** The error of an API error answer (DESIGN.md decision 14: { error: { code, message } }). */
export const errorOf = async (res: Response) => (await bodyOf<ApiErrorBody>(res)).error;
