import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoUsers, templateFromAuthorization } from '../../auth/demo/demo-identity';
import { restrictedTo } from './guard';

const REGISTER_TEMPLATE = 'withusers';

export function authHandlers(): HttpHandler[] {
  const userType = restrictedTo('any', (_info, persona) =>
    HttpResponse.json({ user_type: demoUsers[persona].userType }),
  );

  return [
    http.get('*/api/auth/whoami', userType),
    http.post('*/api/auth/login', userType),
    http.post(
      '*/api/auth/register',
      restrictedTo('any', ({ request }) =>
        templateFromAuthorization(request.headers.get('Authorization')) === REGISTER_TEMPLATE
          ? HttpResponse.json({ registered: true })
          : HttpResponse.json(
              { detail: `Register needs a token issued from the "${REGISTER_TEMPLATE}" template.` },
              { status: 400 },
            ),
      ),
    ),
  ];
}
