/**
 * The cost groups (Kostengruppen) of DIN 276:2018-12 the sample models classify their elements by, with
 * the standard's own titles. Only the third level is used: the level a cost estimate is priced at.
 */
export const din276 = {
  name: 'DIN 276',
  edition: '2018-12',
  description: 'Kosten im Bauwesen',
  groups: {
    322: 'Flachgründungen und Bodenplatten',
    331: 'Tragende Außenwände',
    334: 'Außenwandöffnungen',
    341: 'Tragende Innenwände',
    342: 'Nichttragende Innenwände',
    343: 'Innenstützen',
    344: 'Innenwandöffnungen',
    351: 'Deckenkonstruktionen',
    359: 'Sonstiges zur KG 350',
    361: 'Dachkonstruktionen',
    362: 'Dachöffnungen',
    363: 'Dachbeläge',
    412: 'Wasseranlagen',
    422: 'Wärmeverteilnetze',
    431: 'Lüftungsanlagen',
    461: 'Aufzugsanlagen',
  },
} as const;

export type CostGroup = keyof typeof din276.groups;
