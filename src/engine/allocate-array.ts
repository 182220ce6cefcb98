// Typed arrays a shell may hand to other threads: on a SharedArrayBuffer when asked, so that passing the
// fingerprint index to a worker copies nothing. Both kinds read and write alike.

/** Where an array's memory lives: the thread's own, or memory threads share. */
export type ArrayMemory = 'own' | 'shared';

export function allocateUint32(length: number, memory: ArrayMemory): Uint32Array {
  return memory === 'shared' ? new Uint32Array(new SharedArrayBuffer(4 * length)) : new Uint32Array(length);
}

export function allocateUint8(length: number, memory: ArrayMemory): Uint8Array {
  return memory === 'shared' ? new Uint8Array(new SharedArrayBuffer(length)) : new Uint8Array(length);
}
