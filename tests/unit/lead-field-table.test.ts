import type { FastifyRequest } from 'fastify';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TimeWindow } from '../../app/shared/appointment.ts';
import { type LeadField, leadFields, leadFieldTable, leadKinds, maxLength, type SalesKind, takes } from '../../app/shared/lead-fields.ts';
import { checkLead } from '../../app/shared/lead-rules.ts';
import deMail from '../../locales/de/mail.json';
import enMail from '../../locales/en/mail.json';
import { leadsCsv } from '../../server/leads/export.ts';
import { type LeadRequest, storeLeadRequest } from '../../server/leads/requests.ts';
import { leadMail } from '../../server/mail/compose.ts';
import { readFormPost } from '../../server/routes/api/form-post.ts';
import { type ContactBody, contactBody, type DemoBody, demoBody, newsletterBody } from '../../server/routes/api/lead-schemas.ts';
import type { Store } from '../../server/store/database.ts';
import type { Database } from '../../server/store/schema.ts';

const schemas = { contact: contactBody, demo: demoBody, newsletter: newsletterBody };
const requestFields = ['page', 'lang', 'website', 'elapsedMs'];
const salesKinds: SalesKind[] = ['contact', 'demo'];
const receivedAt = new Date('2026-11-27T10:00:00Z');

/** A value every field takes and checkLead lets through, so that each shows where it goes. */
const filled: Record<LeadField, string> = {
  name: 'Anna Schmidt',
  email: 'anna@planung.example',
  message: 'Ein Bürogebäude in Leipzig.',
  phone: '+49 30 1234567',
  preferredDay: '2026-12-01',
  timeWindow: 'morning',
};

function fullRequest(kind: SalesKind): LeadRequest {
  const fields = Object.fromEntries(leadFields[kind].map((field) => [field, filled[field]]));
  return { kind, page: 'DMS', lang: 'de', ...fields } as LeadRequest;
}

