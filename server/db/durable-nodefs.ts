/**
 * PGlite's NodeFS, made durable (docs/security.md, docs/decisions.md "Durability of the embedded
 * database"). PGlite 0.5.16 runs PostgreSQL with fsync off (`-F` in its start parameters), and the
 * Emscripten file system under it turns fsync into nothing (NODEFS has no fsync operation;
 * `fdatasync` is a no-op), so an acknowledged commit could sit in the OS's cache and be lost in a power
 * cut. This file system remembers every file written since the last sync and `flush()` fdatasyncs them
 * (and fsyncs directories whose entries changed): PGlite calls it after every statement outside a
 * transaction (`syncToFs`), and server/db/pglite.ts after every transaction and statement it runs,
 * before the caller is answered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface Stream {
  nfd?: number;
}
interface NodeFsOps {
  stream_ops: {
    write: (stream: Stream, ...rest: unknown[]) => number;
    close: (stream: Stream) => void;
  };
  node_ops: Record<string, (...args: unknown[]) => unknown>;
  realPath: (node: unknown) => string;
}
type Module = { NODEFS: NodeFsOps };
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

export class DurableNodeFS extends NodeFS {
  /** Real file descriptors written since the last flush. */
  readonly #dirtyFiles = new Set<number>();
  /** Directories whose entries changed since the last flush. */
  readonly #dirtyDirectories = new Set<string>();

  override async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      ...((emscriptenOpts.preRun as ((module: Module) => void)[] | undefined) ?? []),
      (module: Module) => this.#watch(module.NODEFS),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as InitResult['emscriptenOpts'] };
  }

  #watch(nodefs: NodeFsOps): void {
    const { write, close } = nodefs.stream_ops;
    nodefs.stream_ops.write = (stream, ...rest) => {
      const written = write(stream, ...rest);
      if (stream.nfd !== undefined) this.#dirtyFiles.add(stream.nfd);
      return written;
    };
    nodefs.stream_ops.close = (stream) => {
      // A file closed before the next flush is synced now: its descriptor is gone after this.
      if (stream.nfd !== undefined && this.#dirtyFiles.delete(stream.nfd)) fs.fdatasyncSync(stream.nfd);
      close(stream);
    };
    // New, renamed and removed files change their directory (a WAL segment is made by a rename).
    for (const name of ['mknod', 'rename', 'unlink', 'rmdir', 'symlink']) {
      const op = nodefs.node_ops[name];
      if (!op) continue;
      nodefs.node_ops[name] = (parent: unknown, ...rest: unknown[]) => {
        const result = op(parent, ...rest);
        // rename(node, newParent, newName); the others (parent, name, ...).
        if (name === 'rename') {
          this.#dirtyDirectories.add(path.dirname(nodefs.realPath(parent)));
          this.#dirtyDirectories.add(nodefs.realPath(rest[0]));
        } else this.#dirtyDirectories.add(nodefs.realPath(parent));
        return result;
      };
    }
  }

  /** Makes every write so far durable: fdatasync of the files, fsync of the changed directories. */
  flush(): void {
    for (const fd of this.#dirtyFiles) {
      try {
        fs.fdatasyncSync(fd);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EBADF') throw error;
      }
    }
    this.#dirtyFiles.clear();
    for (const directory of this.#dirtyDirectories) {
      const fd = fs.openSync(path.resolve(directory), 'r');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    }
    this.#dirtyDirectories.clear();
  }

  override async syncToFs(): Promise<void> {
    this.flush();
  }
}
