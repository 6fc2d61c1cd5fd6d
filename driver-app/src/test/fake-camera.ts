import { act } from '@testing-library/react';

/**
 * The phone's front camera at the browser's edge, for component tests: getUserMedia answers a
 * stream, the <video> react-webcam plays it in gets a 640×480 frame, and the canvas the photo
 * is cut on encodes a JPEG. (jsdom has none of these.)
 */
export function fakeCamera() {
  const track = { stop: () => undefined };
  const stream = {
    getTracks: () => [track],
    getVideoTracks: () => [track],
    getAudioTracks: () => [],
    removeTrack: () => undefined,
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve(stream) },
  });
  const canvas = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
  canvas.getContext = () => ({ drawImage: () => undefined });
  canvas.toDataURL = () => 'data:image/jpeg;base64,/9j/2wBDAAEBAQ==';
  canvas.toBlob = (done: (blob: Blob) => void) =>
    done(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
}

/** The camera's first frame arrives in the dialog's <video>: the shutter can take it. */
export function firstFrameArrives(): void {
  const video = document.querySelector('video');
  if (!video) throw new Error('no camera <video> is open');
  Object.defineProperty(video, 'videoWidth', { configurable: true, value: 640 });
  Object.defineProperty(video, 'videoHeight', { configurable: true, value: 480 });
  act(() => {
    video.dispatchEvent(new Event('loadeddata'));
  });
}
