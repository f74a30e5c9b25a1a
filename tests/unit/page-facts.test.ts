// The facts each page must state (the issue's list per feature area, from spec section 1), checked in
// the page's own locale file in both languages, so copy edits cannot drop one unnoticed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../app/shared/languages.ts';

type Facts = Record<string, Record<Lang, RegExp>>;

const bimFacts: Facts = {
  IFC: { de: /IFC/, en: /IFC/ },
  'model merging': { de: /zusammenf[üu]hr/i, en: /merg/i },
  'section planes': { de: /Schnittebene/i, en: /section plane/i },
  measuring: { de: /\bmess/i, en: /measur/i },
  'model history comparison': {
    de: /Versionen vergleich|Versionsvergleich|Modellhistorie/i,
    en: /model history|compare versions|version comparison/i,
  },
  'versions created on upload': { de: /Hochladen|Upload/i, en: /upload/i },
  'older versions restorable': { de: /wiederherstell/i, en: /restor/i },
  'removed versions from the archive': { de: /Archiv/i, en: /archive/i },
  'property sets': { de: /Property Set/i, en: /property set/i },
  'approval ticket': { de: /Freigabeticket|Ticket/i, en: /ticket/i },
  'the 3 steps': { de: /\b(3|drei) Schritt/i, en: /\b(3|three) steps/i },
  'metadata step': { de: /Metadaten/i, en: /metadata/i },
  reviewer: { de: /Prüfer/i, en: /reviewer/i },
  'returned for rework and resubmission': { de: /zur Überarbeitung zurück/i, en: /resubmi/i },
};

