import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely/migration';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinToday, offeredDays } from '../../app/shared/appointment.ts';
import de from '../../locales/de/common.json' with { type: 'json' };
import en from '../../locales/en/common.json' with { type: 'json' };
import type { SmtpSink } from '../../scripts/smtp-sink.ts';
import { leadsCsv } from '../../server/leads/export.ts';
import { openStore } from '../../server/store/database.ts';
import * as initial from '../../server/store/migrations/001-initial.ts';
import * as formRateWindows from '../../server/store/migrations/002-form-rate-windows.ts';
import * as idempotencyKeys from '../../server/store/migrations/003-idempotency-keys.ts';
import { postForm, postJson, storeCounts, validBodies } from '../support/api.ts';
import { formsApp } from '../support/forms-app.ts';
import { storeKinds } from '../support/stores.ts';

const dayMs = 86_400_000;
const weekdays = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** A day `offset` days from today in Berlin, as an ISO day. */
function fromToday(offset: number): string {
  return new Date(Date.parse(`${berlinToday(new Date())}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
}

/** The store as it was before appointment requests: the first three migrations and one contact request. */
async function storeFromBefore(env: Record<string, string>) {
  const { db } = openStore({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  const migrations = { '001-initial': initial, '002-form-rate-windows': formRateWindows, '003-idempotency-keys': idempotencyKeys };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  await db
    .insertInto('leads')
    .values({
      id: 'before-appointments',
      kind: 'demo',
      email: 'frueher@bau.example',
      name: 'Frieda Früher',
      message: null,
      phone: '030 555',
      page: 'DMS',
      lang: 'de',
      created_at: '2026-11-01T09:00:00.000Z',
      handled_at: '2026-11-01T09:00:05.000Z',
    })
    .execute();
  await db.destroy();
}

describe.each(storeKinds)('appointment requests on $name', (kind) => {
  const fixture = formsApp(kind, { SERVE_SITE: 'false' }, (store) => storeFromBefore(store.env));
  let smtp: SmtpSink;
  let app: FastifyInstance;
  const appointment = { ...validBodies.demo, page: 'HOMEPAGE', lang: 'de', email: 'termin@gu.example', name: 'Tom Termin' } as const;

  beforeAll(() => {
    ({ smtp, app } = fixture);
  });

  it('still reads a lead stored before the store knew appointments', async () => {
    const lead = await app.store.db.selectFrom('leads').selectAll().where('id', '=', 'before-appointments').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: 'Frieda Früher', phone: '030 555', preferred_day: null, time_window: null });
    const csv = await leadsCsv(app.store.db, new Date('2026-10-01T00:00:00Z'));
    expect(csv).toContain('2026-11-01T09:00:00.000Z,demo,DMS,de,Frieda Früher,frueher@bau.example,030 555,,2026-11-01T09:00:05.000Z,,\n');
  });

  it('stores the preferred day and time window with the lead, and the sales mail names them', async () => {
    const day = offeredDays(new Date()).first;
    const res = await postJson(app, 'demo', { ...appointment, preferredDay: day, timeWindow: 'morning' });
    expect(res.statusCode).toBe(200);
    const lead = await app.store.db.selectFrom('leads').selectAll().where('email', '=', 'termin@gu.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'demo', page: 'HOMEPAGE', preferred_day: day, time_window: 'morning' });

    expect(await app.outbox.drain()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    // Sales filters by subject: an appointment request is a demo request.
    expect(mail!.subject).toBe('REQUEST DEMO/HOMEPAGE');
    const [year, month, date] = day.split('-');
    const spoken = `${weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${date}.${month}.${year}, vormittags (9–12\u00a0Uhr)`;
    expect(mail!.text).toContain(`Wunschtermin: ${spoken}`);
    expect(mail!.text).toContain('Terminanfrage für eine Demo von der Seite HOMEPAGE');
    expect(mail!.html).toContain(`<th align="left" valign="top">Wunschtermin</th><td>${spoken}</td>`);
  });

  it('says in the mail of a demo request without an appointment that there is none', async () => {
    expect((await postJson(app, 'demo', { ...validBodies.demo, email: 'ohne@termin.example' })).statusCode).toBe(200);
    await app.outbox.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.text).toContain('Demo-Anfrage von der Seite DMS');
    expect(mail!.text).toContain('Wunschtermin: –');
    const lead = await app.store.db.selectFrom('leads').selectAll().where('email', '=', 'ohne@termin.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ preferred_day: null, time_window: null });
  });

  it('refuses a weekend, today, a past or far day, a malformed day and an unknown window, each with a code both languages explain', async () => {
    const before = await storeCounts(app);
    const saturday = [1, 2, 3, 4, 5, 6, 7].map(fromToday).find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6)!;
    const offered = offeredDays(new Date()).first;
    // preferredDay, timeWindow, the field refused, its code
    const cases: [string | undefined, string, string, string][] = [
      [saturday, 'afternoon', 'preferredDay', 'notWorkingDay'],
      [fromToday(0), 'afternoon', 'preferredDay', 'tooSoon'],
      [fromToday(-3), 'afternoon', 'preferredDay', 'tooSoon'],
      [fromToday(40), 'afternoon', 'preferredDay', 'tooLate'],
      ['2026-13-01', 'afternoon', 'preferredDay', 'invalid'],
      ['01.12.2026', 'afternoon', 'preferredDay', 'invalid'],
      [offered, 'evening', 'timeWindow', 'invalid'],
      [undefined, 'morning', 'preferredDay', 'required'],
      [offered, '', 'timeWindow', 'required'],
    ];
    for (const [preferredDay, timeWindow, field, code] of cases) {
      const res = await postJson(app, 'demo', { ...appointment, preferredDay, timeWindow });
      expect(res.statusCode, `${preferredDay} ${timeWindow}`).toBe(400);
      expect(res.json(), `${preferredDay} ${timeWindow}`).toEqual({ ok: false, errors: [{ field, code }] });
      for (const copy of [de, en]) {
        const errors = copy.forms.errors as unknown as Record<string, Record<string, string>>;
        const text = code === 'required' || code === 'invalid' ? errors[code]![field] : errors.day![code];
        expect(text, `${field} ${code}`).toMatch(/\w{3}/);
      }
    }
    expect(await storeCounts(app)).toEqual(before);
  });

  it('answers a form posted without JavaScript on its page, and sends only the trial sign-up onwards', async () => {
    const form = (fields: Record<string, string>) =>
      postForm(app, 'demo', { ...appointment, elapsedMs: '', returnTo: '/de', formId: 'booking', phone: '', ...fields } as Record<string, string>);
    const stays = await form({ onSent: 'stay', email: 'ohne-js@gu.example', preferredDay: offeredDays(new Date()).first, timeWindow: 'midday' });
    expect(stays.statusCode).toBe(303);
    expect(stays.headers.location).toBe('/de#booking-sent');
    const lead = await app.store.db.selectFrom('leads').selectAll().where('email', '=', 'ohne-js@gu.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ time_window: 'midday', phone: null });

    // The appointment form sent with neither day nor window (an empty date field) is a demo request that stays too.
    const open = await form({ onSent: 'stay', email: 'offen@gu.example', preferredDay: '' });
    expect(open.headers.location).toBe('/de#booking-sent');

    const farAhead = await form({ onSent: 'stay', preferredDay: fromToday(40), timeWindow: 'midday' });
    expect(farAhead.headers.location).toBe('/de#booking-invalid');

    const signup = await form({ email: 'trial@gu.example', formId: 'signup', returnTo: '/de/product/dms' });
    expect(signup.headers.location).toBe('https://app.lotrecht.example/register');
  });
});
