import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  if (process.env.E2E_DATABASE_NAME && process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${process.env.E2E_DATABASE_NAME} with (force)`).catch(() => {});
    await admin.end();
  }
  if (process.env.E2E_WEB_DIST_OWNED) rmSync(process.env.E2E_WEB_DIST!, { recursive: true, force: true });
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
