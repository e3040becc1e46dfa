module.exports = async function stopTestApi() {
  const child = globalThis.__TEST_API__;
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
};
