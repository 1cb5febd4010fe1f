import { formatNumber, IMAGE_VARIANT_WIDTHS } from '@atelier/core';
import { useImageProcessing } from '../api/get-image-processing';

const DISPLAY_WIDTH = formatNumber(Math.max(...IMAGE_VARIANT_WIDTHS));

/**
 * Under the primary image: how its full-resolution zoom is coming along (decision 035). The
 * upload answers as soon as the page can show the image; the tiles and AVIF copies follow in
 * the background, and this says so, with the percentage, until they are ready.
 */
export function ImageProcessingNote({ url }: { url: string | null }) {
  const { data } = useImageProcessing(url);
  if (!data) return null;
  let text: string;
  if (data.status === 'queued') text = 'Full-resolution zoom: waiting to start.';
  else if (data.status === 'running') text = `Full-resolution zoom: preparing, ${data.progress}%.`;
  else if (data.status === 'failed')
    text = `Full-resolution zoom could not be prepared (${data.error ?? 'unknown error'}). The image itself is saved and shows as usual.`;
  else if (data.deep_zoom)
    text = 'Full-resolution zoom is ready: visitors can zoom into the original scan.';
  else
    text = `Zoom shows this image as uploaded. A scan wider than ${DISPLAY_WIDTH} px gets full-resolution zoom.`;
  return (
    <div role="status" className="space-y-1 text-xs text-muted">
      <p>{text}</p>
      {data.status === 'running' && (
        <progress
          max={100}
          value={data.progress}
          aria-label="Full-resolution zoom progress"
          className="h-1 w-full accent-accent"
        />
      )}
    </div>
  );
}
