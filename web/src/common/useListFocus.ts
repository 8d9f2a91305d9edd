import { useEffect, useLayoutEffect, useRef } from "react";

/** What can take focus in a row (the controls a keyboard user reaches with Tab). */
const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Place {
  element: HTMLElement;
  row: number;
  control: number;
}

function isUsable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && !element.matches(":disabled");
}

function controlsOf(row: Element): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(CONTROLS));
}

function placeOf(list: HTMLElement, element: HTMLElement): Place | null {
  const row = Array.from(list.children).findIndex((r) => r.contains(element));
  if (row < 0) return null;
  return { element, row, control: controlsOf(list.children[row]!).indexOf(element) };
}

/** The same control of the row now at that place (the next row moved up), else of the previous row; the nearest usable one. */
function replacement(list: HTMLElement | null, place: Place): HTMLElement | null {
  if (!list || list.children.length === 0) return null;
  const row = list.children[Math.min(place.row, list.children.length - 1)]!;
  const controls = controlsOf(row);
  const order = [...controls.slice(Math.max(place.control, 0)), ...controls.slice(0, Math.max(place.control, 0)).reverse()];
  return order.find(isUsable) ?? null;
}

/**
 * The one focus rule for lists that change under the user's hand (a cart line's − / + / remove): after a change,
 * focus stays on the control that had it. When that control went away (its row was removed) or was disabled (− at
 * quantity 1), focus moves to the same control of the row now in its place, else of the previous row, the nearest
 * usable one in that row, and to `fallback()` when the list is empty or gone. Focus never drops to the page or the
 * surrounding dialog; focus the user moved out of the list is left where they put it.
 *
 * Returns the ref for the list element, whose direct children are the rows.
 */
export function useListFocus<T extends HTMLElement>(fallback: () => HTMLElement | null) {
  const listRef = useRef<T | null>(null);
  const last = useRef<Place | null>(null);
  const fallbackRef = useRef(fallback);
  useLayoutEffect(() => {
    fallbackRef.current = fallback;
  });

  const restore = useRef(() => {
    const place = last.current;
    if (!place || isUsable(place.element)) return;
    const active = document.activeElement;
    // Still on the lost control, on the page, or on a container of the list (a dialog's focus trap): ours to move.
    const fell = !active || active === document.body || active === place.element || (listRef.current ? active.contains(listRef.current) : false);
    if (!fell) return;
    const list = listRef.current;
    const target = replacement(list, place) ?? fallbackRef.current();
    last.current = target && list?.contains(target) ? placeOf(list, target) : null;
    target?.focus();
  });

  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const list = listRef.current;
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (list?.contains(target)) last.current = placeOf(list, target);
      else if (list && target.contains(list)) restore.current();
      else last.current = null;
    }
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);

  // After every commit: the rows may have changed under the focused control.
  useLayoutEffect(() => restore.current());

  return listRef;
}
