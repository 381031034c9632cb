import { useEffect } from 'react';
import { pageTitle } from '../config/env';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
