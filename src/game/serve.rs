//! `spw serve --game FILE`: the table's live view of a game (the server is the `spw-serve`
//! crate; the view is `view.rs`). It prints where to open the page (and, on a terminal, a
//! QR code of it for the phones), then serves until Ctrl-C.

use std::io::IsTerminal;
use std::net::SocketAddr;

use super::view::Live;
use crate::cli::{Global, ServeArgs};
use crate::dispatch::Out;
use crate::error::{Error, Result};

/// Refuses the global options `serve` would silently ignore (`request` refuses those no
/// command that throws no dice takes).
fn refuse_others(g: &Global) -> Result<()> {
    let given = [
        // SPW_SEED is for commands that throw dice; this one throws none.
        (g.seed.is_some() && !g.env_seed, "--seed"),
        (g.chances, "--chances"),
        (g.dice.is_some(), "--dice"),
        (g.cards.is_some(), "--cards"),
        (g.unit.is_some(), "--unit"),
        (g.target.is_some(), "--target"),
        (g.quiet, "--quiet"),
    ];
    match given.iter().find(|(on, _)| *on) {
        Some((_, name)) => Err(Error::usage(format!(
            "{name} does not apply to `serve`, which only shows the game; drop it"
        ))),
        None => Ok(()),
    }
}

/// Where to listen, as the options say.
fn bind(a: &ServeArgs) -> spw_serve::Bind {
    match a.bind {
        Some(addr) if addr.port() == 0 => spw_serve::Bind::Addr(SocketAddr::new(addr.ip(), a.port)),
        Some(addr) => spw_serve::Bind::Addr(addr),
        None if a.lan => spw_serve::Bind::Lan(a.port),
        None => spw_serve::Bind::Loopback(a.port),
    }
}

/// `spw serve`: its exit status (0 once stopped by Ctrl-C).
pub(crate) fn serve(g: &Global, a: &ServeArgs, out: &mut Out) -> Result<i32> {
    let Some(path) = &g.game else {
        return Err(Error::usage(
            "serve shows a game: name it with --game FILE (spw serve --game friday.spw)",
        ));
    };
    refuse_others(g)?;
    let live = Live::open(path, g)?;
    let mut config = spw_serve::Config::new(bind(a));
    config.referee = a.referee;
    let shown = path.display().to_string();
    let file = crate::render::screen::escape(&shown).into_owned();
    let json = g.json;
    let terminal = std::io::stdout().is_terminal();
    let r = spw_serve::run(config, live, |ready| {
        let text = if json {
            let v = serde_json::json!({
                "version": crate::render::json::VERSION,
                "command": "serve",
                "game": shown,
                "players": ready.players,
                "referee": ready.referee,
                "address": ready.addr.to_string(),
            });
            format!("{}\n", crate::render::json::line(&v))
        } else {
            started(&file, ready, terminal)
        };
        out.print(&text)
            .map_err(|e| std::io::Error::other(e.to_string()))
    });
    match r {
        Ok(()) => {
            eprintln!("{file}: the live view stopped");
            Ok(0)
        }
        Err(spw_serve::Error::Bind(addr, e)) => {
            let refused = spw_serve::Error::Bind(addr, e);
            let message = refused.to_string();
            match refused {
                // Not this machine's address: the user's to fix.
                spw_serve::Error::Bind(_, e)
                    if e.kind() == std::io::ErrorKind::AddrNotAvailable =>
                {
                    Err(Error::usage(message))
                }
                _ => Err(Error::Runtime(message)),
            }
        }
        Err(e) => Err(Error::Runtime(e.to_string())),
    }
}

/// What `serve` prints once it listens: the players' address first, then the referee's, the
/// QR code (on a terminal), and how to stop it.
fn started(file: &str, ready: &spw_serve::Ready, terminal: bool) -> String {
    let mut s = String::new();
    let mut urls = ready.players.iter();
    if let Some(first) = urls.next() {
        s.push_str(&format!("players: {first}\n"));
    }
    for other in urls {
        s.push_str(&format!("also:    {other}\n"));
    }
    if let Some(r) = &ready.referee {
        s.push_str(&format!("referee: {r}\n"));
    }
    if terminal {
        if let Some(qr) = ready.players.first().and_then(|u| spw_serve::qr_text(u)) {
            s.push_str(&qr);
            s.push('\n');
        }
    }
    s.push_str(&format!(
        "{file} is live at the address above, read-only; Ctrl-C stops it.\n"
    ));
    s
}
