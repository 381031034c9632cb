import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { restrictedTo } from './guard';

export function demoHandlers(db: MockDb): HttpHandler[] {
  return [
    http.post(
      '*/api/demo/reset',
      restrictedTo('any', () => {
        db.reset();
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
