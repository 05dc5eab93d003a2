import { ArrayBufferTarget, Muxer } from 'mp4-muxer';

/**
 * Small real MP4 videos for the demo, made without any codec library: every frame is an H.264 Baseline IDR
 * picture whose macroblocks are all I_PCM (raw samples, no prediction or transform), so an encoder is a
 * bit writer; mp4-muxer puts the frames in an MP4 container. Browsers decode it like any H.264 video.
 * The size stays small at the demo's resolution (160×96 at 2 frames a second: about 23 KB a frame).
 */

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }
  bits(value: number, n: number) {
    for (let i = n - 1; i >= 0; i--) this.bit((value >> i) & 1);
  }
  /** Unsigned Exp-Golomb. */
  ue(value: number) {
    const coded = value + 1;
    const length = Math.floor(Math.log2(coded));
    this.bits(0, length);
    this.bits(coded, length + 1);
  }
  /** Signed Exp-Golomb. */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  get aligned() {
    return this.count === 0;
  }
  alignZero() {
    while (!this.aligned) this.bit(0);
  }
  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing() {
    this.bit(1);
    this.alignZero();
  }
  byte(value: number) {
    // Only called when aligned (PCM samples).
    this.bytes.push(value & 0xff);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** A NAL unit from its header byte and RBSP, with emulation prevention (00 00 0x → 00 00 03 0x). */
function nal(header: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [header];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const PROFILE = 66; // Baseline
const CONSTRAINTS = 0xc0; // constraint_set0 and set1: Constrained Baseline
const LEVEL = 30;

function sps(widthMbs: number, heightMbs: number): Uint8Array {
  const w = new BitWriter();
  w.bits(PROFILE, 8);
  w.bits(CONSTRAINTS, 8);
  w.bits(LEVEL, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1);
  w.ue(heightMbs - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  w.trailing();
  return nal(0x67, w.done());
}

function pps(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(0x68, w.done());
}

/** A YUV 4:2:0 picture: luma width×height, chroma half each way. */
interface Picture {
  width: number;
  height: number;
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

/** PCM samples may not be 0 in Baseline streams; keep every sample in 1..255. */
const sample = (value: number) => Math.max(1, Math.min(255, Math.round(value)));

/** One IDR slice covering the picture, every macroblock I_PCM. */
function idrSlice(picture: Picture, idrPicId: number): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num (IDR: 0)
  w.ue(idrPicId);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off
  const mbsWide = picture.width / 16;
  const mbsHigh = picture.height / 16;
  const cw = picture.width / 2;
  for (let my = 0; my < mbsHigh; my++) {
    for (let mx = 0; mx < mbsWide; mx++) {
      w.ue(25); // mb_type I_PCM
      w.alignZero(); // pcm_alignment_zero_bit
      for (let y = 0; y < 16; y++)
        for (let x = 0; x < 16; x++) w.byte(picture.y[(my * 16 + y) * picture.width + mx * 16 + x]!);
      for (const plane of [picture.u, picture.v])
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) w.byte(plane[(my * 8 + y) * cw + mx * 8 + x]!);
    }
  }
  w.trailing();
  return nal(0x65, w.done());
}

/** RGB (0xRRGGBB) to BT.601 limited-range YUV. */
function yuv(rgb: number): [number, number, number] {
  const r = (rgb >> 16) & 0xff;
  const g = (rgb >> 8) & 0xff;
  const b = rgb & 0xff;
  return [
    16 + 0.257 * r + 0.504 * g + 0.098 * b,
    128 - 0.148 * r - 0.291 * g + 0.439 * b,
    128 + 0.439 * r - 0.368 * g - 0.071 * b,
  ];
}

function pictureOf(width: number, height: number, color: (x: number, y: number) => number): Picture {
  const y = new Uint8Array(width * height);
  const u = new Uint8Array((width / 2) * (height / 2));
  const v = new Uint8Array((width / 2) * (height / 2));
  for (let py = 0; py < height; py++)
    for (let px = 0; px < width; px++) {
      const [ly, lu, lv] = yuv(color(px, py));
      y[py * width + px] = sample(ly);
      if (px % 2 === 0 && py % 2 === 0) {
        u[(py / 2) * (width / 2) + px / 2] = sample(lu);
        v[(py / 2) * (width / 2) + px / 2] = sample(lv);
      }
    }
  return { width, height, y, u, v };
}

/** 4-byte length prefixes (the MP4 sample format). */
function lengthPrefixed(...units: Uint8Array[]): Uint8Array {
  const total = units.reduce((sum, unit) => sum + 4 + unit.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let offset = 0;
  for (const unit of units) {
    view.setUint32(offset, unit.length);
    out.set(unit, offset + 4);
    offset += 4 + unit.length;
  }
  return out;
}

/** The avcC box body (AVCDecoderConfigurationRecord) naming one SPS and one PPS. */
function avcC(spsUnit: Uint8Array, ppsUnit: Uint8Array): Uint8Array {
  return Uint8Array.from([
    1,
    PROFILE,
    CONSTRAINTS,
    LEVEL,
    0xff, // lengthSizeMinusOne = 3
    0xe1, // one SPS
    spsUnit.length >> 8,
    spsUnit.length & 0xff,
    ...spsUnit,
    1, // one PPS
    ppsUnit.length >> 8,
    ppsUnit.length & 0xff,
    ...ppsUnit,
  ]);
}

export interface DemoVideoOptions {
  /** Multiples of 16. */
  width?: number;
  height?: number;
  seconds?: number;
  framesPerSecond?: number;
  /** The colour of pixel (x, y) in frame `frame` (0xRRGGBB). */
  draw: (x: number, y: number, frame: number, frames: number) => number;
}

/** An MP4 (H.264 Constrained Baseline) of the frames `draw` paints. Deterministic: same options, same bytes. */
export function demoMp4({
  width = 160,
  height = 96,
  seconds = 6,
  framesPerSecond = 2,
  draw,
}: DemoVideoOptions): Buffer {
  if (width % 16 || height % 16) throw new Error('demo video size must be a multiple of 16');
  const spsUnit = sps(width / 16, height / 16);
  const ppsUnit = pps();
  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: 'avc', width, height, frameRate: framesPerSecond },
    fastStart: 'in-memory',
  });
  const frames = seconds * framesPerSecond;
  const duration = 1_000_000 / framesPerSecond;
  for (let frame = 0; frame < frames; frame++) {
    const picture = pictureOf(width, height, (x, y) => draw(x, y, frame, frames));
    const units = frame === 0 ? [spsUnit, ppsUnit] : [];
    const data = lengthPrefixed(...units, idrSlice(picture, frame % 2));
    const meta =
      frame === 0
        ? {
            decoderConfig: {
              codec: 'avc1.42c01e',
              codedWidth: width,
              codedHeight: height,
              description: avcC(spsUnit, ppsUnit),
            },
          }
        : undefined;
    muxer.addVideoChunkRaw(data, 'key', frame * duration, duration, meta as never);
  }
  muxer.finalize();
  return Buffer.from(muxer.target.buffer);
}
