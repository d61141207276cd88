import { defaultChromiumPath } from '../../src/config';

/** The Chromium the server prints PDFs with, as its configuration picks it (CHROMIUM_PATH, else the headless shell). */
export const RENDERER_PATH = process.env.CHROMIUM_PATH ?? defaultChromiumPath();
