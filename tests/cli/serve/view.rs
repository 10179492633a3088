//! What `spw serve` prints, what its page and JSON hold, and what it never sends.

use serde_json::Value;

use super::{Events, Server, game, get, play};
use crate::harness::{spw, temp_dir};
use crate::schema::Validator;

/// The view is valid against the one schema of spw's JSON (`view` in it).
fn valid(v: &Value) {
    if let Err(e) = Validator::new().check(v) {
        panic!("{e}\n{v:#}");
    }
}

/// The names of a unit's fields (a `status` unit), in order.
fn field_names(unit: &Value) -> Vec<&str> {
    unit["fields"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

fn view_of(host: &str, base: &str) -> Value {
    let a = get(host, &format!("{base}view.json"));
    assert_eq!(a.status, 200, "{}", a.body);
    assert!(
        a.headers.contains("content-type: application/json"),
        "{}",
        a.headers
    );
    serde_json::from_str(&a.body).unwrap()
}

/// Every string of the players' answers, where a secret must not be.
fn players_text(s: &Server) -> String {
    let (host, base) = (s.host(), s.base());
    let mut all = String::new();
    for path in ["", "view.json"] {
        all.push_str(&get(&host, &format!("{base}{path}")).body);
    }
    for path in ["events", "events.json"] {
        let mut ev = Events::open(&host, &format!("{base}{path}"), None);
        all.push_str(&ev.next().unwrap().data);
    }
    all
}

#[test]
fn serve_prints_where_to_open_it_and_stops_cleanly_on_ctrl_c() {
    let file = game("serve-start");
    let s = Server::start(&file, &["--referee"]);
    assert!(s.players.starts_with("http://127.0.0.1:"), "{}", s.players);
    assert!(s.players.ends_with(":") || s.players.ends_with('/'));
    assert_eq!(s.base(), "/", "the players' view on loopback needs no key");
    let referee = s.referee_base();
    assert_eq!(referee.len(), "/".len() + 32 + "/".len(), "{referee}");
    let status = s.interrupt();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn the_json_start_is_valid_against_the_schema() {
    let file = game("serve-json-start");
    let mut child = std::process::Command::new(crate::harness::bin())
        .args([
            "--game",
            file.to_str().unwrap(),
            "--json",
            "serve",
            "--port",
            "0",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let v: Value = serde_json::from_str(&line).unwrap();
    valid(&v);
    assert_eq!(v["command"], "serve", "{v}");
    assert_eq!(v["version"], 2, "{v}");
    assert!(v["referee"].is_null(), "{v}");
}

#[test]
fn the_text_start_names_the_address_first() {
    let file = game("serve-text");
    let mut child = std::process::Command::new(crate::harness::bin())
        .args(["serve", "--game", file.to_str().unwrap(), "--port", "0"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(line.starts_with("players: http://127.0.0.1:"), "{line}");
}

/// `spw --json --game FILE WORD`'s answer.
fn word(file: &std::path::Path, w: &str) -> Value {
    let out = spw(&["--json", "--game", file.to_str().unwrap(), w]).ok();
    serde_json::from_str(out.trim()).unwrap()
}

#[test]
fn the_view_follows_the_game_and_matches_its_schema() {
    let file = game("serve-follow");
    let s = Server::start(&file, &["--referee"]);
    let (host, base) = (s.host(), s.base());
    let v = view_of(&host, &base);
    valid(&v);
    assert_eq!(v["view"], "players");
    assert_eq!(v["file"], "game.spw");
    assert_eq!(v["status"]["rules"], "schwerpunkt");
    assert_eq!(v["status"]["turn"], 1);
    assert_eq!(v["status"]["phase"]["index"], 0);
    let mut events = Events::open(&host, &format!("{base}events.json"), None);
    assert_eq!(events.next().unwrap().name, "view");
    play(
        &file,
        &[
            "fire",
            "--unit",
            "1st Platoon",
            "--target",
            "Tigers",
            "--shots",
            "4",
        ],
    );
    let v = events.until_entries(1);
    valid(&v);
    let roll = &v["log"][0];
    assert_eq!(roll["n"], 1);
    assert_eq!(
        roll["line"],
        "fire --unit '1st Platoon' --target Tigers --shots 4"
    );
    assert_eq!(roll["output"][0]["procedure"], "fire");
    let dice = roll["output"][0]["dice"].as_array().unwrap();
    assert_eq!(dice.len(), 4, "every die: {roll}");
    let page = get(&host, &base).body;
    assert!(page.contains("fire · Schwerpunkt 3.0"), "{page}");
    play(&file, &["next"]);
    let v = events.until_entries(2);
    assert_eq!(v["status"]["phase"]["index"], 1);
    play(&file, &["undo"]);
    let v = events.until_entries(3);
    assert_eq!(v["status"]["phase"]["index"], 0, "undo puts the phase back");
    assert_eq!(v["log"][1]["undone_by"], 3);
    play(&file, &["initiative"]);
    let v = events.until_entries(4);
    valid(&v);
    assert!(v["status"]["initiative"].is_string(), "{v}");
    let r = view_of(&host, &s.referee_base());
    valid(&r);
    assert_eq!(r["view"], "referee");
    // The referee's view reads the game as the game's own words do: `status` as it answers
    // (but the file's name for its path), and the entries as `log` has them, newest first.
    let mut status = word(&file, "status");
    status["game"] = Value::from("game.spw");
    assert_eq!(r["status"], status);
    let mut log: Vec<Value> = word(&file, "log")["entries"].as_array().unwrap().clone();
    log.reverse();
    assert_eq!(r["log"], Value::Array(log));
}

#[test]
fn what_the_roster_hides_is_never_sent_to_the_players() {
    let file = game("serve-hidden");
    play(
        &file,
        &[
            "fire",
            "--unit",
            "Hidden Snipers",
            "--target",
            "1st Platoon",
            "--shots",
            "3",
        ],
    );
    play(&file, &["morale", "--unit", "Tigers"]);
    play(&file, &["set", "Tigers", "note=ford-ambush-plan-b"]);
    play(
        &file,
        &[
            "fire",
            "--unit",
            "1st Platoon",
            "--target",
            "Tigers",
            "--shots",
            "2",
        ],
    );
    let s = Server::start(&file, &["--referee"]);
    let text = players_text(&s);
    for secret in [
        "ford-ambush-plan",
        "Hidden Snipers",
        "\"morale\":9",
        "<dt>morale</dt><dd>9",
    ] {
        assert!(!text.contains(secret), "{secret} sent to the players");
    }
    let v = view_of(&s.host(), &s.base());
    valid(&v);
    let log = v["log"].as_array().unwrap();
    // Newest first: the visible fire, the correction of a hidden field, the morale test that
    // reads the hidden morale, the hidden unit's fire.
    assert!(log[0]["withheld"].is_null(), "{}", log[0]);
    assert_eq!(log[0]["output"][0]["dice"].as_array().unwrap().len(), 2);
    for (i, why) in [
        (1, "details withheld"),
        (2, "details withheld"),
        (3, "keeps this entry"),
    ] {
        let r = &log[i];
        assert!(r["withheld"].as_str().unwrap().contains(why), "{r}");
        for gone in ["line", "roster", "filled", "unit", "stream"] {
            assert!(r.get(gone).is_none(), "{gone}: {r}");
        }
    }
    assert_eq!(log[2]["output"][0]["procedure"], "morale");
    assert!(log[2]["output"][0].get("dice").is_none(), "{}", log[2]);
    let tigers = &v["status"]["sides"][1]["units"][0];
    assert_eq!(tigers["name"], "Tigers");
    assert_eq!(
        field_names(tigers),
        ["figures", "skill"],
        "morale (the side's) and note (the unit's) hidden"
    );
    assert_eq!(
        v["status"]["sides"][1]["units"].as_array().unwrap().len(),
        1
    );
    assert!(
        v.get("hidden").is_none(),
        "the players are not told what is hidden"
    );
    // The referee's view has it all, marked.
    let r = view_of(&s.host(), &s.referee_base());
    valid(&r);
    let text = r.to_string();
    assert!(text.contains("ford-ambush-plan-b") && text.contains("Hidden Snipers"));
    assert_eq!(r["hidden"]["Hidden Snipers"], true);
    assert_eq!(r["hidden"]["Tigers"], serde_json::json!(["note", "morale"]));
    assert_eq!(
        r["status"]["sides"][1]["units"].as_array().unwrap().len(),
        2
    );
    // The referee's page marks it too.
    let page = get(&s.host(), &s.referee_base()).body;
    assert!(page.contains("Hidden Snipers") && page.contains("hidden from the players"));
    assert!(page.contains("<div class=\"hidden\""), "{page}");
}

#[test]
fn set_hides_and_shows_a_unit_in_play() {
    let file = game("serve-set-hidden");
    let s = Server::start(&file, &[]);
    let (host, base) = (s.host(), s.base());
    let mut events = Events::open(&host, &format!("{base}events.json"), None);
    events.next().unwrap();
    play(&file, &["set", "1st Platoon", "hidden=true"]);
    let v = events.until_entries(1);
    assert_eq!(
        v["status"]["sides"][0]["units"].as_array().unwrap().len(),
        0,
        "{v}"
    );
    assert!(!v.to_string().contains("1st Platoon"), "{v}");
    play(&file, &["set", "1st Platoon", "hidden=skill,marksmanship"]);
    let v = events.until_entries(2);
    let unit = &v["status"]["sides"][0]["units"][0];
    assert_eq!(field_names(unit), ["figures", "morale"]);
    // Which fields are hidden is the referee's to know.
    assert!(v["log"][0]["withheld"].is_string(), "{}", v["log"][0]);
    play(&file, &["undo"]);
    let v = events.until_entries(3);
    assert_eq!(
        v["status"]["sides"][0]["units"].as_array().unwrap().len(),
        0,
        "undone: hidden again"
    );
}

#[test]
fn a_roster_s_hidden_is_checked_where_it_is_read() {
    let dir = temp_dir("serve-hidden-bad");
    for (bad, says) in [
        ("hidden = \"yes\"", "hidden = \"yes\""),
        ("hidden = [\"morale\", 3]", "not a field name"),
        ("hidden = [\"name\"]", "always shown"),
        (
            "hidden = [\"moral\"]",
            "not a field of this rule set's units",
        ),
    ] {
        let r = dir.join("r.toml");
        std::fs::write(
            &r,
            format!("[[unit]]\nname = \"A\"\nside = \"Red\"\n{bad}\n"),
        )
        .unwrap();
        let f = dir.join(format!("g{}.spw", says.len()));
        let e = spw(&[
            "game",
            "new",
            f.to_str().unwrap(),
            "--roster",
            r.to_str().unwrap(),
        ])
        .fails(2);
        assert!(e.contains(says), "{bad}: {e}");
    }
    let file = game("serve-set-bad");
    let f = file.to_str().unwrap();
    let e = spw(&["--game", f, "set", "Tigers", "hidden=name"]).fails(2);
    assert!(e.contains("always shown"), "{e}");
    let e = spw(&["--game", f, "set", "Tigers", "hidden=a b"]).fails(2);
    assert!(e.contains("not a field name"), "{e}");
    // A misspelt field would hide nothing.
    let e = spw(&["--game", f, "set", "Tigers", "hidden=moral"]).fails(2);
    assert!(e.contains("moral, not a field"), "{e}");
}

#[test]
fn serve_refuses_what_it_cannot_do() {
    let file = game("serve-refuse");
    let f = file.to_str().unwrap();
    for (args, says, code) in [
        (vec!["serve"], "--game FILE", 2),
        (
            vec!["serve", "--game", f, "--seed", "3"],
            "--seed does not apply",
            2,
        ),
        (
            vec!["serve", "--game", f, "--bind", "not-an-address"],
            "not an address",
            2,
        ),
        (
            vec!["serve", "--game", f, "--lan", "--bind", "127.0.0.1"],
            "cannot be used with",
            2,
        ),
        (
            vec!["serve", "--game", "/nonexistent/game.spw"],
            "game.spw",
            2,
        ),
    ] {
        let e = spw(&args).fails(code);
        assert!(e.contains(says), "{args:?}: {e}");
    }
    // A line of a batch or of a game's session is no place for a server.
    let e = spw(&[]).stdin("serve\n").fails(2);
    assert!(e.contains("runs from the shell"), "{e}");
    let e = spw(&["--game", f]).stdin("serve\n").fails(2);
    assert!(e.contains("runs from the shell"), "{e}");
    // A port in use is a runtime failure, named.
    let first = Server::start(&file, &[]);
    let port = first.host().rsplit(':').next().unwrap().to_string();
    let e = spw(&["serve", "--game", f, "--port", &port]).fails(1);
    assert!(e.contains("in use"), "{e}");
}

#[test]
fn a_damaged_game_is_a_warning_on_the_page_not_a_crash() {
    use std::io::Write;
    let file = game("serve-damage");
    play(&file, &["roll", "d6"]);
    let s = Server::start(&file, &[]);
    let (host, base) = (s.host(), s.base());
    let mut events = Events::open(&host, &format!("{base}events.json"), None);
    events.next().unwrap();
    // A command being written, cut short and left so.
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&file)
        .unwrap();
    f.write_all(b"{\"n\":2,\"kind\":\"comm").unwrap();
    let v = loop {
        let e = events.next().unwrap();
        let v: Value = serde_json::from_str(&e.data).unwrap();
        if !v["warnings"].as_array().unwrap().is_empty() {
            break v;
        }
    };
    assert!(
        v["warnings"][0].as_str().unwrap().contains("cut short"),
        "{v}"
    );
    assert_eq!(v["entries"], 1);
    // A damaged line before the end: the game as last read, and why.
    f.write_all(b"\n{\"n\":3}\n").unwrap();
    let v = loop {
        let e = events.next().unwrap();
        let v: Value = serde_json::from_str(&e.data).unwrap();
        if v["warnings"].to_string().contains("damaged") {
            break v;
        }
    };
    valid(&v);
    assert_eq!(v["entries"], 1);
    assert!(
        v["warnings"][0]
            .as_str()
            .unwrap()
            .contains("spw game repair"),
        "{v}"
    );
    let page = get(&host, &base);
    assert_eq!(page.status, 200);
    assert!(page.body.contains("class=\"warning\""), "{}", page.body);
}

#[test]
fn a_burst_of_entries_between_two_reads_reaches_the_page_whole() {
    let file = game("serve-burst");
    let s = Server::start(&file, &[]);
    let (host, base) = (s.host(), s.base());
    let mut events = Events::open(&host, &format!("{base}events.json"), None);
    events.next().unwrap();
    // A batch piped into the game writes its entries faster than the server reads the file:
    // more than the ten a view lists come between two reads.
    let batch = "roll d6\n".repeat(40);
    spw(&["--game", file.to_str().unwrap()]).stdin(&batch).ok();
    let mut seen = std::collections::BTreeSet::new();
    loop {
        let v: Value = serde_json::from_str(&events.next().unwrap().data).unwrap();
        valid(&v);
        seen.extend(
            v["log"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["n"].as_u64().unwrap()),
        );
        if v["entries"] == 40 {
            break;
        }
    }
    let missing: Vec<u64> = (1..=40).filter(|n| !seen.contains(n)).collect();
    assert!(missing.is_empty(), "entries never sent: {missing:?}");
    // The next change lists the last ten again.
    play(&file, &["roll", "d6"]);
    let v = events.until_entries(41);
    assert_eq!(v["log"].as_array().unwrap().len(), 10, "{v}");
}
