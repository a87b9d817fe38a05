import { describe, expect, it } from 'vitest';
import { eachLine } from './platform-queries';

/** A stream of these pieces of bytes, as a network hands them over. */
function streamOf(pieces: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

describe('eachLine', () => {
  it('gives whole lines however the bytes are cut, a character split included', async () => {
    const bytes = new TextEncoder().encode('{"deleted":0}\n{"name":"Åre"}\n\n{"deleted":9}');
    const cut = bytes.indexOf(0xc3) + 1; // inside Å's two bytes
    const lines: string[] = [];
    await eachLine(streamOf([bytes.slice(0, 5), bytes.slice(5, cut), bytes.slice(cut)]), (line) =>
      lines.push(line),
    );
    expect(lines).toEqual(['{"deleted":0}', '{"name":"Åre"}', '{"deleted":9}']);
  });

  it('stops at the line its reader throws on', async () => {
    const seen: string[] = [];
    const reading = eachLine(streamOf([new TextEncoder().encode('a\nb\nc\n')]), (line) => {
      seen.push(line);
      if (line === 'b') throw new Error('b refused');
    });
    await expect(reading).rejects.toThrow('b refused');
    expect(seen).toEqual(['a', 'b']);
  });
});
