import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { Accordion } from '../../components/widgets/Accordion.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { faqItems } from './content.ts';
import styles from './Faq.module.css';

/** Questions about prices and contracts, one answer open at a time. */
export function Faq() {
  const { t, copy } = useTranslation('pricing');
  const items = copy('faq.items');
  return (
    <Band id="faq" labelledBy="faq-title" className={styles.layout}>
      <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
      <Accordion name="pricing-faq" items={faqItems.map((id) => ({ id, title: items[id].title, body: items[id].body }))} />
    </Band>
  );
}
