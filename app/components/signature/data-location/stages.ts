import { fill, type Values } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { site } from '../../../shared/site.ts';
import type { SiteHosting } from '../../../shared/site-hosting.ts';
import type { DataLocationCopy, FactCopy } from './copy.ts';

/** The file's way, in order: the device, the transfer, the data centre that keeps it, the one that backs it up, and who may open it. */
export const stageIds = ['device', 'transfer', 'primary', 'backup', 'access'] as const;
export type StageId = (typeof stageIds)[number];

/** The facts of each stage, in the order they are shown; their words are in the copy under the same ids. */
export const factIds = {
  device: ['file', 'app', 'session'],
  transfer: ['protocol', 'oldest', 'keys'],
  primary: ['location', 'operator', 'atRest'],
  backup: ['location', 'incremental', 'full', 'retention'],
  access: ['sso', 'twoFactor', 'rights'],
} as const satisfies Record<StageId, readonly string[]>;
export type FactId<Stage extends StageId> = (typeof factIds)[Stage][number];

/** The example whose way the piece follows: a changed floor plan the architect uploads from a tablet. */
export const exampleFile = { name: 'EG_Grundriss_Index-C.pdf', megabytes: 4.2 };

export interface Fact {
  id: string;
  label: string;
  value: string;
  note?: string;
}

export interface Stage {
  id: StageId;
  name: string;
  place: string;
  title: string;
  lead: string;
  facts: Fact[];
}

/** What holds for every stage. */
export interface Frame {
  location: Fact;
  law: Fact;
  certifications: Fact[];
}

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/**
 * The placeholders' values: every name, figure and unit from the hosting configuration, written the
 * page language's way ("4,2 MB", "30 Tage"; "4.2 MB", "30 days"), so the copy carries only words.
 */
export function valuesOf(hosting: SiteHosting, copy: DataLocationCopy, lang: Lang): Values {
  const locale = locales[lang];
  const unit = (value: number, name: string, unitDisplay: 'short' | 'long' = 'long') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay, maximumFractionDigits: 1 }).format(value);
  const list = (items: readonly string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const { primary, backup, distanceKm } = hosting.dataCentres;
  const countries = [...new Set([primary.country, backup.country])].map((code) => copy.countries[code]);
  return {
    brand: site.brand,
    provider: hosting.provider.name,
    primaryCity: primary.city,
    primaryCountry: copy.countries[primary.country],
    backupCity: backup.city,
    backupCountry: copy.countries[backup.country],
    countries: list(countries),
    distance: unit(distanceKm, 'kilometer', 'short'),
    protocol: hosting.encryption.inTransit.protocol,
    oldest: hosting.encryption.inTransit.oldestAccepted,
    cipher: hosting.encryption.atRest.cipher,
    interval: unit(hosting.backups.incrementalEveryHours, 'hour'),
    time: hosting.backups.fullDailyAt,
    retention: unit(hosting.backups.retentionDays, 'day'),
    sso: list(hosting.signIn.sso),
    twoFactor: hosting.signIn.twoFactor,
    idle: unit(hosting.signIn.idleTimeoutMinutes, 'minute'),
    file: exampleFile.name,
    size: unit(exampleFile.megabytes, 'megabyte', 'short'),
  };
}

const factOf = (id: string, fact: FactCopy, values: Values): Fact => ({
  id,
  label: fill(fact.label, values),
  value: fill(fact.value, values),
  ...(fact.note && { note: fill(fact.note, values) }),
});

/** The five stages with their words and the configuration's facts filled in. */
export function stagesOf(hosting: SiteHosting, copy: DataLocationCopy, lang: Lang): Stage[] {
  const values = valuesOf(hosting, copy, lang);
  return stageIds.map((id) => {
    const stage = copy.stages[id];
    const facts = stage.facts as Record<string, FactCopy>;
    return {
      id,
      name: fill(stage.name, values),
      place: fill(stage.place, values),
      title: fill(stage.title, values),
      lead: fill(stage.lead, values),
      facts: factIds[id].map((fact) => factOf(fact, facts[fact]!, values)),
    };
  });
}

/** Where the data lives, the law that applies, and each certificate with what it covers. */
export function frameOf(hosting: SiteHosting, copy: DataLocationCopy, lang: Lang): Frame {
  const { frame } = copy;
  const values = {
    ...valuesOf(hosting, copy, lang),
    law: frame.laws[hosting.law.governing],
    regulation: frame.regulations[hosting.law.dataProtection],
  };
  return {
    location: factOf('location', frame.location, values),
    law: factOf('law', frame.law, values),
    certifications: hosting.certifications.map((certification) => ({
      id: certification.name,
      label: fill(frame.kinds[certification.kind], { name: certification.name }),
      value: fill(frame.scopes[certification.scope], values),
    })),
  };
}
