import { PlaceCards } from '../../components/company/PlaceCards.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { places } from '../../content/company-people.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';

/** Where the company's people work: the Berlin office the positions are in, Munich, and from home. */
export function Places() {
  const { t } = useTranslation('careers');
  const { street, postalCode, city } = site.company;
  return (
    <Band labelledBy="places-title" tone="warm">
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
