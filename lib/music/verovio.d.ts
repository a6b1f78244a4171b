// verovio ships no type declarations; lib/music/engrave.ts types the part of the toolkit it uses.
declare module 'verovio/wasm-hum' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}
declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
  }
}
