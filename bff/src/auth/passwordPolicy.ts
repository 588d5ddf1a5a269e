import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { Refusal } from '@app/contract/errorCodes';

/**
 * zxcvbn's "safely unguessable" (about 10^8 guesses and up): with argon2id hashes that is years
 * of guessing for a stolen hash. Scores 0-2 are the common, breached and keyboard-pattern
 * passwords the estimator recognises from its dictionaries.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes a few hundred milliseconds. */
function loadEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a new password is too easy to guess, or undefined when it is fine. Offline: the password
 * never leaves the server. `related` are words an attacker would try first (the username).
 */
export function passwordWeakness(
  password: string,
  related: readonly string[],
): Refusal | undefined {
  // The estimator's matching grows with length; beyond this much a password is long enough.
  const checked = password.slice(0, 100);
  const result = loadEstimator().check(checked, [...related]);
  if (result.score >= MIN_SCORE) return undefined;
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return { code: 'field.password-weak', params: { warning } };
}
