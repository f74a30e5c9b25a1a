// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DataLocation } from '../../app/components/signature/data-location/DataLocation.tsx';
import { exampleFile, stageIds } from '../../app/components/signature/data-location/stages.ts';
import { PageProvider } from '../../app/context/page.tsx';
import { tabAfterKey } from '../../app/lib/tab-keys.ts';
import { DataLocationSection } from '../../app/pages/cloud-security/DataLocationSection.tsx';
import type { Lang } from '../../app/shared/languages.ts';
import { type SiteHosting, siteHosting } from '../../app/shared/site-hosting.ts';
import { withCopy } from '../support/page-copy.tsx';
import { locationCopy } from './data-location.copy.ts';

afterEach(cleanup);

function inPage(lang: Lang, ui: ReactNode) {
  return (
    <PageProvider lang={lang} page={{ id: 'cloudSecurity' }}>
      {ui}
    </PageProvider>
  );
}

/** Text with the no-break spaces of number formatting made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u00ad/g, '');

/** The piece as the server renders it, parsed. */
function serverHtml(lang: Lang, hosting: SiteHosting = siteHosting) {
  const html = renderToString(inPage(lang, <DataLocation copy={locationCopy[lang].piece} hosting={hosting} />));
  return { html, page: new DOMParser().parseFromString(html, 'text/html') };
}

/** The facts of one stage's panel as "label: value" lines. */
const factsOf = (root: ParentNode, stage: string) =>
  [...root.querySelectorAll(`[data-stage="${stage}"] dl > div`)].map(
    (fact) => `${plain(fact.querySelector('dt')?.textContent)}: ${plain(fact.querySelector('dd')?.textContent)}`,
  );

/** Another operator's hosting: every fact differs from the example's. */
const other: SiteHosting = {
  provider: { name: 'Elbkai Hosting AG' },
  dataCentres: { primary: { city: 'Hamburg', country: 'DE' }, backup: { city: 'Leipzig', country: 'DE' }, distanceKm: 290 },
  encryption: { inTransit: { protocol: 'TLS 1.4', oldestAccepted: 'TLS 1.3' }, atRest: { cipher: 'ChaCha20' } },
  backups: { incrementalEveryHours: 2, fullDailyAt: '03:30', retentionDays: 90 },
  signIn: { sso: ['SAML 2.0'], twoFactor: 'WebAuthn', idleTimeoutMinutes: 15 },
  certifications: [{ name: 'ISO/IEC 27018', kind: 'certificate', scope: 'provider' }],
  law: { governing: 'DE', dataProtection: 'GDPR' },
};

