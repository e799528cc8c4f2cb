import { describe, expect, it } from 'vitest';
import { POST_CATEGORIES } from '@/lib/posts/post';
import { samplePosts } from './sample-posts';

describe('sample posts', () => {
  it('have distinct headlines and dates, so the seed can match by headline and the order is stable', () => {
    expect(new Set(samplePosts.map((p) => p.headline)).size).toBe(samplePosts.length);
    expect(new Set(samplePosts.map((p) => p.daysAgo)).size).toBe(samplePosts.length);
  });

  it('fit the post rules and read as several paragraphs of plain text', () => {
    for (const post of samplePosts) {
      expect(post.headline.length).toBeGreaterThanOrEqual(3);
      expect(post.headline.length).toBeLessThanOrEqual(200);
      expect(POST_CATEGORIES).toContain(post.category);
      const paragraphs = post.summary.split('\n\n');
      expect(paragraphs.length, post.headline).toBeGreaterThanOrEqual(4);
      for (const paragraph of paragraphs) expect(paragraph.trim(), post.headline).toBe(paragraph);
      expect(post.summary, post.headline).not.toMatch(/<[a-z/]|[*#]\s|€|\bEUR\b/i);
    }
  });
});
