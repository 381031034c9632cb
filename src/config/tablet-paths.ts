import { matchPath } from 'react-router-dom';
import { paths } from './paths';

/** The screens of tablet mode; leaving them needs staff. */
const tabletPaths = [paths.welcome, paths.legal, paths.legalReader, paths.intakeChat];

export function isTabletPath(pathname: string): boolean {
  return tabletPaths.some((path) => matchPath(path.pattern, pathname) !== null);
}
