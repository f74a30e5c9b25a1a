import { FeaturePicture } from '../../components/media/FeaturePicture.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { Carousel } from '../../components/widgets/Carousel.tsx';
import { workflows } from '../../content/workflows.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { WorkflowName } from '../../shared/pages.ts';
import type { AudienceCopy } from './audience-copy.ts';

interface Props {
  copy: NonNullable<AudienceCopy['slider']>;
  name: WorkflowName;
}

/** Screenshots of the product as this role uses it, with their titles: the active one in front, its neighbours around it. */
export function ScreenshotSlider({ copy, name }: Props) {
  const { t } = useTranslation('workflows');
  const items = workflows[name].slides.map((slide) => {
    const text = copy.items[slide.id];
    if (!text) throw new Error(`Missing copy for the slide ${slide.id}`);
    // The caption beside it names what the screenshot shows.
    return { id: slide.id, title: text.title, text: text.text, media: <FeaturePicture visual={slide.visual} alt="" /> };
  });
  return (
    <Band labelledBy="slider-title">
      <SectionHeading id="slider-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Carousel
        label={copy.label}
        slides={items}
        labels={{
          pause: t('slider.pause'),
          play: t('slider.play'),
          previous: t('slider.previous'),
          next: t('slider.next'),
          slide: (n, total) => t('slider.slide', { n, total }),
          show: (n, title) => t('slider.show', { n, title }),
        }}
      />
    </Band>
  );
}
