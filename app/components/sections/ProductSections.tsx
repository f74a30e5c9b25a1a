import { Island } from '../../islands/Island.tsx';
import type { VideoName } from '../../media/videos.ts';
import { FeaturePicture, type FeatureVisual } from '../media/FeaturePicture.tsx';
import video from '../media/video.island.tsx';
import { FeatureSection } from './FeatureSection.tsx';
import type { FeatureCopy } from './feature-copy.ts';

/** One feature section of a page, as its `content.ts` lists it: the copy's id and its picture or video. */
export type FeatureMedia<Id extends string> = ({ id: Id; visual: FeatureVisual; video?: never } | { id: Id; video: VideoName; visual?: never }) & {
  /** Text above a wide picture. */
  stacked?: true;
};

interface Props<Id extends string> {
  /** The page's `sections` copy, by id. */
  copy: Record<Id, FeatureCopy>;
  items: readonly FeatureMedia<Id>[];
  /** Sections already on the page before these, so sides and tones keep alternating across a break. */
  offset?: number;
  reveal?: boolean;
}

/** A run of feature sections, alternating the picture's side and the band's tone down the page. */
export function ProductSections<Id extends string>({ copy, items, offset = 0, reveal = false }: Props<Id>) {
  return items.map((item, index) => {
    const section = copy[item.id];
    const position = offset + index;
    const media = item.video ? (
      <Island
        of={video}
        props={{
          name: item.video,
          // The media column: 6 of 11 parts of the 75rem content width beside the text, the full width when stacked or narrow.
          sizes: item.stacked ? '(max-width: 75rem) 100vw, 75rem' : '(max-width: 968px) 100vw, 41rem',
          label: section.video?.label ?? section.title,
          description: section.video?.description ?? section.artAlt,
        }}
      />
    ) : (
      <FeaturePicture visual={item.visual} alt={section.artAlt} />
    );
    return (
      <FeatureSection
        key={item.id}
        id={item.id}
        copy={section}
        media={media}
        flip={position % 2 === 1}
        tone={position % 2 === 1 ? 'warm' : 'plain'}
        reveal={reveal}
        stacked={item.stacked}
      />
    );
  });
}
