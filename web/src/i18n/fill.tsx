/**
 * A message with markup inside it: `'Or {link}.'` with `{ link: <Link …>…</Link> }`. The words
 * around the slots stay whole in each language, so a translator can move the slot.
 */
import type { ComponentChildren } from 'preact';

export function fill(message: string, slots: Record<string, ComponentChildren>): ComponentChildren[] {
  return message.split(/(\{\w+\})/).map((part) => {
    const slot = /^\{(\w+)\}$/.exec(part);
    return slot && slot[1]! in slots ? slots[slot[1]!] : part;
  });
}
