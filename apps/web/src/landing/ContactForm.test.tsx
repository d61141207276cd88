import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '../test-render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactBody } from '@resumey/resume';
import { ContactForm } from './ContactForm';

afterEach(cleanup);

describe('Contact Us', () => {
  it('the contact form refuses a blank message with the contact schema’s message, and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ContactForm onSent={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const expected = contactBody.shape.message.safeParse('   ').error?.issues[0]?.message;
    expect(expected).toBe('Message is required');
    await waitFor(() => expect(screen.getByText(expected!)).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
