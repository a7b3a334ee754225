/** An in-memory BroadcastChannel for unit tests: every channel of one hub sees the others' posts. */
import type { ChannelLike } from './synced-store';

export function createChannelHub() {
  const members = new Map<string, Set<TestChannel>>();

  class TestChannel implements ChannelLike {
    private listeners = new Set<(event: MessageEvent) => void>();
    constructor(private readonly name: string) {
      if (!members.has(name)) members.set(name, new Set());
      members.get(name)!.add(this);
    }
    postMessage(message: unknown): void {
      // Structured clone, as a real channel does, so no object is shared between "tabs".
      const data = structuredClone(message);
      for (const other of members.get(this.name) ?? []) {
        if (other !== this) other.listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.delete(listener);
    }
    close(): void {
      members.get(this.name)?.delete(this);
    }
  }

  return { open: (name: string): ChannelLike => new TestChannel(name) };
}
