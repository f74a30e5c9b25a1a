// Translation keys are typed from the German files, the source language: a key missing there fails
// the type check, and the locale tests keep English in step.
import type aboutUs from '../../locales/de/aboutUs.json';
import type bimModel from '../../locales/de/bimModel.json';
import type careers from '../../locales/de/careers.json';
import type cloudSecurity from '../../locales/de/cloudSecurity.json';
import type common from '../../locales/de/common.json';
import type dms from '../../locales/de/dms.json';
import type home from '../../locales/de/home.json';
import type ifcViewer from '../../locales/de/ifcViewer.json';
import type imprint from '../../locales/de/imprint.json';
import type infoManagement from '../../locales/de/infoManagement.json';
import type newsletter from '../../locales/de/newsletter.json';
import type planManagement from '../../locales/de/planManagement.json';
import type pricing from '../../locales/de/pricing.json';
import type privacy from '../../locales/de/privacy.json';
import type taskIssue from '../../locales/de/taskIssue.json';
import type workflows from '../../locales/de/workflows.json';

export interface Resources {
  aboutUs: typeof aboutUs;
  bimModel: typeof bimModel;
  careers: typeof careers;
  cloudSecurity: typeof cloudSecurity;
  common: typeof common;
  dms: typeof dms;
  home: typeof home;
  ifcViewer: typeof ifcViewer;
  imprint: typeof imprint;
  infoManagement: typeof infoManagement;
  newsletter: typeof newsletter;
  planManagement: typeof planManagement;
  pricing: typeof pricing;
  privacy: typeof privacy;
  taskIssue: typeof taskIssue;
  workflows: typeof workflows;
}

/** "a.b.c" for every string in a catalog. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${Paths<T[K]>}` : never;
}[keyof T & string];

export type TranslationKey<NS extends keyof Resources> = Paths<Resources[NS]>;
export type CommonKey = TranslationKey<'common'>;
