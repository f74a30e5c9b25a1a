import type { ProductPageId } from '../../content/navigation.ts';
import type { Artwork } from '../../media/artwork.ts';
import { ifcHero, taskHero } from '../../media/image-manifest.generated.ts';
import type { CompactImage } from '../../media/manifest-types.ts';
import { bimHero } from '../bim-model/art/drawings.generated.ts';
import { cloudHero } from '../cloud-security/art/drawings.generated.ts';
import { dmsHero } from '../dms/art/drawings.generated.ts';
import { infoHero } from '../information-management/art/drawings.generated.ts';
import { planHero } from '../plan-management/art/drawings.generated.ts';

/** What the feature picker shows for each product: the hero picture of its page. */
export const featureArt: Record<ProductPageId, { image: CompactImage } | { art: Artwork }> = {
  taskIssue: { image: taskHero },
  ifcViewer: { image: ifcHero },
  dms: { art: dmsHero },
  bimModel: { art: bimHero },
  infoManagement: { art: infoHero },
  planManagement: { art: planHero },
  cloudSecurity: { art: cloudHero },
};
