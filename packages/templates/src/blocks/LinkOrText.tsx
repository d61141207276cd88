import { memo, type ReactNode } from 'react';
import { safeHref } from '@resumey/resume';

/**
 * A link only for http, https and mailto (DESIGN.md decision 10); any other URL (javascript:, data:, ...)
 * is shown as the plain text the user typed. Memoised: the URL check parses the address, and with plain-text
 * children (the usual case) nothing changes between most renders.
 */
export const LinkOrText = memo(function LinkOrText({
  url,
  children,
  className = '',
}: {
  url: string;
  children: ReactNode;
  className?: string;
}) {
  const href = safeHref(url);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a
      href={href}
      className={`text-inherit no-underline ${className}`}
      {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
});
