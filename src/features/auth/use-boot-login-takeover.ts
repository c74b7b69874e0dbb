import { type RefObject, useContext, useLayoutEffect, useRef } from 'react';
import { BootLoginContext, type BootLoginField } from './boot-login';

/**
 * Takes over what was typed into index.html's login form in the commit that removed it, before
 * the browser paints or handles another key: the values, and the focus if a field had it.
 */
export function useBootLoginTakeover(
  fill: (typed: Partial<Record<BootLoginField, string>>) => void,
): Record<BootLoginField, RefObject<HTMLInputElement | null>> {
  const bootLogin = useContext(BootLoginContext);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the screen's first commit
  useLayoutEffect(() => {
    const typing = bootLogin?.take() ?? null;
    if (!typing) return;
    const typed = Object.fromEntries(
      Object.entries(typing.values).filter(([, value]) => value !== ''),
    );
    fill(typed);
    if (typing.focused) refs[typing.focused].current?.focus();
  }, []);
  return refs;
}
