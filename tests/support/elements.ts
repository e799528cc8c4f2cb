import { isValidElement, type ReactElement, type ReactNode } from 'react';

// The elements of a rendered server component's tree whose component is `type` (a page's
// NotAllowed, a list's props), for the tests that call a page as a function.
export function elementsOf(node: ReactNode, type: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap((child) => elementsOf(child as ReactNode, type));
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return [...(node.type === type ? [node as ReactElement<Record<string, unknown>>] : []), ...elementsOf(node.props.children, type)];
}
