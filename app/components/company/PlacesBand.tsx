import { places } from '../../content/company-people.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import { Band } from '../sections/Band.tsx';
import { SectionHeading } from '../sections/SectionHeading.tsx';
import { PlaceCards } from './PlaceCards.tsx';

interface Props {
  /** The page whose copy words it: about us (the company) or careers (where the positions are). */
  namespace: 'aboutUs' | 'careers';
  /** An anchor for in-page links. */
  id?: string;
}

/** Where the company's people work: the Berlin office with its address, Munich, and from home. */
export function PlacesBand({ namespace, id }: Props) {
  const { t } = useTranslation(namespace);
  const { street, postalCode, city } = site.company;
  return (
    <Band id={id} labelledBy="places-title" tone="warm">
      <SectionHeading id="places-title" eyebrow={t('places.eyebrow')} title={t('places.title')} intro={t('places.intro')} />
      <PlaceCards
        places={places.map((place) => ({
          id: place.id,
          kind: t(`places.kinds.${place.kind}`),
          name: t(`places.items.${place.id}.name`, { city }),
          address:
            place.kind === 'headquarters' ? (
              <>
                {street}
                <br />
                {postalCode} {city}
              </>
            ) : undefined,
          text: t(`places.items.${place.id}.text`),
          people: t('places.people', { count: place.people }),
          main: place.kind === 'headquarters',
        }))}
      />
    </Band>
  );
}
