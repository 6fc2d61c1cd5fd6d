import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import Webcam from 'react-webcam';
// Through the packages' names: this file is in the separate entry `@dakiya/shared/camera`, and
// only `@dakiya/shared` itself holds the one i18n instance and its React context (and `/forms`
// the one dialog): the `useLingui` macro would read a context of this entry's own copy, which
// no provider fills.
import { MESSAGES, translateText, useLingui } from '@dakiya/shared';
import { Modal } from '@dakiya/shared/forms';
import { captureSquareJpeg, type CapturedPhoto } from './square-crop';
import styles from './CameraModal.module.css';

/**
 * Live camera and a shutter; closing unmounts the webcam, which stops the camera. The front
 * camera, mirrored, for a person's photo (sign-up); the back one for a photo of a thing (the
 * parcel at the drop), with its own title.
 */
export function CameraModal({
  open,
  onClose,
  onCapture,
  facing = 'user',
  title,
}: {
  open: boolean;
  onClose: () => void;
  onCapture: (photo: CapturedPhoto) => void;
  facing?: 'user' | 'environment';
  /** The dialog's title, translated; 'Take your photo' when none. */
  title?: string;
}) {
  const { i18n } = useLingui();
  const webcam = useRef<Webcam>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  const close = () => {
    setFailed(false);
    setReady(false);
    onClose();
  };

  // The stream can arrive before its first frame; the shutter waits for a picture to take.
  const whenPictureArrives = () => {
    const video = webcam.current?.video;
    if (!video || video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) setReady(true);
    else video.addEventListener('loadeddata', () => setReady(true), { once: true });
  };

  const shoot = async () => {
    const video = webcam.current?.video;
    if (!video) return;
    try {
      onCapture(await captureSquareJpeg(video));
      close();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal title={title ?? i18n._(msg`Take your photo`)} open={open} onClose={close}>
      {failed ? (
        <p className="dk-error" role="alert">
          {translateText(i18n, MESSAGES.cameraFailed)}
        </p>
      ) : (
        <Webcam
          ref={webcam}
          className={styles.video}
          audio={false}
          mirrored={facing === 'user'}
          videoConstraints={{ facingMode: facing }}
          onUserMedia={whenPictureArrives}
          onUserMediaError={() => setFailed(true)}
        />
      )}
      <button
        type="button"
        className={styles.shutter}
        aria-label={i18n._(msg`Take photo`)}
        disabled={failed || !ready}
        onClick={() => void shoot()}
      />
    </Modal>
  );
}
