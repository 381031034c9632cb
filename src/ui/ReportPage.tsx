import type { ReactNode } from 'react';
import { Button, type ButtonLook } from './Button';
import { PageState, type PageStateProps } from './PageState';
import header from './report-header.module.css';
import typo from './text.module.css';

/**
 * The head of a report page (the intake summary, the recommendations): its title with a line
 * under it, once there is one to show, and the page's buttons, which are not printed.
 */
export function ReportHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className={header.header}>
      <div className={header.titles}>
        <h1 className={typo.pageTitle}>{title}</h1>
        {subtitle && <p className={header.subtitle}>{subtitle}</p>}
      </div>
      <div className={`${header.actions} no-print`}>{actions}</div>
    </div>
  );
}

/** The report's Print button: the browser prints the page, in its print styles. */
export function PrintButton({ variant }: Pick<ButtonLook, 'variant'>) {
  return (
    <Button variant={variant} onClick={() => window.print()}>
      Print
    </Button>
  );
}

const spacedFromHead = (alert: ReactNode) => <div className={header.alert}>{alert}</div>;

/** A part of a report page that loads (PageState), its alert spaced from the head. */
export function ReportPart<T>(props: Omit<PageStateProps<T>, 'errorLayout'>) {
  return <PageState {...props} errorLayout={spacedFromHead} />;
}
