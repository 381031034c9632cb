import { config } from '../config/env';
import styles from './Logo.module.css';

/** The product's name atop every layout: plain markup, so the tablet's screens load no Typography. */
export function Logo() {
  return <span className={styles.logo}>{config.productName}</span>;
}
