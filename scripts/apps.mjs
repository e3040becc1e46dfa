// The shop's front-end apps: the shell and the remotes, with the folder each is built in.
export const remotes = ['catalog', 'checkout', 'account', 'documents', 'desk'];
export const apps = [
  { name: 'shell', dir: 'shell' },
  ...remotes.map((name) => ({ name, dir: `mf-${name}` })),
];
