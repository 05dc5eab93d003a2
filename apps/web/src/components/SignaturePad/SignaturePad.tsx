import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import SignaturePadLib from 'signature_pad';
import styles from './SignaturePad.module.css';

export interface SignaturePadProps {
  /** PNG data URL of the signature ('' when none); in read-only mode any image address. */
  value?: string;
  onChange?: (dataUrl: string) => void;
  /** Shows the signature as an image instead of the pad (also when the form is disabled). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Canvas size in CSS pixels; platform §9: 500 × 300. */
  width?: number;
  height?: number;
  /** Stroke width in CSS pixels; platform §9: 5. */
  brushWidth?: number;
  penColor?: string;
  /** Form.Item passes its field id; it goes to the canvas. */
  id?: string;
}

/** White, not transparent: the image stays readable on dark backgrounds such as antd's preview mask. */
const BACKGROUND = 'rgb(255, 255, 255)';

/** Handwritten signature on a canvas (signature_pad); the value is the drawing as a PNG data URL. */
export function SignaturePad({
  value,
  onChange,
  readOnly = false,
  disabled = false,
  width = 500,
  height = 300,
  brushWidth = 5,
  penColor = '#000',
  id,
}: SignaturePadProps) {
  const showImage = readOnly || disabled;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  // The value last sent out or taken in, to tell an outside change (form reset) from our own echo.
  const known = useRef(value ?? '');
  // A signature given from outside: strokes are drawn over it, and undo keeps it.
  const base = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [strokes, setStrokes] = useState(0);
  const [empty, setEmpty] = useState(!value);

  const ratio = () => Math.max(window.devicePixelRatio || 1, 1);
  const drawBase = (pad: SignaturePadLib) =>
    base.current ? pad.fromDataURL(base.current, { ratio: ratio(), width, height }) : Promise.resolve();

  const emit = (pad: SignaturePadLib) => {
    const url = pad.isEmpty() ? '' : pad.toDataURL('image/png');
    known.current = url;
    setStrokes(pad.toData().length);
    setEmpty(pad.isEmpty());
    onChangeRef.current?.(url);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pad is made again only when its canvas or pen changes
  useEffect(() => {
    const canvas = canvasRef.current;
    if (showImage || !canvas) return;
    // Sharp on high-density screens: more pixels than CSS size, drawn at the same scale.
    const scale = ratio();
    canvas.width = width * scale;
    canvas.height = height * scale;
    canvas.getContext('2d')?.scale(scale, scale);
    // signature_pad's widths are radii: half the brush width gives a stroke `brushWidth` wide.
    const radius = brushWidth / 2;
    const pad = new SignaturePadLib(canvas, {
      minWidth: radius,
      maxWidth: radius,
      dotSize: radius,
      penColor,
      backgroundColor: BACKGROUND,
    });
    padRef.current = pad;
    void drawBase(pad);
    const onEnd = () => emit(pad);
    pad.addEventListener('endStroke', onEnd);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [showImage, width, height, brushWidth, penColor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the value only
  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === known.current) return;
    known.current = incoming;
    base.current = incoming;
    setEmpty(!incoming);
    setStrokes(0);
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    void drawBase(pad);
  }, [value]);

  const clear = () => {
    const pad = padRef.current;
    if (!pad) return;
    base.current = '';
    pad.clear();
    emit(pad);
  };

  const undo = async () => {
    const pad = padRef.current;
    if (!pad) return;
    const remaining = pad.toData().slice(0, -1);
    pad.clear();
    await drawBase(pad);
    pad.fromData(remaining, { clear: false });
    emit(pad);
  };

  if (showImage) {
    return value ? (
      <img src={value} alt="签名" width={width} height={height} className={styles.frame} />
    ) : (
      <div className={`${styles.frame} ${styles.blank}`} style={{ width, height }}>
        <Typography.Text type="secondary">暂无签名</Typography.Text>
      </div>
    );
  }

  return (
    <div style={{ width }}>
      <canvas
        ref={canvasRef}
        id={id}
        aria-label="签名区域，请在此处手写签名"
        className={styles.frame}
        style={{ width, height, display: 'block' }}
      />
      <Space style={{ marginTop: 8 }}>
        <Button size="small" icon={<UndoOutlined />} disabled={strokes === 0} onClick={() => void undo()}>
          撤销
        </Button>
        <Button size="small" icon={<ClearOutlined />} disabled={empty} onClick={clear}>
          清除
        </Button>
        {empty ? <Typography.Text type="secondary">请在上方区域手写签名</Typography.Text> : null}
      </Space>
    </div>
  );
}
