// Loaded into the Auth emulator's process (node --import) before firebase-tools. firebase-tools
// treats every SIGINT, SIGTERM, SIGHUP and SIGQUIT as a request to stop and counts each kind
// separately, so a signal that reached it beside the one its parent sent (a service manager
// signalling every process of the service, a closed terminal) started a second shutdown that
// stopped the hub in the middle of the export. Here those signals are ignored: only the process
// that started the emulator stops it, over the IPC channel, once it has saved the accounts, or
// when that channel closes because the parent is gone.
const STOP_SIGNALS = new Set(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']);
const ignore = () => {};
for (const signal of STOP_SIGNALS) process.on(signal, ignore);

// firebase-tools' clean shutdown (and its hub's clean-up) listens for SIGINT as for the others.
const shutdownListeners = [];
for (const method of ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener']) {
  const original = process[method];
  process[method] = function (event, listener) {
    if (!STOP_SIGNALS.has(event)) return original.call(this, event, listener);
    if (event === 'SIGINT') shutdownListeners.push(listener);
    return this;
  };
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const listener of shutdownListeners) listener('SIGINT');
}

process.on('message', (message) => {
  if (message && message.type === 'stop') stop();
});
process.on('disconnect', stop);
// The channel alone does not keep the process running once firebase-tools has shut down.
process.channel?.unref();
