import type { FastifyInstance } from 'fastify';
import { MANUAL_TITLE, manualPdf } from './manual';

/** Where the reference server serves the manual: the console's default `manualUrl` (src/core/config). */
export const MANUAL_PATH = '/docs/manual.pdf';

/**
 * The user manual (功能說明 / Q&A, spec 1 and 2.7): a PDF opened in a new tab. Real deployments keep
 * it on their own storage and point the console's `manualUrl` there (README, "Pointing the console
 * at other hosts"); this one serves the manual built from the page manifest.
 */
export function docsRoutes(app: FastifyInstance): void {
  app.get(MANUAL_PATH, (_req, reply) => reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${MANUAL_TITLE}.pdf`)}`)
    .header('Cache-Control', 'public, max-age=3600')
    .send(manualPdf()));
}
