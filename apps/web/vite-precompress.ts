/**
 * A Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of
 * the build (scripts, styles, HTML, JSON, SVG) of at least 1 KB, so the API serves them pre-compressed by
 * `Accept-Encoding` (issue 23) without compressing on every request. Brotli at quality 11 and gzip at level 9:
 * done once per build, so the slowest, smallest settings are worth it. Last, it records the sources'
 * fingerprint in `dist/.source-hash`, so `npm start` knows the build is current (build-if-stale.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { HASH_FILE_NAME, webSourceHash } from './source-hash.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** File names worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/
/** Below this size (bytes) the copies save less than the headers and the extra file cost. */
const MIN_BYTES = 1024

/** Every file under `dir`, recursively, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/**
 * The plugin: after the bundle is written to `outDir`, compresses each eligible file (see {@link COMPRESSIBLE},
 * {@link MIN_BYTES}) to `<file>.br` and `<file>.gz`. Takes nothing; returns a Vite plugin (build only).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'unacs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f))
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file)
          if (data.length < MIN_BYTES) return
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
        }),
      )
      await writeFile(join(outDir, HASH_FILE_NAME), `${webSourceHash()}\n`)
    },
  }
}
