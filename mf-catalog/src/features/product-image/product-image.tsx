/**
 * A product picture with its box reserved (width and height, so nothing shifts when it arrives)
 * and loaded by the one priority rule of `image-priority.ts`.
 */
import type { Locale } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { type ImagePriority, imageLoading } from './image-priority';

export interface ProductImageProps {
  src: string;
  alt: string;
  /** Intrinsic size in CSS pixels; the generated pictures are 4:3 (400 × 300). */
  width: number;
  height: number;
  priority?: ImagePriority;
  className?: string;
  'data-testid'?: string;
}

/** The picture's address in the page's language: a drawn picture carries the product's name. */
export function localizedImage(src: string, locale: Locale): string {
  if (locale !== 'en' || !src.startsWith('/api/product-image/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}lang=en`;
}

export function ProductImage({ priority = 'lazy', alt, src, ...props }: ProductImageProps) {
  const locale = useAtomValue(localeAtom);
  // The API's pictures are SVG (vector): one file is sharp at every width and density, so there
  // is no srcset, and `sizes` (which only chooses among srcset candidates) would change nothing.
  return <img {...props} src={localizedImage(src, locale)} alt={alt} {...imageLoading(priority)} />;
}
