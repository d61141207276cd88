import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { unlockShareBody, type UnlockShare } from '@resumey/resume';
import { PasswordNotice } from '@resumey/templates/public-page';
import { call, client, errorTextWith } from '../lib/api';
import { sourceFromLocation } from './route';

const { public: shared } = client.api;

/** This page's share: its password goes to .../unlock beside its public read, through the typed client. */
function unlockOf() {
  const source = sourceFromLocation(window.location);
  const seg = encodeURIComponent;
  if (source.kind === 'user-slug') {
    return {
      action: `/api/public/u/${seg(source.username)}/${seg(source.slug)}/unlock`,
      send: (json: UnlockShare) => call(shared.u[':username'][':slug'].unlock.$post({ param: source, json })),
    };
  }
  if (source.kind === 'slug') {
    return {
      action: `/api/public/v/${seg(source.slug)}/unlock`,
      send: (json: UnlockShare) => call(shared.v[':slug'].unlock.$post({ param: source, json })),
    };
  }
  return undefined;
}

/**
 * The password form of a protected share (issue #18 item 6), on the app's form and mutation libraries with the
 * server's own unlock schema. The right password makes the server set an httpOnly cookie for this share, and the
 * page loads the resume again; a wrong one, or too many tries, shows the server's message. Its own chunk, loaded
 * only for protected shares, with a query client of its own: the public page has none, and an unlock is never
 * retried (a wrong password counts toward the share's lockout).
 */
export default function PasswordForm({ onUnlocked }: { onUnlocked(): void }) {
  const [queries] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={queries}>
      <UnlockForm onUnlocked={onUnlocked} />
    </QueryClientProvider>
  );
}

function UnlockForm({ onUnlocked }: { onUnlocked(): void }) {
  const unlock = unlockOf();
  const form = useForm<UnlockShare>({ resolver: zodResolver(unlockShareBody), defaultValues: { password: '' } });
  const password = useController({ control: form.control, name: 'password' });
  const send = useMutation({
    mutationFn: (values: UnlockShare) => unlock!.send(values),
    onSuccess: onUnlocked,
  });
  // The schema's message, or the server's words as they came: PasswordNotice shows the shared ones in the page's
  // language (errorTextWith keeps a message the server sent in English).
  const error =
    password.fieldState.error?.message ?? (send.error ? errorTextWith(send.error, (english) => english) : '');
  return (
    <PasswordNotice
      action={unlock?.action ?? ''}
      error={error}
      busy={send.isPending}
      password={password.field.value}
      onPasswordChange={password.field.onChange}
      passwordRef={password.field.ref}
      onSubmit={(e) =>
        void form.handleSubmit((values) => {
          if (unlock && !send.isPending) send.mutate(values);
        })(e)
      }
    />
  );
}
