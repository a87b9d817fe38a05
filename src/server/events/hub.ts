import { CLOSING_LIVE_EVENTS } from '../../shared/live-events';
import type { LiveEvent } from './bus';

/** One open stream: who it belongs to, and how to reach it. */
export type Subscriber = {
  organizationId: string;
  userId: string;
  /** Writes one event in the stream's wire format. */
  send: (type: string, data: unknown) => void;
  /** Ends the stream (the server is stopping, or the person may no longer listen). */
  close: () => void;
};

export type Hub = {
  /** Adds a stream; returns the function that removes it. */
  subscribe: (subscriber: Subscriber) => () => void;
  /** Hands an event to the open streams of its organization (or of its one person), closing
   * them after a closing event (CLOSING_LIVE_EVENTS). */
  dispatch: (event: LiveEvent) => void;
  /** Hands an event to every open stream of this process. */
  broadcast: (type: string, data: unknown) => void;
  closeAll: () => void;
  size: () => number;
};

/** The in-memory fan-out of one server process, by organization. */
export function createHub(): Hub {
  const byOrganization = new Map<string, Set<Subscriber>>();
  const deliver = (subscriber: Subscriber, type: string, data: unknown) => {
    try {
      subscriber.send(type, data);
    } catch {
      // A stream that cannot take a write is closing; its own close handler unsubscribes it.
    }
  };
  return {
    subscribe(subscriber) {
      let set = byOrganization.get(subscriber.organizationId);
      if (!set) byOrganization.set(subscriber.organizationId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byOrganization.get(subscriber.organizationId) === set)
          byOrganization.delete(subscriber.organizationId);
      };
    },
    dispatch(event) {
      const set = byOrganization.get(event.organizationId);
      if (!set) return;
      const closing = CLOSING_LIVE_EVENTS.has(event.type);
      for (const subscriber of [...set])
        if (!event.userId || event.userId === subscriber.userId) {
          deliver(subscriber, event.type, event.data);
          if (closing) subscriber.close();
        }
    },
    broadcast(type, data) {
      for (const set of byOrganization.values())
        for (const subscriber of [...set]) deliver(subscriber, type, data);
    },
    closeAll() {
      for (const set of byOrganization.values())
        for (const subscriber of [...set]) subscriber.close();
    },
    size() {
      let count = 0;
      for (const set of byOrganization.values()) count += set.size;
      return count;
    },
  };
}
