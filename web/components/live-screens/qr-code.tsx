import { useEffect, useState } from 'react';

/** A QR code drawn in the browser (the `qrcode` package, loaded only by the screens that show one). */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <div className={className ?? 'qr-code'}>
      {source ? (
        <img className="qr-code__image" src={source} alt={label} />
      ) : (
        <div className="qr-code__placeholder" />
      )}
    </div>
  );
}
