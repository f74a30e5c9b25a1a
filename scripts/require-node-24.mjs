// npm runs on the machine's Node 20; the stack needs the pinned Node 24 from node_modules/.bin.
// If the `node` package's install script was skipped, npm scripts fall back to Node 20 silently.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `This project needs Node 24 (found ${process.version}). ` +
      'Run `npm install` so the pinned `node` package installs, and run commands through `npm run`.',
  );
  process.exit(1);
}
