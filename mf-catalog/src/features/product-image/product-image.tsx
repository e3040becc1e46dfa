/**
 * A product picture with its box reserved (width and height, so nothing shifts when it arrives)
 * and loaded by the one priority rule of `image-priority.ts`.
 */
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

export function ProductImage({ priority = 'lazy', alt, ...props }: ProductImageProps) {
  // The API's pictures are SVG (vector): one file is sharp at every width and density, so there
  // is no srcset, and `sizes` (which only chooses among srcset candidates) would change nothing.
  return <img {...props} alt={alt} {...imageLoading(priority)} />;
}
