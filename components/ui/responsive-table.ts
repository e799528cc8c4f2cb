// A table that becomes a list of cards on a phone (below the md breakpoint, 768 px): the table,
// its body and rows turn into blocks, each row a bordered card with its cells stacked. The header
// row stays for screen readers only unless the table keeps it visible (sort buttons). From md on it
// is an ordinary table that may scroll sideways inside its region. Class strings are written out
// in full so Tailwind finds them.

// The scrolling region around the table: a white panel from md on, nothing of its own on a phone.
export const TABLE_REGION =
  'w-full overflow-x-auto contain-inline-size rounded-lg border border-slate-200 bg-white shadow-sm max-md:border-0 max-md:bg-transparent max-md:shadow-none';
// The table, with its minimum width only where it is a table.
export const TABLE = 'w-full border-collapse max-md:block';
export const TABLE_HEAD_HIDDEN_ON_PHONE = 'bg-slate-50 max-md:sr-only';
export const TABLE_BODY = 'max-md:block max-md:space-y-3';
// A row: a card on a phone (its background is the row's own: white, or a highlight).
export const TABLE_ROW = 'border-t border-slate-200 max-md:block max-md:rounded-lg max-md:border max-md:p-3';
// A cell: stacked in the card on a phone.
export const TABLE_CELL = 'px-4 py-3 align-top text-sm text-slate-700 max-md:block max-md:px-0 max-md:py-1';
