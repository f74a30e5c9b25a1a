import { type ReactNode, useState } from 'react';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  label: string;
  count: number;
  hidden?: boolean;
  isolated?: boolean;
  onHide?: () => void;
  onIsolate?: () => void;
  /** What opens below the row; a row without it has no disclosure button. */
  children?: ReactNode;
}

/**
 * One row of the model tree: a disclosure button for what lies below (WAI-ARIA disclosure pattern),
 * the count, and toggle buttons that hide the node or show it alone.
 */
export function TreeRow({ label, count, hidden, isolated, onHide, onIsolate, children }: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.treeItem}>
      <div className={styles.treeRow}>
        {children ? (
          <button type="button" className={styles.disclosure} aria-expanded={open} onClick={() => setOpen(!open)}>
            <span className={styles.treeLabel}>{label}</span> <span className={styles.count}>{count}</span>
          </button>
        ) : (
          <span className={styles.disclosure}>
            <span className={styles.treeLabel}>{label}</span> <span className={styles.count}>{count}</span>
          </span>
        )}
        {onHide && (
          <IconToggle label={t('tree.hide', { name: label })} pressed={!!hidden} onClick={onHide}>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
            {hidden && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2" />}
          </IconToggle>
        )}
        {onIsolate && (
          <IconToggle label={t('tree.isolate', { name: label })} pressed={!!isolated} onClick={onIsolate}>
            <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
          </IconToggle>
        )}
      </div>
      {children && open && <ul className={styles.treeChildren}>{children}</ul>}
    </li>
  );
}

/** A toggle button drawn as an icon, named by its label (also its tooltip), its state in aria-pressed. */
function IconToggle({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.iconButton} aria-pressed={pressed} aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  );
}
