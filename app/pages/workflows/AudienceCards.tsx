import { AfterFirstPaint } from '../../components/media/AfterFirstPaint.tsx';
import { Picture } from '../../components/media/Picture.tsx';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { type AudienceId, audiences } from '../../content/audiences.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ViewPictures } from '../../media/view-pictures.ts';
import { pathTo, type WorkflowName } from '../../shared/pages.ts';
import styles from './AudienceCards.module.css';
import { cardViews } from './cards.ts';

/** The audience each workflow page is written for first; the others that read it are named on its card. */
const primaryAudience: Record<WorkflowName, AudienceId> = {
  architects: 'architects',
  'bim-managers': 'bimManagers',
  'general-contractors': 'generalContractors',
  builders: 'builders',
};

interface Props {
  names: readonly WorkflowName[];
  /** h2 on the index, where the cards are the page's sections; h3 under another section's heading. */
  headingLevel: 2 | 3;
  /**
   * 'eager' for cards in the first screen: the first card's picture loads at once, as the largest
   * paint on a phone; the others', stacked below it there, only after the first paint. 'lazy': each
   * when it comes near.
   */
  loading: 'eager' | 'lazy';
}

/** A card's picture at its own size at most (it was drawn for a card's width), sharp at 2x. */
function CardPicture({ view, eager }: { view: ViewPictures; eager: boolean }) {
  const lang = useLang();
  const { width, height, images } = view.desktop;
  return (
    <Picture
      image={images[lang]}
      width={width}
      height={height}
      sizes={`${width}px`}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

/** The workflow audiences as cards: picture, name, what the page is about, and who else it serves. */
export function AudienceCards({ names, headingLevel, loading }: Props) {
  const lang = useLang();
  const { t, copy } = useTranslation('workflows');
  // The names as they read inside a sentence ("Also for civil engineers").
  const inSentence: Record<string, string> = copy('index.cards.alsoForNames');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid} data-count={names.length}>
      {names.map((name, index) => {
        const card = copy(`audiences.${name}.card`);
        const others = audiences.filter((audience) => audience.workflow === name && audience.id !== primaryAudience[name]);
        const picture = <CardPicture view={cardViews[name]} eager={index === 0 && loading === 'eager'} />;
        return (
          <li key={name} className={styles.card}>
            {/* On a phone the cards stack: only the first can be in the first screen. */}
            <div className={styles.picture}>{loading === 'eager' && index > 0 ? <AfterFirstPaint>{picture}</AfterFirstPaint> : picture}</div>
            <div className={styles.body}>
              <Heading className={styles.name}>
                <PageLink className={styles.link} to={pathTo({ id: 'workflow', workflowName: name }, lang)}>
                  {card.name}
                </PageLink>
              </Heading>
              <p className={styles.title}>{card.title}</p>
              {others.length > 0 && (
                <p className={styles.also}>{t('index.cards.alsoFor', { names: others.map((other) => inSentence[other.id]).join(', ') })}</p>
              )}
              <span className={styles.more} aria-hidden="true">
                {t('index.cards.link')}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
