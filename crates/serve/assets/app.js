// spw's live view: the page listens to the server's events (server-sent events; it never
// polls), puts each new view in place, and says whether it is live. A lost connection (a
// phone asleep, the Wi-Fi gone) is tried again, and the first event after it is the game as
// it stands, read from the journal, so nothing missed is lost.
(() => {
  "use strict";
  const body = document.body;
  const live = document.getElementById("live");
  const view = document.getElementById("view");
  let version = body.dataset.version || "";
  let source = null;
  let wait = 1000;
  let timer = null;
  // When each view arrived (for the latency figures in bench/README.md).
  const seen = (window.spwSeen = []);

  function say(kind, text) {
    live.className = "badge " + kind;
    live.textContent = text;
  }

  function connect() {
    clearTimeout(timer);
    if (source) source.close();
    source = new EventSource(body.dataset.events);
    source.onopen = () => {
      wait = 1000;
      say("ok", "live");
    };
    source.addEventListener("view", (e) => {
      const v = e.lastEventId;
      // Events come in order on a connection; after a reconnection the first is the view as
      // it stands, the one shown already unless something changed (or the server restarted).
      if (v !== version) {
        view.innerHTML = e.data;
        version = v;
        body.dataset.version = v;
      }
      seen.push({ version: Number(v.split(".")[1]), at: Date.now() });
      if (seen.length > 1000) seen.splice(0, seen.length - 1000);
      say("ok", "live");
    });
    source.addEventListener("closed", () => {
      source.close();
      say("off", "stopped: the referee closed the live view");
      // It may be started again: look now and then.
      timer = setTimeout(connect, 30000);
    });
    source.onerror = () => {
      say("wait", "reconnecting…");
      if (source.readyState === EventSource.CLOSED) {
        timer = setTimeout(connect, wait);
        wait = Math.min(wait * 2, 15000);
      }
    };
  }

  // A phone woken up: reconnect at once rather than after the back-off.
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && (!source || source.readyState === EventSource.CLOSED)) connect();
  });
  connect();
})();
