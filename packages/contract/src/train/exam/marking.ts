import { splitAlternatives, TopicType } from './topic.ts';

/** A question as a paper holds it, for marking. */
export interface MarkableTopic {
  topicType: number;
  answer: string[];
  score: number;
}

/**
 * What a candidate's answer earns: `score` null while a short answer waits for an operator's marking,
 * `correct` whether it earned the question's full score (null while waiting).
 */
export interface Mark {
  score: number | null;
  correct: boolean | null;
}

/** Compares blanks leniently: full-width forms folded (NFKC), spaces dropped, Latin letters in any case. */
export const normalizeBlank = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/**
 * Marks one answer at once (the objective types):
 * - single choice and true/false: the one right key, else 0;
 * - multiple choice: all right keys and nothing else → full score; some right keys and no wrong one (少选)
 *   → half the score rounded down; any wrong key or nothing → 0;
 * - fill-in: each blank matches one of its alternatives (see normalizeBlank); the score is shared by the
 *   blanks, rounded down (2 of 3 blanks right on a 3-point question → 2);
 * - short answer: waits for an operator (null), except an empty answer, which earns 0 at once.
 */
export function markAnswer(topic: MarkableTopic, given: readonly string[]): Mark {
  const answer = given.map((g) => g.trim()).filter(Boolean);
  const full = { score: topic.score, correct: true };
  const none = { score: 0, correct: false };
  switch (topic.topicType) {
    case TopicType.single:
    case TopicType.judge:
      return answer.length === 1 && answer[0]!.toUpperCase() === topic.answer[0] ? full : none;
    case TopicType.multiple: {
      const chosen = new Set(answer.map((a) => a.toUpperCase()));
      if (!chosen.size || [...chosen].some((key) => !topic.answer.includes(key))) return none;
      if (chosen.size === topic.answer.length) return full;
      return { score: Math.floor(topic.score / 2), correct: false };
    }
    case TopicType.blank: {
      const right = topic.answer.filter((expected, i) => {
        const typed = normalizeBlank(given[i] ?? '');
        return typed !== '' && splitAlternatives(expected).some((alt) => normalizeBlank(alt) === typed);
      }).length;
      if (right === topic.answer.length) return full;
      return { score: Math.floor((topic.score * right) / topic.answer.length), correct: false };
    }
    default:
      return answer.length ? { score: null, correct: null } : none;
  }
}

/** Whether a question type is marked by an operator. */
export const isManualType = (topicType: number) => topicType === TopicType.short;
