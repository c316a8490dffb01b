/** A proof-of-work challenge the browser solves before a write bots should not repeat cheaply (spec §7 captcha_response). */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface Captcha {
  challenge(): Promise<CaptchaChallenge>;
  /** True once for a valid, unexpired solution; a solution used before is refused. */
  verify(response: string): Promise<boolean>;
}
