/**
 * Scanning a label with the tablet's camera: the back camera's picture in a dialog, read a few
 * times a second until a QR code is in it; its text goes where a scanner's typing would. Without
 * a camera (none, or not allowed) the dialog says so, and the label can still be typed.
 */
import { Modal } from '@shop/shared/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-scan.module.css';
import { qrDetector } from './qr-detector';

/** How often a frame is read. */
const READ_EVERY_MS = 200;

type Phase = 'starting' | 'reading' | 'no-camera';

/** Reads the camera until a code is found (then `onCode`), or says why it cannot. */
function useCameraReader(
  video: React.RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): Phase {
  const [phase, setPhase] = useState<Phase>('starting');
  const found = useRef(onCode);
  found.current = onCode;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        const [camera, detector] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
          qrDetector(),
        ]);
        stream = camera;
        const element = video.current;
        if (stopped || !element) return stop();
        element.srcObject = camera;
        await element.play();
        setPhase('reading');
        const read = async () => {
          if (stopped) return;
          const [code] = element.readyState >= 2 ? await detector.detect(element) : [];
          if (code?.rawValue) {
            stop();
            found.current(code.rawValue);
            return;
          }
          timer = setTimeout(() => void read(), READ_EVERY_MS);
        };
        await read();
      } catch {
        if (!stopped) setPhase('no-camera');
        stop();
      }
    })();
    return stop;
  }, [video]);
  return phase;
}

export function CameraScan({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const video = useRef<HTMLVideoElement>(null);
  const phase = useCameraReader(video, (code) => {
    onClose();
    onCode(code);
  });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('scan.cameraTitle')}
      description={t('scan.cameraHint')}
    >
      <video
        ref={video}
        className={styles.video}
        muted
        playsInline
        aria-label={t('scan.picture')}
      />
      <p role="status" className={phase === 'no-camera' ? styles.error : styles.status}>
        {t(`scan.${phase}`)}
      </p>
    </Modal>
  );
}
