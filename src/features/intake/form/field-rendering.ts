/**
 * How many of the form's fields are in the page while it first renders. With every section and
 * follow-up open the form has some 340 controls, which drawn in one go made tasks of several
 * hundred milliseconds at 4x CPU slowdown. So the form shows its first section with the page,
 * then adds one slice of fields (render-slices.ts) per task, each once the frame after the one
 * before has been drawn and any typing has paused, sized so that the slice's task and that frame
 * take about SLICE_MS on this machine as it runs now (docs/architecture.md, "Budgets"). Whatever
 * needs a field not drawn yet (a submit's checks, a jump to a section) has it drawn at once.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { FormStore } from './form-store';
import { fieldsInPageOrder, FIRST_SLICE_END, nextSlice } from './render-slices';

/** What a slice's task, and the frame that draws it, should each take: well inside 50 ms. */
const SLICE_MS = 20;
/**
 * While the person types or clicks, the drawing waits until their input has paused this long:
 * a key or a click does not wait behind a slice and the frame that lays it out.
 */
const INPUT_QUIET_MS = 200;
const INPUTS = ['keydown', 'pointerdown'] as const;
/**
 * The least a slice weighs, however slow the machine, so the form gets drawn; the first slice,
 * not timed yet and its fields' code still cold, weighs this much.
 */
const MIN_WEIGHT = 25;

export interface FieldRendering {
  /** How many fields, in page order (fieldsInPageOrder), are drawn. */
  count(): number;
  subscribe(listener: () => void): () => void;
  /**
   * Draws every field before `end` (all of them when absent) before it returns, for a caller
   * that reads the page next. Not from a render or an effect (flushSync).
   */
  drawThrough(end?: number): void;
}

interface Drawing extends FieldRendering {
  /** Draws the rest a slice at a time; returns what stops it. */
  start(): () => void;
}

/** The next slice's weight: this one's, scaled to what it took, by half to one and a half. */
function nextWeight(weight: number, took: number): number {
  const scaled = (weight * SLICE_MS) / Math.max(took, 1);
  return Math.max(MIN_WEIGHT, Math.min(weight * 1.5, Math.max(weight / 2, scaled)));
}

function createDrawing(store: FormStore): Drawing {
  const total = fieldsInPageOrder.length;
  let count = FIRST_SLICE_END;
  const listeners = new Set<() => void>();
  // FormSections reads the count with useSyncExternalStore, so the render is synchronous:
  // flushSync has it done, and timed, before this returns.
  const drawTo = (end: number) =>
    flushSync(() => {
      count = Math.min(end, total);
      for (const listener of listeners) listener();
    });
  return {
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drawThrough(end = total) {
      if (end > count) drawTo(end);
    },
    start() {
      let frame = 0;
      let task: ReturnType<typeof setTimeout> | undefined;
      let lastInput = -Infinity;
      const noteInput = () => {
        lastInput = performance.now();
      };
      const stop = () => {
        cancelAnimationFrame(frame);
        clearTimeout(task);
        for (const type of INPUTS) document.removeEventListener(type, noteInput, true);
      };
      // After the frame that lays out the slice before: a frame's callbacks run before its
      // style, layout and paint, a task after them.
      const afterNextFrame = (next: (frameStart: number) => void) => {
        frame = requestAnimationFrame(() => {
          const frameStart = performance.now();
          task = setTimeout(() => next(frameStart));
        });
      };
      const draw = (budget: number) => {
        if (count >= total) return stop();
        const quiet = performance.now() - lastInput;
        if (quiet < INPUT_QUIET_MS) {
          task = setTimeout(() => afterNextFrame(() => draw(budget)), INPUT_QUIET_MS - quiet);
          return;
        }
        const started = performance.now();
        const slice = nextSlice(count, store.values(), budget);
        drawTo(slice.end);
        const scripted = performance.now() - started;
        afterNextFrame((frameStart) => {
          const took = Math.max(scripted, performance.now() - frameStart);
          draw(nextWeight(slice.weight, took));
        });
      };
      for (const type of INPUTS) document.addEventListener(type, noteInput, true);
      afterNextFrame(() => draw(MIN_WEIGHT));
      return stop;
    },
  };
}

/** The form's drawing: its first section now, the rest a slice at a time after the first paint. */
export function useFieldRendering(store: FormStore): FieldRendering {
  const [drawing] = useState(() => createDrawing(store));
  useEffect(() => drawing.start(), [drawing]);
  return drawing;
}

/** How many fields are drawn; re-renders as slices are added. */
export function useDrawnCount(rendering: FieldRendering): number {
  return useSyncExternalStore(rendering.subscribe, rendering.count);
}
