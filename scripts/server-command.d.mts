/** The built server's entry point (server-command.mjs). */
export const serverEntry: string;
/** Node flags and entry point of the server process. */
export const serverNodeArgs: string[];
export function newestMtime(dir: string): number;
/** Builds the server when its build is missing or older than its sources. */
export function ensureServerBuilt(): Promise<void>;
