import type { Resources } from '../../shared/i18n/keys.ts';
import type { WorkflowName } from '../../shared/pages.ts';

type Audiences = Resources['workflows']['audiences'];

/** A feature option's words: its tab label, heading and the role-specific description. */
export interface FeatureOptionCopy {
  tab: string;
  title: string;
  body: string;
}

/**
 * One audience's copy with its option and slide texts by id. The four audiences' copies differ in shape
 * (architects have no slider, only builders a banner), so their union is read through this one view;
 * tests/unit/workflows-content.test.ts checks that every id of `app/content/workflows.ts` has its text.
 */
export type AudienceCopy = Omit<Audiences['builders'], 'features' | 'slider' | 'banner'> & {
  features: Omit<Audiences['builders']['features'], 'items'> & { items: Record<string, FeatureOptionCopy> };
  slider?: Omit<Audiences['builders']['slider'], 'items'> & { items: Record<string, { title: string; text: string }> };
  banner?: Audiences['builders']['banner'];
};

export function audienceCopy(audiences: Audiences, name: WorkflowName): AudienceCopy {
  return audiences[name] as AudienceCopy;
}
