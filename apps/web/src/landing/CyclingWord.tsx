import { useEffect, useState } from 'react';
import { TIMINGS } from '@resumey/resume';
import { cn } from '../lib/cn';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * A word that changes every 2 s (SPEC.md section 9, headline cycle). All words share one grid cell, so the line
 * is as wide as the longest word and nothing around it moves. Screen readers get the whole sentence once from
 * the heading (see Hero); this is hidden from them so it never announces each change. With reduced motion the
 * first word simply stays.
 */
export function CyclingWord({
  words,
  className,
  wordClassName,
}: {
  words: readonly string[];
  className?: string;
  /** Per word: a gradient text fill must sit on the word itself, as hidden words would still shape the clip. */
  wordClassName?: string;
}) {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reduced || words.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % words.length), TIMINGS.headlineCycle);
    return () => clearInterval(timer);
  }, [reduced, words.length]);

  const active = reduced ? 0 : index;
  return (
    <span aria-hidden="true" className={cn('inline-grid', className)} data-testid="cycling-word">
      {words.map((word, i) => (
        <span
          key={word}
          data-active={i === active || undefined}
          className={cn(
            '[grid-area:1/1] transition-[opacity,transform,visibility] duration-500 ease-out motion-reduce:transition-none',
            wordClassName,
            i === active
              ? 'visible translate-y-0 opacity-100'
              : i === (active + words.length - 1) % words.length
                ? 'invisible -translate-y-3 opacity-0'
                : 'invisible translate-y-3 opacity-0',
          )}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
