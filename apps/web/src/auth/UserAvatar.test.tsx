import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../test-render';
import { UserAvatar, displayName, initialsOf } from './UserAvatar';

describe('displayName', () => {
  it('is the name, or the e-mail address when the name is empty', () => {
    expect(displayName({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ name: '   ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(displayName({ name: null, email: 'ada@example.com' })).toBe('ada@example.com');
  });
});

describe('initialsOf', () => {
  it('takes the first and last word of the name, else the first letter of the e-mail', () => {
    expect(initialsOf({ name: 'Ada King Lovelace', email: 'a@x.io' })).toBe('AL');
    expect(initialsOf({ name: 'ada', email: 'a@x.io' })).toBe('A');
    expect(initialsOf({ name: '', email: 'zed@x.io' })).toBe('Z');
    expect(initialsOf({ name: 'Émile Zola', email: 'e@x.io' })).toBe('ÉZ');
  });
});

describe('UserAvatar', () => {
  it('shows the provider picture, and initials drawn locally when it fails to load', () => {
    const user = { name: 'Ada Lovelace', email: 'ada@example.com', image: 'https://images.example/ada.png' };
    const { container } = render(<UserAvatar user={user} label="Ada Lovelace" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(user.image);
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('never asks another site for an avatar when there is no picture', () => {
    const { container } = render(<UserAvatar user={{ name: 'Ada', email: 'ada@example.com' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
  });

  it('ignores pictures that are not https or an inline image', () => {
    const { container } = render(
      <UserAvatar user={{ name: 'Ada', email: 'ada@example.com', image: 'javascript:alert(1)' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