describe('the facts come from the hosting configuration', () => {
  it('shows the example configuration: both cities, the ciphers, the schedule, sign-in and the certificates with their scope', () => {
    const { page } = serverHtml('de');
    const text = plain(page.body.textContent);
    const { primary, backup } = siteHosting.dataCentres;
    expect(factsOf(page, 'primary')).toEqual([
      `Standort: ${primary.city}, Deutschland`,
      `Betreiber: ${siteHosting.provider.name}Betreibt das Rechenzentrum im Auftrag von Lotrecht`,
      `Verschlüsselung gespeicherter Daten: ${siteHosting.encryption.atRest.cipher}Für Dateien, Datenbanken und Sicherungen`,
    ]);
    expect(factsOf(page, 'backup')).toEqual([
      `Standort: ${backup.city}, Deutschland${siteHosting.dataCentres.distanceKm} km Luftlinie vom ersten Rechenzentrum`,
      `Inkrementelle Sicherung: Alle ${siteHosting.backups.incrementalEveryHours} StundenGesichert wird, was sich seit der letzten Sicherung geändert hat`,
      `Vollsicherung: Täglich um ${siteHosting.backups.fullDailyAt} UhrVerschlüsselt mit ${siteHosting.encryption.atRest.cipher}`,
      `Aufbewahrung: ${siteHosting.backups.retentionDays} TageDanach werden die Sicherungen gelöscht`,
    ]);
    expect(factsOf(page, 'transfer')[0]).toBe(
      `Transportverschlüsselung: ${siteHosting.encryption.inTransit.protocol}Zwischen Gerät und Rechenzentrum`,
    );
    expect(factsOf(page, 'access').slice(0, 2)).toEqual([
      'Single Sign-on: SAML 2.0 und OpenID ConnectAnmeldung mit dem Firmenkonto Ihres Unternehmens',
      'Zwei-Faktor-Authentifizierung: TOTPEinmalcode aus einer Authenticator-App',
    ]);
    expect(factsOf(page, 'device')[2]).toBe(
      'Automatische Abmeldung: Nach 30 MinutenOhne Aktivität – ein liegen gelassenes Tablet bleibt nicht angemeldet',
    );
    expect(text).toContain(`${exampleFile.name} · 4,2 MB`);
    // The path names both data centres' cities; the frame keeps location and law apart.
    expect([...page.querySelectorAll('nav li')].map((stop) => plain(stop.textContent))).toEqual([
      'Gerät Baustelle',
      'Übertragung TLS 1.3',
      'Rechenzentrum Frankfurt am Main',
      'Sicherung Nürnberg',
      'Anmeldung SSO und 2FA',
    ]);
    expect(text).toContain('Projektdaten und Sicherungen in Rechenzentren in Deutschland');
    expect(text).toContain('Anwendbares RechtDeutsches Recht');
    expect(text).toContain('Zertifikat nach ISO/IEC 27001Geltungsbereich: Betrieb der Plattform Lotrecht');
    expect(text).toContain(
      'Testat nach BSI C5, Typ 2Geltungsbereich: die Rechenzentren von Tannhof Rechenzentren GmbH in Frankfurt am Main und Nürnberg',
    );
    // That these are examples is the site-wide notice's to say (app/layout/ExampleMarker.tsx), not the piece's.
    expect(page.querySelector('[role="note"]')).toBeNull();
  });

  it.each(['de', 'en'] as const)('follows a changed configuration in %s, without a figure of the example left', (lang) => {
    const { html, page } = serverHtml(lang, other);
    const text = plain(page.body.textContent);
    for (const fact of ['Hamburg', 'Leipzig', '290 km', 'Elbkai Hosting AG', 'TLS 1.4', 'ChaCha20', '03:30', 'WebAuthn', 'ISO/IEC 27018']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(lang === 'de' ? 'Alle 2 Stunden' : 'Every 2 hours');
    expect(text).toContain(lang === 'de' ? '90 Tage' : '90 days');
    expect(text).toContain(lang === 'de' ? 'Nach 15 Minuten' : 'After 15 minutes');
    for (const example of ['Frankfurt', 'Nürnberg', 'Tannhof', 'AES-256', '02:00', 'OpenID', 'TOTP', '27001', 'C5', '190 km', '30 Tage', '30 days']) {
      expect(html).not.toContain(example);
    }
    expect(page.querySelector('[role="note"]')).toBeNull();
  });

  it('writes figures the English way on the English page', () => {
    const text = plain(serverHtml('en').page.body.textContent);
    expect(text).toContain(`${exampleFile.name} · 4.2 MB`);
    expect(text).toContain('Every 4 hours');
    expect(text).toContain('30 days');
    expect(text).toContain('SAML 2.0 and OpenID Connect');
    expect(text).toContain('Frankfurt am Main data centre');
    expect(text).toContain('Governing lawGerman law');
  });
});

describe('without the script (server-rendered HTML)', () => {
  it.each(['de', 'en'] as const)('shows every stage in order with its heading and facts in %s, the path linking to each', (lang) => {
    const copy = locationCopy[lang].piece;
    const { html, page } = serverHtml(lang);
    expect(html).not.toContain(' style="');
    expect(page.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('false');
    expect(page.querySelector('[role="tab"], [role="tablist"], [role="tabpanel"], [hidden]')).toBeNull();

    const cards = [...page.querySelectorAll('[data-stage]')];
    expect(cards.map((card) => card.getAttribute('data-stage'))).toEqual([...stageIds]);
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
      stageIds.map((id) => copy.stages[id].title.replace('{{primaryCity}}', 'Frankfurt am Main').replace('{{backupCity}}', 'Nürnberg')),
    );
    for (const card of cards) expect(card.querySelectorAll('dt').length).toBeGreaterThanOrEqual(3);

    const nav = page.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe(copy.label);
    const targets = [...nav!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(targets).toEqual(cards.map((card) => `#${card.id}`));
    const strip = page.querySelector('[role="region"]');
    expect(strip?.getAttribute('aria-label')).toBe(copy.stripLabel);
    expect(strip?.getAttribute('tabindex')).toBe('0');
  });

  it('sits in a warm band named by its heading', () => {
    const html = renderToString(inPage('de', withCopy('de', ['cloudSecurity'], <DataLocationSection copy={locationCopy.de} />)));
    expect(html).not.toContain(' style="');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const band = page.querySelector('section');
    expect(band?.getAttribute('aria-labelledby')).toBe('data-location-title');
    expect(band?.getAttribute('data-tone')).toBe('warm');
    expect(page.getElementById('data-location-title')?.textContent).toBe(locationCopy.de.section.title);
  });
});

describe('with the script (WAI-ARIA tabs)', () => {
  async function renderTabs(lang: Lang = 'de') {
    const view = render(inPage(lang, <DataLocation copy={locationCopy[lang].piece} />));
    const tabs = await screen.findAllByRole('tab');
    return { ...view, tabs };
  }
  const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

  it('names a tab for each stage, the first selected and the only tab stop, each wired to its panel', async () => {
    const { tabs, container } = await renderTabs();
    expect(screen.getByRole('tablist', { name: locationCopy.de.piece.label })).toBeDefined();
    expect(tabs.map((tab) => plain(tab.textContent))).toEqual([
      'Gerät Baustelle',
      'Übertragung TLS 1.3',
      'Rechenzentrum Frankfurt am Main',
      'Sicherung Nürnberg',
      'Anmeldung SSO und 2FA',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(container.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('true');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(5);
    tabs.forEach((tab, index) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel).toBe(panels[index]);
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.tabIndex).toBe(0);
      expect(panel.hidden).toBe(index !== 0);
    });
    // No links and no scrolling strip any more.
    expect(container.querySelector('nav, [role="region"]')).toBeNull();
  });

  it('moves selection and focus with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const { tabs } = await renderTabs();
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs[1]);
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole('tabpanel').textContent).toContain('TLS 1.3');
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(selectedTab()).toBe(tabs[4]);
    fireEvent.keyDown(tabs[4]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs[0]);
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tabs[4]);
    fireEvent.keyDown(tabs[4]!, { key: 'Home' });
    expect(selectedTab()).toBe(tabs[0]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('selects a stage by click and leaves other keys to the browser', async () => {
    const { tabs, container } = await renderTabs();
    fireEvent.click(tabs[3]!);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe('Sicherung im Rechenzentrum Nürnberg');
    expect(plain(panel.textContent)).toContain('30 Tage');
    expect(container.querySelector('[data-selected]')?.getAttribute('data-selected')).toBe('3');
    expect(fireEvent.keyDown(tabs[3]!, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(tabs[3]!, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(tabs[3]!, { key: 'ArrowLeft' })).toBe(false);
    expect(tabAfterKey('ArrowDown', 1, 5)).toBeUndefined();
  });

  it('speaks English on the English page', async () => {
    const { tabs } = await renderTabs('en');
    expect(plain(tabs[2]!.textContent)).toBe('Data centre Frankfurt am Main');
    fireEvent.click(tabs[4]!);
    expect(plain(screen.getByRole('tabpanel').textContent)).toContain('SAML 2.0 and OpenID Connect');
  });
});
