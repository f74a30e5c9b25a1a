import styles from './Viewer.module.css';

/** The secondary button in the viewer's compact size. */
export const viewerButton = styles.button ?? '';

/** A step's main action: the primary button at the same size. */
export const primaryButton = `${styles.button} ${styles.primary}`;
