/**
 * The one pattern for small forms (docs/architecture.md section 3): react-hook-form
 * checks the values with a zod schema before anything is sent; a refused
 * submit keeps every value, and the server's error pairs go to their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import type { ApiError } from '../../api/api-error';
import { toApiError } from '../../api/resources';

export interface ApiForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** For the form's onSubmit. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The last refused submit, until the next one. */
  failure: ApiError | undefined;
}

export function useApiForm<Values extends FieldValues>({
  schema,
  defaultValues,
  onValid,
}: {
  schema: z.ZodMiniType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  /** Sends the checked values; a rejection is shown, and the form keeps what was typed. */
  onValid: (values: Values) => Promise<unknown>;
}): ApiForm<Values> {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<ApiError>();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onValid(values);
    } catch (error) {
      const refused = toApiError(error)!;
      setFailure(refused);
      for (const { field, message } of refused.problems) {
        if (field && field in defaultValues) {
          form.setError(field as Path<Values>, { type: 'server', message });
        }
      }
    }
  });

  return { form, submit, failure };
}
