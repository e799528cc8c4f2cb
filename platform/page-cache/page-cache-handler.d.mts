export type PageStore = {
  get(key: string, softTags?: string[]): { value: unknown; lastModified: number } | null;
  set(key: string, value: unknown, tags: string[]): void;
  revalidate(tags: string[]): void;
  readonly bytes: number;
  readonly size: number;
};
export function preparePage<T>(value: T): T;
export function createPageStore(maxBytes?: number, clock?: () => number): PageStore;
export default class PageCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  get(key: string, ctx?: { softTags?: string[] }): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache(): void;
}
