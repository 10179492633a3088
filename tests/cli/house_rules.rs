//! Typed tables compiled at load: a house rule's dice, roll ranges and cross-table checks are
//! refused when the file is read, naming the house-rule file, line and column (not the
//! built-in file), before any procedure runs.

use crate::case::Case;
use crate::harness::temp_dir;

/// Writes `text` as a house-rule `schwerpunkt.toml`: `spw --data DIR ARGS`, and the file.
fn house(name: &str, text: &str, args: &[&str]) -> (Case, String) {
    let dir = temp_dir(name);
    let file = dir.join("schwerpunkt.toml");
    std::fs::write(&file, text).unwrap();
    let case = Case::new(&["--data", dir.to_str().unwrap()]).args(args);
    (case, file.display().to_string())
}

#[test]
fn a_gap_or_overlap_in_roll_ranges_names_the_house_rule_file() {
    let damage = |rows: &str| {
        format!("[damage]\nsection = \"3.5\"\nabout = \"x\"\ndice = \"d6\"\nrows = [\n{rows}]\n")
    };
    let row = |roll: &str| format!("  {{ roll = \"{roll}\", name = \"n\", result = \"r\" }},\n");
    let args = ["penetrate", "-c", "5", "--vehicle", "D", "-m", "4"];
    let text = damage(&(row("1-3") + &row("5-6")));
    let (case, file) = house("house-gap", &text, &args);
    // Placed at the row after the gap, where the missing row goes.
    case.stderr_starts(&format!("error: {file}:7:5: [damage] rows:"))
        .refused(&["no row for a roll of 4"]);
    let text = damage(&(row("1-4") + &row("4-6")));
    let (case, _) = house("house-overlap", &text, &args);
    case.refused(&["rolls 1–4 and 4–6 overlap"]);
    let text = damage(&(row("1-2") + &row("x")));
    let (case, file) = house("house-range", &text, &args);
    case.refused(&[&format!("{file}:7:"), "\"x\" is not a roll range"]);
}

#[test]
fn a_bad_dice_field_is_refused_where_it_is_written() {
    let text = "[morale]\nsection = \"5.0\"\nabout = \"x\"\ndice = \"2q6\"\nofficer = 1\n\
                min_rating = 2\nmax_rating = 12\n";
    let (case, file) = house("house-dice", text, &["morale", "-m", "7"]);
    case.refused(&[
        &format!("{file}:4:8: [morale] dice:"),
        "\"2q6\" is not dice notation",
    ]);
    // A field that must be one die is refused at load too, not when a command parses it.
    let text = "[test]\nsection = \"1.6\"\nabout = \"x\"\ndie = \"2d6\"\n";
    let (case, file) = house("house-die", text, &["tables"]);
    case.refused(&[&format!("{file}:4:7: [test] die:"), "must be a single die"]);
}

#[test]
fn a_cross_table_check_names_the_file_that_supplied_the_table() {
    let text = "[barrage]\nsection = \"3.1\"\nabout = \"x\"\nobserver_die = \"d6\"\nmax_guns = 6\n\
                die = \"d8\"\ntemplate = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]\nsquare_inches = 4\n\
                dice_2d6 = \"2d6\"\ntemplate_2d6 = [[2, 6, 3], [5, 7, 9], [4, 8, 10]]\n";
    let (case, file) = house("house-template", text, &["barrage", "--guns", "2"]);
    case.refused(&[
        &format!("{file}:7:1: [barrage] template:"),
        "square 9 is not a roll of d8",
    ]);
}
