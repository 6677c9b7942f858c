// The api client throws "<status>: <body>"; the unlock form tells a wrong password (401) from the rest.
export const statusOf = (error: unknown): number | null => {
  const m = /^(\d{3}): /.exec(error instanceof Error ? error.message : '');
  return m ? Number(m[1]) : null;
};
