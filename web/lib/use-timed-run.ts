import { useEffect, useRef, useState } from 'react';

/** A button action that runs for a fixed time (disabled meanwhile), then advances a generation. */
export function useTimedRun(ms: number) {
  const [running, setRunning] = useState(false);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = () => {
    if (running) return;
    setRunning(true);
    timer.current = setTimeout(() => {
      setRunning(false);
      setGeneration((g) => g + 1);
    }, ms);
  };
  return { running, generation, run };
}
