/**
 * The social card worker: draws the cards it is given (social-card-drawing.tsx) on a thread of its
 * own, so that the post-build step's other steps run beside it, and posts back what it drew. It is
 * JavaScript that loads the drawing through tsx's API, because a worker thread gets no module hooks
 * from its parent's command line under every runner (under Vitest it gets none).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { drawCards } = await tsImport('./social-card-drawing.tsx', import.meta.url);
parentPort.postMessage(await drawCards(workerData.jobs, workerData.options));
