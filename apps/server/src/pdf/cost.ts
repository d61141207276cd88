/**
 * The work a PDF job costs, by the size of its input (issue #22): layout and printing time grow with the text, so
 * a resume near the 5 MB limit costs about ten typical ones in the renderer's queue (pdf/queue.ts).
 */
export const COST_UNIT_BYTES = 512 * 1024;

export const pdfJobCost = (resumeJsonBytes: number): number => 1 + Math.floor(resumeJsonBytes / COST_UNIT_BYTES);
