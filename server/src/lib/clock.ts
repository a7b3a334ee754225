/** The time as services see it: injectable so tests can move it (a grant closes at midnight JST). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
