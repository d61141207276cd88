import { cleanup, fireEvent, render, screen, waitFor } from '../../test-render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, usernameFormSchema } from '@resumey/resume';
import { FieldError, Form, useSchemaForm } from './form';

afterEach(cleanup);

/** A form of one field over a shared schema, counting its submits. */
function UsernameProbe({ onValid }: { onValid: (v: { username: string }) => void }) {
  const form = useSchemaForm(usernameFormSchema, { defaultValues: { username: '' } });
  return (
    <Form form={form} onSubmit={onValid}>
      <label htmlFor="u">Username</label>
      <input id="u" {...form.register('username')} />
      <FieldError name="username" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('forms over the shared schemas', () => {
  it('refuse bad input with the schema’s message and submit nothing; good input goes through', async () => {
    const onValid = vi.fn();
    render(<UsernameProbe onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.usernameTooShort);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'has space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.usernameInvalidCharacters));
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'carla-2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'carla-2025' }, expect.anything()));
  });
});
