import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { cloudAccessView } from '../../media/views/cloud-access.generated.ts';
import { cloudApiView } from '../../media/views/cloud-api.generated.ts';
import { cloudMobileView } from '../../media/views/cloud-mobile.generated.ts';

/**
 * Below the data-location piece, which already shows where the data lives, how it travels and the law
 * and contract that govern it: so hosting has no section of its own, and data protection is told
 * through who may see what and the log of it.
 */
export const sections: readonly FeatureMedia<'access' | 'api' | 'mobile'>[] = [
  { id: 'access', visual: cloudAccessView },
  { id: 'api', visual: cloudApiView },
  { id: 'mobile', visual: cloudMobileView },
];
