/**
 * The example project every product view shows, so the views tell one story: a six-storey office and
 * residential building in Berlin, its planners and builders. Names are fictional and language-neutral;
 * their roles and the project's words are copy (`locales/<lang>/views.json`).
 */
export const people = {
  kessler: { name: 'Marie Keßler', initials: 'MK', role: 'architecture', tone: 1 },
  brandt: { name: 'Jonas Vogt', initials: 'JV', role: 'mep', tone: 2 },
  yilmaz: { name: 'Selin Yılmaz', initials: 'SY', role: 'structure', tone: 3 },
  novak: { name: 'Adam Novak', initials: 'AN', role: 'siteManager', tone: 4 },
  hartmann: { name: 'Lena Hartmann', initials: 'LH', role: 'bimManager', tone: 5 },
  weber: { name: 'Paul Weber', initials: 'PW', role: 'client', tone: 6 },
  roth: { name: 'Eva Roth', initials: 'ER', role: 'facade', tone: 2 },
  schulz: { name: 'Tim Schulz', initials: 'TS', role: 'electrical', tone: 3 },
  krueger: { name: 'Dirk Krüger', initials: 'DK', role: 'shell', tone: 6 },
  demir: { name: 'Murat Demir', initials: 'MD', role: 'screed', tone: 1 },
} as const;

export type PersonId = keyof typeof people;
export type RoleId = (typeof people)[PersonId]['role'];
