/** Node flags and entry point of the server process (server-command.mjs). */
export const serverNodeArgs: string[];
