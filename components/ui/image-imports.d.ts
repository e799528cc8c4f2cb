// Types of imported image files (icons.svg). Next.js references them from next-env.d.ts, which
// `next build` writes and git ignores; `npm test` type-checks before it builds on a fresh clone.
/// <reference types="next/image-types/global" />
