//! `spw serve`'s options (the command itself is `game::serve`).

use std::net::SocketAddr;

use clap::Args;

/// The port `spw serve` listens on unless told otherwise: the same from game to game, so a
/// page bookmarked on loopback finds the next game.
pub(crate) const DEFAULT_PORT: u16 = 8470;

// Paragraphs without line breaks (clap wraps them), then examples.
pub(crate) const HELP: &str = "The page shows the turn, the phase, who has the initiative and \
who acts next, each side's units with their ratings and states, and the last rolls with every \
die, and follows the game live: a command written to it from the REPL or another window \
reaches every open page within half a second. It only reads the game file (no lock, nothing \
written). A unit marked hidden = true in the roster is never sent to the players' pages, nor \
the fields listed in hidden = [\"morale\", \"note\"] on a unit or a [[side]] (`set UNIT \
hidden=morale,note` changes it in play); the referee's view (--referee) shows everything. \
Beside the page: view.json, the same state as JSON, and events.json, each change of it as a \
server-sent event. With --json the first line it prints is a JSON object of the addresses. \
Ctrl-C stops it.

Examples:
  spw serve --game friday.spw
  spw serve --game friday.spw --lan --referee
  spw serve --game friday.spw --bind 192.168.1.20:8080";

#[derive(Args, Clone, Debug)]
pub(crate) struct ServeArgs {
    /// Listen on the table's network (every IPv4 address of this machine) rather than on this
    /// machine only; the address printed then carries an unguessable key that every request
    /// must present
    #[arg(long, conflicts_with = "bind")]
    pub lan: bool,
    /// Listen on this address (IP, or IP:PORT); as with --lan, the address printed carries
    /// its key
    #[arg(long, value_name = "ADDR", value_parser = bind_address)]
    pub bind: Option<SocketAddr>,
    /// The port to listen on (0: any free one)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// Also serve the referee's view (everything, what the players do not see marked), at an
    /// address with a key of its own
    #[arg(long)]
    pub referee: bool,
}

/// `--bind ADDR`: an IP address (the port from --port, marked 0 here) or IP:PORT.
fn bind_address(s: &str) -> Result<SocketAddr, String> {
    if let Ok(a) = s.parse::<SocketAddr>() {
        return Ok(a);
    }
    match s.parse::<std::net::IpAddr>() {
        Ok(ip) => Ok(SocketAddr::new(ip, 0)),
        Err(_) => Err(
            "not an address; give an IP address (192.168.1.20, ::1) or IP:PORT (192.168.1.20:8080)"
                .into(),
        ),
    }
}
