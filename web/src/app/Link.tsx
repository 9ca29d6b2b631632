/** An in-app link: a real <a href> (open in a new tab works), followed without a reload. */
import type { ComponentChildren } from 'preact';
import { navigate } from './navigate.js';

export function Link(props: { href: string; class?: string; children: ComponentChildren }) {
  return (
    <a
      href={props.href}
      class={props.class}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
