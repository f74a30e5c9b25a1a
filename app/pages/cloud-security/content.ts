import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { cloudAccess, cloudApi, cloudGdpr, cloudHosting, cloudMobile } from './art/drawings.generated.ts';

export const sections: readonly FeatureMedia<'hosting' | 'gdpr' | 'access' | 'api' | 'mobile'>[] = [
  { id: 'hosting', visual: cloudHosting },
  { id: 'gdpr', visual: cloudGdpr },
  { id: 'access', visual: cloudAccess },
  { id: 'api', visual: cloudApi },
  { id: 'mobile', visual: cloudMobile },
];
