// `npm run leads -- --since 2026-01-01 [--subscribers | --failed] [--out leads.csv]`
// Exports contact and demo requests (or, with --subscribers, newsletter subscribers; with --failed,
// the mails the outbox gave up) as CSV, from the store the server uses (DATABASE_URL, else the
// SQLite file under DATA_DIR).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { failedMailsCsv, leadsCsv, subscribersCsv } from '../server/leads/export.ts';
import { migrate, openStore } from '../server/store/database.ts';

const { values } = parseArgs({
  options: {
    since: { type: 'string', default: '1970-01-01' },
    subscribers: { type: 'boolean', default: false },
    failed: { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run leads -- [--since YYYY-MM-DD] [--subscribers | --failed] [--out file.csv]');
  process.exit(0);
}

if (values.subscribers && values.failed) {
  console.error('--subscribers and --failed are two different lists; ask for one');
  process.exit(2);
}

const since = new Date(`${values.since}T00:00:00Z`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(since.getTime())) {
  console.error(`--since takes a date like 2026-01-01, got "${values.since}"`);
  process.exit(2);
}

const config = loadConfig();
const store = openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(store.db);
  const csv = await (values.failed ? failedMailsCsv : values.subscribers ? subscribersCsv : leadsCsv)(store.db, since);
  if (values.out) {
    await writeFile(values.out, csv);
    console.error(`${csv.trimEnd().split('\n').length - 1} rows written to ${values.out} (from ${store.location})`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await store.db.destroy();
}
