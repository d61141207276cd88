import type { FormHTMLAttributes, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { localizeMessage } from '../../i18n';
import { cn } from '../../lib/cn';

/**
 * A form checked by one of the shared zod schemas (packages/resume): the same rules and messages as the server's.
 * The submit handler gets what the schema gives back (trimmed, transformed).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), ...options });
}

/**
 * A <form> over react-hook-form: the browser's own validation bubbles are off (noValidate), the schema's messages
 * are shown instead (FieldError), and the first refused field gets the focus.
 */
export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  onInvalid?: SubmitErrorHandler<In>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of a refused field (`name`, a path in the form's values), announced as it appears. */
export function FieldError({ name, id, className }: { name: string; id?: string; className?: string }) {
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-600 empty:hidden', className)}>
      {message ? localizeMessage(message) : null}
    </p>
  );
}
