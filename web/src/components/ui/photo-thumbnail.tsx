import { useState } from "react";
import { Center, Image } from "@chakra-ui/react";
import { LuImageOff } from "react-icons/lu";

export interface PhotoThumbnailProps {
  /** The photo's address; none yet (still being read, or no link for it) shows the sign in its place. */
  src: string | null | undefined;
  /** What it shows; "" where a button around it says so. */
  alt: string;
  /** "md" in a table's row, "lg" where the inspector checks the defect is in the picture. */
  size: "md" | "lg";
}

const BOX_SIZES = { md: "12", lg: "24" } as const;

/**
 * A defect photo cropped square and framed. One that cannot be shown (not read yet, or its link expired) keeps
 * its place with the "no image" sign: the photo is kept, only not shown.
 */
export function PhotoThumbnail({ src, alt, size }: PhotoThumbnailProps) {
  const [broken, setBroken] = useState(false);
  const frame = { boxSize: BOX_SIZES[size], borderRadius: "md", borderWidth: "1px", borderColor: "border" };
  if (src && !broken) {
    return <Image src={src} alt={alt} objectFit="cover" {...frame} onError={() => setBroken(true)} />;
  }
  return (
    <Center
      {...frame}
      bg="bg.muted"
      color="fg.muted"
      fontSize={size === "lg" ? "2xl" : undefined}
      {...(alt ? { role: "img", "aria-label": alt } : {})}
    >
      <LuImageOff aria-hidden="true" />
    </Center>
  );
}
