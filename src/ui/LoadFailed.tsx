import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import links from './link.module.css';
import styles from './LoadFailed.module.css';
import typo from './text.module.css';

/** Around the alert of a record that did not load: the page's heading and a way back. */
export function LoadFailed({
  heading,
  alert,
  back,
}: {
  heading: string;
  alert: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <>
      <h1 className={`${typo.pageTitle} ${styles.heading}`}>{heading}</h1>
      {alert}
      <Link className={`${links.link} ${styles.back}`} to={back.to}>
        {back.label}
      </Link>
    </>
  );
}
