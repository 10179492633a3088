//! The page of a game in each of the five rule sets shows each unit in the states its rules
//! give it (`src/rules/*/states.rs`), its ratings, and the sides' tracks where the rule set
//! keeps them: what the players at the table need to read off it.

use super::{Server, get, play};
use crate::harness::{spw, temp_dir};

/// One rule set's game: its roster, the lines played on it, and what its page must show.
struct Case {
    rules: &'static str,
    roster: &'static str,
    lines: &'static [&'static [&'static str]],
    /// Each unit's name and the state badges it wears.
    states: &'static [(&'static str, &'static [&'static str])],
    /// Ratings shown as a label and its value.
    fields: &'static [(&'static str, &'static str)],
    /// Other words the page holds (the tracks, who acts next).
    words: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        rules: "schwerpunkt",
        roster: "[[unit]]\nname = \"1st Platoon\"\nside = \"Red\"\nfigures = 10\nmarksmanship = 4\n\
                 skill = 5\nmorale = 7\n[[unit]]\nname = \"Tigers\"\nside = \"Blue\"\nfigures = 8\n\
                 skill = 4\nmorale = 9\n",
        lines: &[
            &[
                "set",
                "Tigers",
                "pinned=true",
                "dug_in=true",
                "casualties=2",
            ],
            &[
                "fire",
                "--unit",
                "1st Platoon",
                "--target",
                "Tigers",
                "--shots",
                "2",
            ],
        ],
        states: &[("Tigers", &["pinned", "dug_in"])],
        fields: &[("figures", "8"), ("casualties", "2"), ("morale", "9")],
        words: &["fired this phase"],
    },
    Case {
        rules: "tsatf",
        roster: "[[unit]]\nname = \"1st Section\"\nside = \"British\"\nfigures = 10\n\
                 quality = \"veteran\"\nweapon = \"rifle\"\ntroop_type = \"infantry\"\nleader = true\n\
                 [[unit]]\nname = \"Gruppe Klein\"\nside = \"Germans\"\nfigures = 10\n\
                 quality = \"veteran\"\nweapon = \"rifle\"\ntroop_type = \"infantry\"\n",
        lines: &[
            &[
                "set",
                "Gruppe Klein",
                "pinned=true",
                "shaken=true",
                "wounded=1",
            ],
            &["set", "1st Section", "destroyed=true"],
        ],
        states: &[
            ("Gruppe Klein", &["pinned", "shaken"]),
            ("1st Section", &["leader", "destroyed"]),
        ],
        fields: &[("figures", "10"), ("quality", "veteran"), ("wounded", "1")],
        words: &[],
    },
    Case {
        rules: "portable",
        roster: "[[unit]]\nname = \"Royal Battery\"\nside = \"British\"\ntype = \"field-artillery\"\n\
                 army = \"european\"\ncommand = true\n[[unit]]\nname = \"Voltigeurs\"\n\
                 side = \"French\"\ntype = \"infantry-firearms\"\narmy = \"european\"\n",
        lines: &[
            &["set", "Voltigeurs", "pinned=true", "cover=true"],
            &["set", "Royal Battery", "destroyed=true"],
        ],
        states: &[
            ("Voltigeurs", &["pinned", "cover"]),
            ("Royal Battery", &["command", "destroyed"]),
        ],
        fields: &[("type", "infantry-firearms"), ("army", "european")],
        words: &[],
    },
    Case {
        rules: "frontier",
        roster: "[[unit]]\nname = \"Guns\"\nside = \"Red\"\ntype = \"field-artillery\"\n\
                 [[unit]]\nname = \"Rifles\"\nside = \"Blue\"\ntype = \"infantry\"\n",
        // Turn Sequence 4: the tiles are turned once the artillery fire is over.
        lines: &[
            &["set", "Rifles", "cover=true", "poor=true"],
            &["next"],
            &["next"],
            &["tiles"],
        ],
        states: &[("Rifles", &["cover", "poor"])],
        fields: &[("type", "field-artillery")],
        words: &["Next to act: <strong>"],
    },
    Case {
        rules: "series",
        roster: "[[side]]\nname = \"Axis\"\nc3i = [4, 3]\n[[side]]\nname = \"Allies\"\nc3i = [2, 2]\n\
                 [[unit]]\nname = \"2nd Pz\"\nside = \"Axis\"\nstrength = 8\nreduced = 4\nsteps = 2\n\
                 [[unit]]\nname = \"7th Rifles\"\nside = \"Allies\"\nstrength = 3\nsteps = 2\n",
        lines: &[
            &["set", "2nd Pz", "flipped=true", "out_of_supply=true"],
            &["set", "7th Rifles", "destroyed=true"],
        ],
        states: &[
            ("2nd Pz", &["flipped", "out_of_supply"]),
            ("7th Rifles", &["destroyed"]),
        ],
        fields: &[("strength", "8"), ("reduced", "4"), ("steps", "2")],
        words: &[
            "<th>C3I Points</th><th>Activity Points</th>",
            "<th scope=\"row\">Axis</th><td>4</td><td>0</td>",
            "<th scope=\"row\">Allies</th><td>2</td><td>0</td>",
        ],
    },
];

/// The page's unit `name`: from its heading to the end of its `<li>`.
fn unit_html<'a>(page: &'a str, name: &str) -> &'a str {
    let at = page
        .find(&format!("<h3>{name}</h3>"))
        .unwrap_or_else(|| panic!("no {name} on the page:\n{page}"));
    let rest = &page[at..];
    &rest[..rest.find("</li>").unwrap()]
}

#[test]
fn a_game_of_each_rule_set_shows_each_unit_s_states_on_the_page() {
    for case in CASES {
        let dir = temp_dir(&format!("serve-rules-{}", case.rules));
        let roster = dir.join("roster.toml");
        std::fs::write(&roster, case.roster).unwrap();
        let file = dir.join("game.spw");
        let (f, r) = (file.to_str().unwrap(), roster.to_str().unwrap());
        spw(&["game", "new", f, "--rules", case.rules, "--roster", r]).ok();
        for line in case.lines {
            play(&file, line);
        }
        let s = Server::start(&file, &[]);
        let page = get(&s.host(), &s.base()).body;
        let rules = case.rules;
        for (unit, states) in case.states {
            let html = unit_html(&page, unit);
            for state in *states {
                assert!(
                    html.contains(&format!(">{state}</span>")) && html.contains("badge state"),
                    "{rules}: {unit} not shown {state}:\n{html}"
                );
            }
            assert_eq!(
                states.contains(&"destroyed"),
                page.contains(&format!("class=\"unit destroyed\"><h3>{unit}</h3>")),
                "{rules}: {unit} drawn as destroyed or not:\n{html}"
            );
        }
        for (field, value) in case.fields {
            let shown = format!("<dt>{field}</dt><dd>{value}</dd>");
            assert!(page.contains(&shown), "{rules}: no {shown}:\n{page}");
        }
        for word in case.words {
            assert!(page.contains(word), "{rules}: no {word}:\n{page}");
        }
    }
}
