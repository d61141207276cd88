import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  save: () => void;
  share: () => void;
  undo: () => void;
  redo: () => void;
}

/** Which editor shortcut a key event is, if any: Ctrl/Cmd+S, Ctrl/Cmd+Enter, Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (or Ctrl+Y). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 's') return 'save';
  if (key === 'enter') return 'share';
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

/** The editor's keyboard shortcuts, on the whole window, overriding the browser's own Ctrl+S and text undo. */
export function useEditorShortcuts(handlers: ShortcutHandlers, enabled = true) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || (event.repeat && action !== 'undo' && action !== 'redo')) {
        if (action) event.preventDefault();
        return;
      }
      event.preventDefault();
      ref.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
