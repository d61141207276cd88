import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { render as rtlRender, renderHook as rtlRenderHook, type RenderOptions } from '@testing-library/react';
import { i18n } from './i18n';

export * from '@testing-library/react';

/** Components read their messages from Lingui's provider, as in the app (App.tsx): tests render inside it too. */
function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

export function render(ui: React.ReactElement, options: RenderOptions = {}) {
  return rtlRender(ui, { ...options, wrapper: withI18n(options.wrapper as ComponentType<{ children: ReactNode }>) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: Parameters<typeof rtlRenderHook<Result, Props>>[1] = {},
) {
  return rtlRenderHook(hook, {
    ...options,
    wrapper: withI18n(options.wrapper as ComponentType<{ children: ReactNode }>),
  });
}
