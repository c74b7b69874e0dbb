// main.tsx imports this right after React: the top-level await ends the task that evaluates the
// app's scripts here, and the modules imported after it evaluate in a later one.
import { nextTask } from './next-task';

await nextTask();
