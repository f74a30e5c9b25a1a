import { type DragEvent, useState } from 'react';

/**
 * Lets a file be dropped on an element: the handlers for it, and whether a file is over it now (for
 * the drop zone's look). Only the first file counts; nothing happens to anything that is not a file.
 */
export function useFileDrop(onFile: (file: File) => void, enabled = true) {
  const [over, setOver] = useState(false);
  const carriesFile = (event: DragEvent) => enabled && [...event.dataTransfer.types].includes('Files');
  return {
    over,
    handlers: {
      onDragOver(event: DragEvent) {
        if (!carriesFile(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      },
      onDragLeave(event: DragEvent) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop(event: DragEvent) {
        if (!carriesFile(event)) return;
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      },
    },
  };
}
