import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  size?: number;
  label?: string;
}

/** QR code rendered locally (no outside service), e.g. for an otpauth:// URI. */
export function QrCode({ value, size = 200, label = 'QR code for your authenticator app' }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(value, { width: size, margin: 1 })
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton width={size} height={size} aria-label="Generating QR code" />;
  return <img src={src} width={size} height={size} alt={label} />;
}
