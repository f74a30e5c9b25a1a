import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import styles from './ChangeList.module.css';
import { type ChangeKind, elementsOf, type Fact, unitOf } from './changes.ts';
import type { ModelVersionCompareCopy } from './copy.ts';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

interface Props {
  kind: ChangeKind;
  copy: ModelVersionCompareCopy;
  lang: Lang;
  /** Tells which element the pointer is on, so the drawing can stress it; `undefined` when it leaves. */
  onHot?: (name: string | undefined) => void;
}

/** A value as the model states it: text as it is, a quantity with two or three decimals and its unit. */
function value(fact: Fact, side: 'old' | 'new', copy: ModelVersionCompareCopy, lang: Lang): string {
  const raw = fact[side];
  if (typeof raw === 'string') return raw;
  const number = new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(raw);
  const unit = unitOf(fact.name);
  return unit ? fill(copy.units[unit], { value: number }) : number;
}

/** A property's name, its set (if any) in a lighter tone, with a break opportunity after the dot. */
function FactName({ name }: { name: string }) {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return <>{name}</>;
  return (
    <>
      <span className={styles.set}>{name.slice(0, dot + 1)}</span>
      <wbr />
      {name.slice(dot + 1)}
    </>
  );
}

/**
 * How many elements of a kind the list names; the rest are counted in one line and shown in the
 * drawing. Fifteen changed elements, each with its values, made the section 2,300 px tall.
 */
export const listedPerKind = 6;

/** The elements of one kind of change: name and IFC class, and for a changed one each value from and to. */
export function ChangeList({ kind, copy, lang, onHot }: Props) {
  const elements = elementsOf(kind);
  return (
    <ul className={styles.list}>
      {elements.slice(0, listedPerKind).map((element) => (
        <li
          key={element.name}
          className={styles.item}
          data-kind={kind}
          onPointerEnter={onHot && (() => onHot(element.name))}
          onPointerLeave={onHot && (() => onHot(undefined))}
        >
          <span className={styles.head}>
            <span className={styles.name}>{element.name}</span>
            <span className={styles.ifcClass}>
              <span className="visually-hidden">{copy.ifcClass}: </span>
              {element.ifcClass}
            </span>
          </span>
          {element.facts && (
            <dl className={styles.facts}>
              {element.facts.map((fact) => (
                <div key={fact.name} className={styles.fact}>
                  <dt className={styles.property}>
                    <FactName name={fact.name} />
                  </dt>
                  <dd className={styles.values}>
                    <span className="visually-hidden">{copy.before}: </span>
                    <del className={styles.old}>{value(fact, 'old', copy, lang)}</del>
                    <span className={styles.arrow} aria-hidden="true">
                      {' → '}
                    </span>
                    <span className="visually-hidden">, {copy.after}: </span>
                    <ins className={styles.new}>{value(fact, 'new', copy, lang)}</ins>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
      {elements.length > listedPerKind && <li className={styles.more}>{fill(copy.more, { count: String(elements.length - listedPerKind) })}</li>}
    </ul>
  );
}
