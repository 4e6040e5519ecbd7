import type { ImgHTMLAttributes } from "react";
import { useCropStyle } from "~/lib/focal-points";

/**
 * A person's picture in a circle, cropped at its focal point (decision 041). Portraits sit
 * below the first screen, so they load lazily; `size` is the picture's own width and height,
 * `className` its size on the page.
 */
export function RoundPortrait({
  src,
  size,
  alt = "",
  className,
  ...rest
}: { src: string; size: number; alt?: string; className: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "width" | "height" | "className" | "style"
>) {
  const cropStyle = useCropStyle();
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-full object-cover ${className}`}
      style={cropStyle(src)}
    />
  );
}
