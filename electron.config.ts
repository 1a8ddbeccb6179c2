// electron-builder configuration: `electron-builder --config electron.config.ts` (electron-builder 26
// loads .ts configs itself through jiti). Build first: `npm run build`.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'app.asalto.desktop',
  productName: 'Asalto',
  copyright: 'MIT License',
  directories: { output: 'release', buildResources: 'build' },
  // Only the build output goes into app.asar; production dependencies are added by electron-builder.
  files: ['dist/**/*', 'package.json', '!dist/.tsbuild/**', '!**/*.map', '!**/*.d.ts', '!dist/main/electron/preload-*.js'],
  // Read at run time from process.resourcesPath/resources (the demo encounter).
  extraResources: [{ from: 'resources/', to: 'resources/', filter: ['**/*'] }],
  asar: true,
  // Packaged builds cannot be turned into a Node runtime or inspected from the command line.
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    onlyLoadAppFromAsar: true,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    synopsis: 'Combat encounters for game masters',
  },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.role-playing-games' },
};

export default config;
