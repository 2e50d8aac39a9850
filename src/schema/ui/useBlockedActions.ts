/**
 * Why a record cannot take each of its actions as it stands (an approval without F-tax): per action,
 * the first issue its rules find in the record after the step (its message key and parameters). A rule that answers at
 * once (most) is judged in the render; one whose code loads on first use (an async rule: the agreement's
 * completeness) holds its action, `null`, until it answers. A rule that cannot load blocks nothing: the
 * API judges the step again.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RecordAction, RecordIssue } from '../types';

/** A refusal's message: its key and parameters (the steps left, named in each language). */
export type Refusal = Pick<RecordIssue, 'key' | 'params'>;

export type BlockedActions = Readonly<Record<string, Refusal | null>>;

interface Judged {
  now: BlockedActions;
  later: Promise<BlockedActions> | null;
}

const refusalOf = (issues: readonly RecordIssue[]): Refusal | undefined => {
  const issue = issues[0];
  return issue && (issue.params ? { key: issue.key, params: issue.params } : { key: issue.key });
};

function judge(actions: Readonly<Record<string, RecordAction>>, record: Record<string, unknown>): Judged {
  const now: Record<string, Refusal | null> = {};
  const waiting: Promise<readonly [string, Refusal | undefined]>[] = [];
  for (const [key, action] of Object.entries(actions)) {
    const after = action.to === undefined ? record : { ...record, [action.field]: action.to };
    const answers = (action.rules ?? []).map((rule) => rule.check(after));
    const ready = answers.filter((answer) => Array.isArray(answer));
    const issue = refusalOf(ready.flat());
    if (issue) now[key] = issue;
    else if (ready.length < answers.length) {
      now[key] = null;
      waiting.push(
        Promise.all(answers).then(
          (all) => [key, refusalOf(all.flat())] as const,
          () => [key, undefined] as const,
        ),
      );
    }
  }
  const later = waiting.length
    ? Promise.all(waiting).then((found) => {
        const blocked: Record<string, Refusal | null> = { ...now };
        for (const [key, issue] of found) {
          if (issue) blocked[key] = issue;
          else delete blocked[key];
        }
        return blocked;
      })
    : null;
  return { now, later };
}

export function useBlockedActions(
  actions: Readonly<Record<string, RecordAction>> | undefined,
  record: Record<string, unknown> | undefined,
): BlockedActions {
  const judged = useMemo(
    () => (actions && record ? judge(actions, record) : { now: {}, later: null }),
    [actions, record],
  );
  const [answered, setAnswered] = useState<{ to: Promise<BlockedActions>; blocked: BlockedActions }>();
  useEffect(() => {
    const later = judged.later;
    if (!later) return;
    let current = true;
    void later.then((blocked) => {
      if (current) setAnswered({ to: later, blocked });
    });
    return () => {
      current = false;
    };
  }, [judged.later]);
  return judged.later && answered?.to === judged.later ? answered.blocked : judged.now;
}
