/**
 * One pattern for the calls that change data: send, then revalidate the SWR
 * keys (request paths) whose answers the change makes stale.
 */
import { useState } from 'react';
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
}

export function useMutation<Input, Output>(
  call: (requests: Requests, input: Input) => Promise<Output>,
  /** The keys to revalidate once the change is made. */
  staleKeys: (input: Input, output: Output) => readonly string[],
): Mutation<Input, Output> {
  const requests = useApi();
  const { mutate } = useSWRConfig();
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();

  async function send(input: Input): Promise<Output> {
    setSending(true);
    setError(undefined);
    try {
      const output = await call(requests, input);
      await Promise.all(staleKeys(input, output).map((key) => mutate(key)));
      return output;
    } catch (caught) {
      const failure = toApiError(caught)!;
      setError(failure);
      throw failure;
    } finally {
      setSending(false);
    }
  }

  return { send, isSending, error };
}
