import styles from './Button.module.css';
import { Icon, type IconName } from './Icon.tsx';

interface Props {
  children?: string;
  icon?: IconName;
  primary?: boolean;
}

/** A button of the app's own toolbars (a picture of one: views are images). */
export function Button({ children, icon, primary = false }: Props) {
  return (
    <span className={primary ? styles.primary : styles.button}>
      {icon && <Icon name={icon} size={14} />}
      {children}
    </span>
  );
}
