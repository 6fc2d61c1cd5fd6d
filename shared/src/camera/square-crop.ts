import { CAPTURE_JPEG_QUALITY } from '@dakiya/domain';

/** The largest centred square of a width x height frame. */
export function squareCropRect(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side };
}

export interface CapturedPhoto {
  dataUrl: string;
  blob: Blob;
}

/** A square centre crop of the video frame, as JPEG at 0.7 quality (docs/product.md). */
export function captureSquareJpeg(video: HTMLVideoElement): Promise<CapturedPhoto> {
  const { x, y, side } = squareCropRect(video.videoWidth, video.videoHeight);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return Promise.reject(new Error('The camera gave no picture'));
  context.drawImage(video, x, y, side, side, 0, 0, side, side);
  const dataUrl = canvas.toDataURL('image/jpeg', CAPTURE_JPEG_QUALITY);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve({ dataUrl, blob }) : reject(new Error('Could not encode the photo')),
      'image/jpeg',
      CAPTURE_JPEG_QUALITY,
    ),
  );
}
