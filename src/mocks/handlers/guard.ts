import type { HttpResponseResolver, PathParams } from 'msw';
import { personaFromAuthorization, type DemoPersona } from '../../auth/demo/demo-identity';
import { forbidden, notSignedIn } from './replies';

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0];
type GuardedResolver<Params extends PathParams> = (
  info: ResolverInfo<Params>,
  persona: DemoPersona,
) => ReturnType<HttpResponseResolver<Params>>;

/**
 * Lets a request through only with a demo bearer token (401 otherwise) whose
 * persona is one of `personas` (403 otherwise; 'any' admits every persona).
 */
export function restrictedTo<Params extends PathParams = PathParams>(
  personas: readonly DemoPersona[] | 'any',
  resolver: GuardedResolver<Params>,
): HttpResponseResolver<Params> {
  return (info) => {
    const persona = personaFromAuthorization(info.request.headers.get('Authorization'));
    if (!persona) return notSignedIn();
    if (personas !== 'any' && !personas.includes(persona)) return forbidden();
    return resolver(info, persona);
  };
}
