import { useLayoutEffect, useRef, useState } from 'react';
import { SignaturePad } from '../../../../../components/SignaturePad';
import type { FieldProps } from './types.ts';

/** Platform §9: a 500 × 300 pad with a 5 px brush; narrower on a phone, same proportions. */
const WIDTH = 500;
const HEIGHT = 300;

/** The value is the drawing as a PNG data URL; the server stores it and keeps its object key. */
export function SignatureField({ value, onChange, id, disabled }: FieldProps<string>) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(WIDTH);
  useLayoutEffect(() => {
    const room = box.current?.clientWidth ?? 0;
    if (room > 0 && room < WIDTH) setWidth(Math.floor(room));
  }, []);
  return (
    <div ref={box} style={{ width: '100%', maxWidth: WIDTH }}>
      <SignaturePad
        id={id}
        value={value ?? ''}
        onChange={(url) => onChange?.(url)}
        disabled={disabled}
        width={width}
        height={Math.round((width * HEIGHT) / WIDTH)}
        brushWidth={5}
      />
    </div>
  );
}