/** A store whose database runs nothing and answers nothing, and the statements it was given. */
function recordingStore() {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    log: (event) => {
      statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  return { store: { db, dialect: 'sqlite', location: 'nowhere' } satisfies Store, statements };
}

/** The `leads` row the insert writes, column by column. */
async function insertedRow(request: LeadRequest): Promise<Record<string, unknown>> {
  const { store, statements } = recordingStore();
  await storeLeadRequest(store, 'sales@lotrecht.example', request, receivedAt);
  const insert = statements.find((statement) => statement.sql.startsWith('insert into "leads"'))!;
  const columns = [...insert.sql.matchAll(/"(\w+)"/g)].map((match) => match[1]!).slice(1);
  return Object.fromEntries(columns.map((column, index) => [column, insert.parameters[index]]));
}

describe('the table of lead fields', () => {
  it('names each field, column, export place and mail row once', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(leadFieldTable.map((entry) => entry.name));
    unique(leadFieldTable.map((entry) => entry.column));
    unique(leadFieldTable.map((entry) => entry.csv));
    for (const entry of leadFieldTable) {
      expect(entry.column, entry.name).toBe(entry.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
      expect(entry.kinds.length, entry.name).toBeGreaterThan(0);
      for (const kind of entry.mail?.kinds ?? []) expect(takes(entry, kind), `${entry.name} in the ${kind} mail`).toBe(true);
    }
  });

  it('pairs fields both ways, each optional and taken by the same forms', () => {
    for (const entry of leadFieldTable) {
      if (!('requiredWith' in entry)) continue;
      const other = leadFieldTable.find((candidate) => candidate.name === entry.requiredWith)!;
      expect(other, entry.name).toBeDefined();
      expect('requiredWith' in other && other.requiredWith).toBe(entry.name);
      expect([entry.required, other.required]).toEqual([false, false]);
      expect(other.kinds).toEqual(entry.kinds);
    }
  });

  it('gives every mail row a label in both languages', () => {
    for (const entry of leadFieldTable) {
      if (!entry.mail) continue;
      for (const copy of [deMail, enMail]) expect(copy.lead.fields, entry.name).toHaveProperty(entry.mail.label);
    }
  });

  it('keeps the forms’ fields, their order and their lengths', () => {
    expect(leadFields).toEqual({
      contact: ['name', 'email', 'message', 'phone'],
      demo: ['name', 'email', 'phone', 'preferredDay', 'timeWindow'],
      newsletter: ['email'],
    });
    expect(maxLength).toEqual({ email: 254, name: 120, message: 5000, phone: 40, preferredDay: 10, timeWindow: 16 });
  });

  it('agrees with checkLead on what is required, alone or together', () => {
    for (const kind of leadKinds) {
      const required = leadFieldTable.filter((entry) => takes(entry, kind) && entry.required).map((entry) => entry.name);
      expect(checkLead(kind, {}).map((error) => error.field)).toEqual(required);
      const complete = Object.fromEntries(required.map((field) => [field, filled[field]]));
      for (const entry of leadFieldTable) {
        if (!takes(entry, kind) || !('requiredWith' in entry)) continue;
        const now = new Date('2026-11-27T10:00:00Z');
        expect(checkLead(kind, { ...complete, [entry.name]: filled[entry.name] }, now), entry.name).toEqual([
          { field: entry.requiredWith, code: 'required' },
        ]);
      }
    }
  });
});

describe('what is derived from it', () => {
  it('the API schema: each field a form takes, with its length, required as the table says, and nothing else', () => {
    for (const kind of leadKinds) {
      const schema = schemas[kind];
      expect((schema as { additionalProperties?: unknown }).additionalProperties, kind).toBe(false);
      expect(Object.keys(schema.properties).sort(), kind).toEqual([...leadFields[kind], ...requestFields].sort());
      for (const entry of leadFieldTable.filter((candidate) => takes(candidate, kind))) {
        expect((schema.properties as Record<string, unknown>)[entry.name], `${kind}.${entry.name}`).toMatchObject({
          type: 'string',
          maxLength: entry.maxLength,
        });
        expect((schema.required as readonly string[]).includes(entry.name), `${kind}.${entry.name} required`).toBe(entry.required);
      }
    }
  });

  it('the API schema: the contract as it was written by hand, down to the order ajv reports missing fields in', () => {
    expect(contactBody.required).toEqual(['email', 'page', 'lang', 'website', 'elapsedMs', 'name']);
    expect(Object.keys(contactBody.properties)).toEqual(['email', 'page', 'lang', 'website', 'elapsedMs', 'name', 'message', 'phone']);
    expect(demoBody.required).toEqual(['email', 'page', 'lang', 'website', 'elapsedMs', 'name']);
    expect(Object.keys(demoBody.properties)).toEqual([
      'email',
      'page',
      'lang',
      'website',
      'elapsedMs',
      'name',
      'phone',
      'preferredDay',
      'timeWindow',
    ]);
    expect(newsletterBody.required).toEqual(['email', 'page', 'lang', 'website', 'elapsedMs']);
    expect(Object.keys(newsletterBody.properties)).toEqual(['email', 'page', 'lang', 'website', 'elapsedMs']);
    expectTypeOf<Pick<ContactBody, 'email' | 'name' | 'message' | 'phone'>>().toEqualTypeOf<{
      email: string;
      name: string;
      message?: string;
      phone?: string;
    }>();
    expectTypeOf<Pick<DemoBody, 'preferredDay' | 'timeWindow'>>().toEqualTypeOf<{ preferredDay?: string; timeWindow?: string }>();
  });

  it('the form post: an optional field sent empty is taken out, a required one stays for checkLead to name', async () => {
    const body: Record<string, unknown> = { page: 'DMS', lang: 'de', website: '', elapsedMs: '5000' };
    for (const entry of leadFieldTable) body[entry.name] = '';
    await readFormPost({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body } as unknown as FastifyRequest);
    for (const entry of leadFieldTable) expect(entry.name in body, entry.name).toBe(entry.required);
  });

  it('the export: today’s header, each field at its place', async () => {
    const header = (await leadsCsv(recordingStore().store.db, receivedAt)).trimEnd();
    expect(header).toBe('created_at,kind,page,lang,name,email,phone,message,handled_at,preferred_day,time_window');
    const columns = header.split(',');
    for (const entry of leadFieldTable) expect(columns[entry.csv - 1], entry.name).toBe(entry.column);
  });

  it('the leads row: each field of the request in its column, one left out as null', async () => {
    for (const kind of salesKinds) {
      const row = await insertedRow(fullRequest(kind));
      for (const entry of leadFieldTable) expect(row[entry.column], `${kind}: ${entry.column}`).toBe(takes(entry, kind) ? filled[entry.name] : null);
      expect(row).toMatchObject({ kind, page: 'DMS', lang: 'de', handled_at: null });
    }
    const bare = await insertedRow({ kind: 'demo', email: filled.email, name: filled.name, page: 'DMS', lang: 'de' });
    for (const entry of leadFieldTable) expect(bare[entry.column], entry.column).toBe(entry.required ? filled[entry.name] : null);
  });

  it('the sales mail: a row for each field in the mail of the kinds that show it, a dash for one not given', () => {
    const labels = deMail.lead.fields as Record<string, string>;
    for (const kind of salesKinds) {
      const text = leadMail({ ...fullRequest(kind), receivedAt }, 'sales@lotrecht.example').text!;
      const bare = leadMail({ kind, email: filled.email, name: filled.name, page: 'DMS', lang: 'de', receivedAt }, 'sales@lotrecht.example').text!;
      for (const entry of leadFieldTable) {
        const label = entry.mail && labels[entry.mail.label];
        const shown = entry.mail ? takes(entry.mail, kind) : false;
        expect(text.includes(`\n${label}: `), `${kind}: ${entry.name}`).toBe(shown);
        if (!shown) continue;
        const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `))!;
        // The appointment tells the day with its weekday and the window in words.
        const value = entry.name === 'preferredDay' ? '01.12.2026' : entry.name === 'timeWindow' ? 'vormittags (9–12\u00a0Uhr)' : filled[entry.name];
        expect(line, `${kind}: ${entry.name}`).toContain(value);
        if (!entry.required) expect(bare, `${kind}: ${entry.name} not given`).toContain(`\n${label}: –\n`);
      }
    }
  });

  it('the sales mail: the text sales has always read', () => {
    const contact = leadMail(
      { kind: 'contact', email: 'a@b.de', name: 'Anna', message: 'Hi\n<b>x</b>', phone: '030 1', page: 'DMS', lang: 'en', receivedAt },
      'sales@lotrecht.example',
    );
    expect(contact.text).toBe(
      'Neue Anfrage über die Website\n\nKontaktanfrage von der Seite DMS, auf Englisch.\n\nE-Mail: a@b.de\nName: Anna\nNachricht: Hi\n<b>x</b>\n' +
        'Telefon: 030 1\nEingegangen: 2026-11-27T10:00:00.000Z\n\nAntworten Sie direkt auf diese E-Mail, um die Anfrage zu beantworten.',
    );
    const appointment = leadMail(
      {
        kind: 'demo',
        email: 'a@b.de',
        name: 'Anna',
        phone: '030',
        preferredDay: '2026-12-01',
        timeWindow: 'morning',
        page: 'HOMEPAGE',
        lang: 'en',
        receivedAt,
      },
      'sales@lotrecht.example',
    );
    expect(appointment.text).toBe(
      'Neue Anfrage über die Website\n\nTerminanfrage für eine Demo von der Seite HOMEPAGE, auf Englisch.\n\nE-Mail: a@b.de\nName: Anna\nTelefon: 030\n' +
        'Wunschtermin: Dienstag, 01.12.2026, vormittags (9–12\u00a0Uhr)\nEingegangen: 2026-11-27T10:00:00.000Z\n\n' +
        'Antworten Sie direkt auf diese E-Mail, um die Anfrage zu beantworten.',
    );
    const demo = leadMail({ kind: 'demo', email: 'a@b.de', name: 'Anna', page: 'HOMEPAGE', lang: 'de', receivedAt }, 'sales@lotrecht.example');
    expect(demo.text).toBe(
      'Neue Anfrage über die Website\n\nDemo-Anfrage von der Seite HOMEPAGE, auf Deutsch.\n\nE-Mail: a@b.de\nName: Anna\nTelefon: –\nWunschtermin: –\n' +
        'Eingegangen: 2026-11-27T10:00:00.000Z\n\nAntworten Sie direkt auf diese E-Mail, um die Anfrage zu beantworten.',
    );
  });

  it('the request type: a field of a closed set keeps its type', () => {
    expectTypeOf<LeadRequest['timeWindow']>().toEqualTypeOf<TimeWindow | undefined>();
    expectTypeOf<LeadRequest['email']>().toEqualTypeOf<string>();
    expectTypeOf<LeadRequest['message']>().toEqualTypeOf<string | undefined>();
  });
});
