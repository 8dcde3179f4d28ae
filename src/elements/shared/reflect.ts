import { useEffect, useRef, type RefObject } from 'react';

/**
 * State a host may read, reflected as an attribute of the element (issue 9, HTML conventions): the
 * component sets it on its shadow host from any node it renders. `null` removes the attribute. A
 * reflected attribute is read-only: the element overwrites what a page writes into it.
 */
export function useReflectedAttribute(inside: RefObject<Element | null>, name: string, value: string | null): void {
  useEffect(() => {
    const root = inside.current?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    if (!host) return;
    if (value === null) host.removeAttribute(name);
    else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
  }, [inside, name, value]);
}

/** Calls `onChange` when `value` changes after the first render (not for the value it starts with). */
export function useChangeCallback<T>(value: T, onChange: ((value: T) => void) | undefined): void {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    onChange?.(value);
  }, [value, onChange]);
}
