/** The demo accounts as a plain-text table, printed when the API starts. */
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

export function demoUsersTable(): string {
  const rows = [
    ['username', 'role', 'password'],
    ...DEMO_USERS.map((u) => [u.username, u.roleLabel, DEMO_PASSWORD]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join(
    '\n',
  );
}
