/**
 * Why a record cannot take each of its actions as it stands (an approval without F-tax): per action,
 * the message key of the first issue its rules find in the record after the step. A rule that answers at
 * once (most) is judged in the render; one whose code loads on first use (an async rule: the agreement's
 * completeness) holds its action, `null`, until it answers. A rule that cannot load blocks nothing: the
 * API judges the step again.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RecordAction, RecordIssue } from '../types';

export type BlockedActions = Readonly<Record<string, string | null>>;

interface Judged {
  now: BlockedActions;
  later: Promise<BlockedActions> | null;
}

const firstKey = (issues: readonly RecordIssue[]) => issues[0]?.key;

function judge(actions: Readonly<Record<string, RecordAction>>, record: Record<string, unknown>): Judged {
  const now: Record<string, string | null> = {};
  const waiting: Promise<readonly [string, string | undefined]>[] = [];
  for (const [key, action] of Object.entries(actions)) {
    const after = action.to === undefined ? record : { ...record, [action.field]: action.to };
    const answers = (action.rules ?? []).map((rule) => rule.check(after));
    const ready = answers.filter((answer) => Array.isArray(answer));
    const issue = firstKey(ready.flat());
    if (issue) now[key] = issue;
    else if (ready.length < answers.length) {
      now[key] = null;
      waiting.push(
        Promise.all(answers).then(
          (all) => [key, firstKey(all.flat())] as const,
          () => [key, undefined] as const,
        ),
      );
    }
  }
  const later = waiting.length
    ? Promise.all(waiting).then((found) => {
        const blocked: Record<string, string | null> = { ...now };
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
