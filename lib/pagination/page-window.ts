export type PageItem = number | 'gap';

// The numbered page buttons: first, last and the neighbours of the current page, with gaps
// between them, so the bar stays short on a phone however many pages there are.
export function pageWindow(current: number, total: number, neighbours = 1): PageItem[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
