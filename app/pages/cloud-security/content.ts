import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { cloudAccess, cloudApi, cloudGdpr, cloudHosting, cloudMobile } from './art/drawings.generated.ts';

export const sections: readonly FeatureMedia<'hosting' | 'gdpr' | 'access' | 'api' | 'mobile'>[] = [
  { id: 'hosting', art: cloudHosting },
  { id: 'gdpr', art: cloudGdpr },
  { id: 'access', art: cloudAccess },
  { id: 'api', art: cloudApi },
  { id: 'mobile', art: cloudMobile },
];
