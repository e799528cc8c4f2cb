'use client';

import Image from 'next/image';
import { useState } from 'react';

const PLACEHOLDER = '/images/post-placeholder.svg';

// A post's cover; a missing or broken image shows the placeholder instead.
export function PostImage({ image, alt, sizes, preload = false }: { image: string | null; alt: string; sizes: string; preload?: boolean }) {
  const [broken, setBroken] = useState(false);
  const src = image && !broken ? `/uploads/${image}` : PLACEHOLDER;
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      preload={preload}
      unoptimized={src === PLACEHOLDER}
      className="object-cover"
      onError={() => setBroken(true)}
    />
  );
}