const facts: Record<string, Facts> = {
  home: {
    'up to 52 percent fewer manual steps': { de: /52\s?(%|Prozent)/, en: /52\s?(%|percent)/ },
    '10 steps to 5': { de: /\b10 Schritte\b[\s\S]*\b5\b/, en: /\b10 steps\b[\s\S]*\b5\b/ },
    'phase planning': { de: /Planung/, en: /planning/i },
    'phase construction': { de: /Bau(ausführung|phase)/, en: /construction/i },
    'phase operation': { de: /Betrieb/, en: /operation/i },
    architects: { de: /Architekt/, en: /architect/i },
    'civil engineers': { de: /Bauingenieur/, en: /civil engineer/i },
    'project developers': { de: /Projektentwickler/, en: /project developer/i },
    'general contractors': { de: /Generalunternehmer/, en: /general contractor/i },
    'BIM managers': { de: /BIM-Manager/, en: /BIM manager/i },
    'project controllers': { de: /Projektsteuer|Projektcontroller/, en: /client-side project manager/i },
    // The spec's builders are the Bauherren: clients in English (locales/glossary.json).
    builders: { de: /Bauherr/, en: /\bclients?\b/i },
    'free trial': { de: /kostenlos\w* Test/i, en: /free trial/i },
    'onboarding training': { de: /Onboarding/, en: /onboarding/i },
    'free support by phone or e-mail': { de: /Telefon[\s\S]*E-Mail|E-Mail[\s\S]*Telefon/, en: /phone[\s\S]*e-?mail|e-?mail[\s\S]*phone/i },
    'appointment booking': { de: /Termin/, en: /appointment|book[^.]*demo/i },
  },
  taskIssue: {
    'only title and task type mandatory': { de: /Titel[^.]*Aufgabentyp/, en: /title[^.]*task type/i },
    'a template per task type': { de: /Vorlage/, en: /template/i },
    'rule-based workflows': { de: /regelbasiert/i, en: /rule-based/i },
    'approval processes': { de: /Freigabe/, en: /approval/i },
    checklists: { de: /Checkliste/, en: /checklist/i },
    'parent and child tasks': { de: /übergeordnete[^.]*untergeordnete|Unteraufgabe/i, en: /parent[^.]*(child|subtask)/i },
    RFI: { de: /\bRFI\b/, en: /\bRFI\b/ },
    RFQ: { de: /\bRFQ\b/, en: /\bRFQ\b/ },
    RFP: { de: /\bRFP\b/, en: /\bRFP\b/ },
    RFT: { de: /\bRFT\b/, en: /\bRFT\b/ },
    // The spec's supplements are Nachträge: change orders in English (locales/glossary.json).
    supplements: { de: /Nachtr[äa]g/, en: /change orders?/i },
    calendar: { de: /Kalender/, en: /calendar/i },
    'kanban board': { de: /Kanban/, en: /kanban/i },
    dashboard: { de: /Dashboard/, en: /dashboard/i },
    'Gantt chart': { de: /Gantt/, en: /Gantt/ },
    'BCF exchange': { de: /\bBCF\b/, en: /\bBCF\b/ },
    'CAD tools': { de: /\bCAD\b/, en: /\bCAD\b/ },
    'clash check tools': { de: /Kollisionsprüfung/i, en: /clash/i },
    'RFI: request': { de: /Anfrage/, en: /request/i },
    'RFI: task created': { de: /Aufgabe (erstellt|angelegt)/, en: /task created/i },
    'RFI: checked': { de: /geprüft/, en: /checked/i },
    'RFI: answered': { de: /beantwortet/, en: /answered/i },
    'RFI: approved': { de: /freigegeben/, en: /approved/i },
  },
  ifcViewer: bimFacts,
  bimModel: bimFacts,
  dms: {
    folders: { de: /Ordner/, en: /folder/i },
    'private folders': { de: /privat/i, en: /private/i },
    'project-wide folders': { de: /projektweit/i, en: /project-wide/i },
    'folders limited to named members': { de: /ausgewählte[^.]*Mitglieder|benannte[^.]*Mitglieder/i, en: /named (project )?members/i },
    codings: { de: /Codierung/, en: /coding/i },
    'status In Progress': { de: /In Bearbeitung/, en: /In progress/i },
    'status Shared': { de: /Geteilt/, en: /Shared/ },
    'status Published': { de: /Veröffentlicht/, en: /Published/ },
    'status Archived': { de: /Archiviert/, en: /Archived/ },
    'admin may add statuses': { de: /Admin/, en: /admin/i },
    'plan lists': { de: /Planliste/, en: /drawing register/i },
    metadata: { de: /Metadaten/, en: /metadata/i },
    building: { de: /Gebäude/, en: /building/i },
    discipline: { de: /Gewerk|Fachdisziplin/, en: /discipline/i },
    'work phase': { de: /Leistungsphase/, en: /work phase/i },
    tags: { de: /\bTags?\b/, en: /\btags?\b/i },
    comments: { de: /Kommentar/, en: /comment/i },
    'e-mail attachments': { de: /E-Mail-Anh[äa]ng/, en: /e-?mail attachment/i },
    archive: { de: /Archiv\b/, en: /archive\b/i },
    'access rights distributed by rule': {
      de: /Zugriffsrecht[\s\S]*Regel|Regel[\s\S]*Zugriffsrecht/i,
      en: /access rights?[\s\S]*rule|rule[\s\S]*access rights?/i,
    },
  },
  planManagement: {
    '2D viewer': { de: /2D-Viewer|2D/, en: /2D viewer|2D/ },
    DWG: { de: /\bDWG\b/, en: /\bDWG\b/ },
    PDF: { de: /\bPDF\b/, en: /\bPDF\b/ },
    'version comparison': { de: /vergleich/i, en: /compar/i },
  },
  infoManagement: {
    'project e-mail address': {
      de: /Projekt-E-Mail-Adresse|Projektpostfach mit eigener Adresse|Projektadresse/i,
      en: /project e-?mail address|(own|its) (email )?address/i,
    },
    inbox: { de: /Projektpostfach/, en: /inbox/i },
    'activity log': { de: /Aktivitätsprotokoll/, en: /activity log/i },
    tags: { de: /\bTags?\b/, en: /\btags?\b/i },
    'smart search': { de: /intelligente(n)? Suche/i, en: /smart search/i },
    'the filter windows 122 to 134 cm': { de: /Fenster[^.]*122[^.]*134\s?cm/, en: /windows?[^.]*122[^.]*134\s?cm/i },
    chat: { de: /Chat/, en: /chat/i },
    comments: { de: /Kommentar/, en: /comment/i },
    'construction diary': { de: /Bautagebuch/, en: /site diary/i },
    'AVA cost calculation integration': { de: /\bAVA\b/, en: /\bAVA\b/ },
  },
  cloudSecurity: {
    'servers in Germany': { de: /Deutschland/, en: /Germany/ },
    'GDPR compliance': { de: /DSGVO/, en: /GDPR/ },
    'open API': { de: /offene(n)? (API|Schnittstelle)/i, en: /open API/i },
    'web app for mobile devices': { de: /Web-App[\s\S]*mobil|mobil[\s\S]*Web-App/i, en: /web app[\s\S]*mobile|mobile[\s\S]*web app/i },
  },
};

const pageText = (lang: Lang, namespace: string) =>
  readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/${namespace}.json`), 'utf8');

const strings = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];

describe('page copy states every fact of its feature area', () => {
  for (const [namespace, list] of Object.entries(facts)) {
    for (const lang of ['de', 'en'] as const) {
      it(`${namespace} (${lang})`, () => {
        // Values only: a key such as "checklists" must not stand in for the copy saying it.
        const all = strings(JSON.parse(pageText(lang, namespace))).join('\n');
        const missing = Object.entries(list)
          .filter(([, patterns]) => !patterns[lang].test(all))
          .map(([fact]) => fact);
        expect(missing).toEqual([]);
      });
    }
  }
});
