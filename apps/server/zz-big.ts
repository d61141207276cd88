import { LIMITS } from '@resumey/resume';
import { wordyResume } from '@resumey/test-support/wordy-resume';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { createLogger } from './src/log';
import { createPdfService } from './src/pdf/service';
const r = wordyResume(Number(process.env.J ?? 10), Number(process.env.B ?? 100));
console.log('bytes', Buffer.byteLength(JSON.stringify(r)), 'limit', LIMITS.maxResumeBytes);
const service = createPdfService({
  chromiumPath: '/usr/bin/chromium-headless-shell',
  webDist: await buildPrintView(),
  log: createLogger('info'),
  heapMb: Number(process.env.HEAP ?? 1024),
  timeoutMs: 600_000,
  warmUp: false,
});
const t = performance.now();
try {
  const { pdf } = await service.render(r);
  console.log('ok', pdf.length, Math.round(performance.now() - t), 'ms');
} catch (e) {
  console.log('failed', String(e), (e as any).cause, Math.round(performance.now() - t));
}
await service.close();
