/**
 * The one write path (docs/architecture.md, "Layers"): every call that changes data (a form's
 * submit, the chat's answers, login and register) is sent through
 * `useMutation`, which revalidates the SWR keys (request paths) whose answers the change makes
 * stale. The reads a write waits on go through it too, uncached: the look for a create that may
 * have been stored (use-create-check.ts) and the re-read before an update, which must see the
 * server's copy as it is now (docs/architecture.md, "Errors"). Pages get the backend's calls
 * only through this hook and the resource hooks; a lint rule keeps `useApi` inside src/api.
 */
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from './api-error';
import { useApi } from './ApiProvider';
import type { Requests } from './requests';
import { toApiError } from './resources';

export interface Mutation<Input, Output> {
  /** Sends the change; rejects with an ApiError. */
  send(input: Input): Promise<Output>;
  isSending: boolean;
  error: ApiError | undefined;
  /** Whether a send has succeeded, and its answer. */
  sent: boolean;
  data: Output | undefined;
}

export function useMutation<Input = void, Output = unknown>(
  call: (requests: Requests, input: Input) => Promise<Output>,
  /** The keys to revalidate once the change is made. */
  staleKeys: (input: Input, output: Output) => readonly string[] = () => [],
): Mutation<Input, Output> {
  const requests = useApi();
  const { mutate } = useSWRConfig();
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [result, setResult] = useState<{ data: Output }>();

  async function send(input: Input): Promise<Output> {
    setSending(true);
    setError(undefined);
    try {
      const output = await call(requests, input);
      await Promise.all(staleKeys(input, output).map((key) => mutate(key)));
      setResult({ data: output });
      return output;
    } catch (caught) {
      const failure = toApiError(caught)!;
      setError(failure);
      throw failure;
    } finally {
      setSending(false);
    }
  }

  return { send, isSending, error, sent: result !== undefined, data: result?.data };
}

/**
 * Sends a change that takes no input once, when the page mounts (login at /d, register after
 * sign-up): React's development-only second mount does not send it again. Its failure is the
 * mutation's `error`, for the page to show with the "Try again" this returns.
 */
export function useSendOnMount<Output>(mutation: Mutation<void, Output>): () => void {
  const sentOnce = useRef(false);
  const sendAgain = () => void mutation.send().catch(() => {});
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    mutation.send().catch(() => {});
  }, [mutation]);
  return sendAgain;
}
