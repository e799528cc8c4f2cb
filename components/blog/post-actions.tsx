'use client';

import { Bookmark, Heart, Share2 } from '@/components/ui/icons';
import { useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { likePost } from '@/app/(site)/lang/[locale]/blog/actions';
import { useStoredFlag, visitorId, writeStore } from './browser-store';

export type PostActionTexts = {
  like: string;
  liked: string;
  likeOne: string;
  likeMany: string;
  likeFailed: string;
  bookmark: string;
  bookmarked: string;
  bookmarkRemoved: string;
  bookmarkSaved: string;
  share: string;
  linkCopied: string;
  copyFailed: string;
};

// `texts`: in the post's language, from the server (Blog catalogue).
type Props = { postId: string; headline: string; shareText: string; initialLikes: number; texts: PostActionTexts };

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

// Like (counted on the server, one per browser), Bookmark (this browser only) and Share.
export function PostActions({ postId, headline, shareText, initialLikes, texts }: Props) {
  const liked = useStoredFlag(`post-liked:${postId}`);
  const bookmarked = useStoredFlag(`post-bookmarked:${postId}`);
  const [likes, setLikes] = useState(initialLikes);
  const [busy, setBusy] = useState(false);

  const toggleLike = async () => {
    if (busy) return;
    setBusy(true);
    const next = !liked;
    writeStore(`post-liked:${postId}`, next ? '1' : null);
    try {
      const answer = await likePost({ postId, visitorId: visitorId(), delta: next ? 1 : -1 });
      if (!answer.ok) throw new Error('like refused');
      setLikes(answer.likes);
    } catch {
      writeStore(`post-liked:${postId}`, liked ? '1' : null);
      toast.error(texts.likeFailed);
    } finally {
      setBusy(false);
    }
  };

  const toggleBookmark = () => {
    writeStore(`post-bookmarked:${postId}`, bookmarked ? null : '1');
    toast.success(bookmarked ? texts.bookmarkRemoved : texts.bookmarkSaved);
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: headline, text: shareText, url });
      } catch {
        // the reader closed the share sheet
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(texts.linkCopied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Toaster position="top-right" />
      <button
        type="button"
        aria-pressed={liked}
        onClick={toggleLike}
        className={`${buttonClass} ${liked ? 'border-rose-300 bg-rose-50 text-rose-800' : 'border-slate-300 bg-white text-slate-800'}`}
      >
        <Heart aria-hidden="true" className={`h-5 w-5 ${liked ? 'fill-current' : ''}`} />
        {liked ? texts.liked : texts.like}
        <span className="text-slate-600">
          {likes}
          <span className="sr-only">{likes === 1 ? texts.likeOne : texts.likeMany}</span>
        </span>
      </button>
      <button
        type="button"
        aria-pressed={bookmarked}
        onClick={toggleBookmark}
        className={`${buttonClass} ${bookmarked ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-slate-800'}`}
      >
        <Bookmark aria-hidden="true" className={`h-5 w-5 ${bookmarked ? 'fill-current' : ''}`} />
        {bookmarked ? texts.bookmarked : texts.bookmark}
      </button>
      <button type="button" onClick={share} className={`${buttonClass} border-slate-300 bg-white text-slate-800`}>
        <Share2 aria-hidden="true" className="h-5 w-5" />
        {texts.share}
      </button>
    </div>
  );
}
