/** Error replies shared by every resource, in the backend's `{"detail": ...}` form. */
import { HttpResponse } from 'msw';

export function notSignedIn() {
  return HttpResponse.json(
    { detail: 'Authentication credentials were not provided.' },
    { status: 401 },
  );
}

export function forbidden() {
  return HttpResponse.json(
    { detail: 'You do not have permission to perform this action.' },
    { status: 403 },
  );
}

export function notFound() {
  return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
}
