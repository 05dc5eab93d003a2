import { LOGIN_SLIDER_WIDTH, type SlideInput } from '@hr/contract';
import { authRoutes } from '@hr/contract/system/auth.routes.ts';
import { App } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { ApiError, call } from '../../app/request.ts';
import { type SlideTrack, SlideVerify, type SlideVerifyHandle } from '../../components/SlideVerify/index.ts';

/** The field's value once the slider passed: the one-time token login sends (none when the server's check is off). */
export interface CaptchaPass {
  captchaToken?: string;
}

export interface CaptchaFieldHandle {
  /** Forgets the pass and takes a new challenge (after a failed login, whose token the server consumed). */
  reset(): void;
}

interface Challenge {
  challengeId: string;
  width: number;
  enabled: boolean;
  at: number;
}

/** Challenges expire on the server after 5 minutes; take a new one before that. */
const CHALLENGE_MAX_AGE_MS = 4 * 60 * 1000;

interface Props {
  value?: CaptchaPass;
  onChange?: (value: CaptchaPass | undefined) => void;
  ref?: Ref<CaptchaFieldHandle>;
}

/** Slide-to-verify checked by the server: its drag track is exchanged for a login token (form field). */
export function CaptchaField({ onChange, ref }: Props) {
  const { message } = App.useApp();
  const slider = useRef<SlideVerifyHandle>(null);
  const challenge = useRef<Challenge | null>(null);

  const loadChallenge = useCallback(async (): Promise<Challenge> => {
    const answer = await call(authRoutes.captcha, {});
    challenge.current = { ...answer, at: Date.now() };
    return challenge.current;
  }, []);

  useEffect(() => {
    loadChallenge().catch(() => {
      // Shown when the user drags; the drag retries the fetch.
    });
  }, [loadChallenge]);

  useImperativeHandle(ref, () => ({
    reset() {
      slider.current?.reset();
      onChange?.(undefined);
      loadChallenge().catch(() => {});
    },
  }));

  const verify = async (track: SlideTrack, input: SlideInput) => {
    try {
      const current =
        challenge.current && Date.now() - challenge.current.at < CHALLENGE_MAX_AGE_MS
          ? challenge.current
          : await loadChallenge();
      if (!current.enabled) {
        onChange?.({});
        return;
      }
      const { captchaToken } = await call(authRoutes.captchaVerify, {
        body: { challengeId: current.challengeId, track, input },
      });
      challenge.current = null;
      onChange?.({ captchaToken });
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '验证失败，请重新拖动滑动条');
      challenge.current = null;
      loadChallenge().catch(() => {});
      throw error;
    }
  };

  return (
    <SlideVerify
      ref={slider}
      width={LOGIN_SLIDER_WIDTH}
      verify={verify}
      onFail={() => onChange?.(undefined)}
    />
  );
}
