import { useEffect, useState } from 'react';
import styles from './OrderExtras.module.css';

/** A QR code's dark modules as one SVG path of 1×1 squares. */
function modulesPath(size: number, dark: (x: number, y: number) => boolean): string {
  let path = '';
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (dark(x, y)) path += `M${x} ${y}h1v1h-1z`;
  return path;
}

/**
 * The UPI link as a QR code another phone's UPI app scans, drawn as SVG from the modules the
 * `qrcode` library computes here, on the phone (nothing is sent anywhere to draw it). The library
 * loads with the first code shown.
 */
export function UpiQrCode({ text, label }: { text: string; label: string }) {
  const [code, setCode] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      if (current)
        setCode({
          size: modules.size,
          path: modulesPath(modules.size, (x, y) => modules.get(y, x) === 1),
        });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!code) return <div className={styles.qr} aria-busy="true" />;
  // A quiet zone of four modules around the code, as scanners expect.
  const box = code.size + 8;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="upi-qr"
      data-text={text}
    >
      <rect x="-4" y="-4" width={box} height={box} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
