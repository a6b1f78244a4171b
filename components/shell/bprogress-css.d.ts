// @bprogress/core's "./css" export is a stylesheet with no declaration beside it. TypeScript 7, which
// runs the build's type check, checks side-effect imports by default (noUncheckedSideEffectImports) and
// would not find the module; Next's own declarations cover only paths that end in ".css".
declare module '@bprogress/core/css';
