// main.tsx imports this right after Mantine: the top-level await ends the task that evaluates the
// app's scripts here, and the app's own modules evaluate in a later one.
import { nextTask } from './next-task';

await nextTask();
