import actions from '../../../../components/actions/ActionLink.module.css';
import styles from './Viewer.module.css';

/** The site's secondary button (ActionLink.module.css) in the viewer's compact size. */
export const viewerButton = `${actions.action} ${actions.secondary} ${styles.button}`;
