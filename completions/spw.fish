# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_spw_global_optspecs
    string join \n r/rules= seed= chances percent exact full goal= at-least= dice= cards= json color= data= q/quiet game= unit= target= again h/help V/version
end

function __fish_spw_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_spw_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_spw_using_subcommand
    set -l cmd (__fish_spw_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c spw -n "__fish_spw_needs_command" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_needs_command" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_needs_command" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_needs_command" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_needs_command" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_needs_command" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_needs_command" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_needs_command" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_needs_command" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_needs_command" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_needs_command" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_needs_command" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_needs_command" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_needs_command" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_needs_command" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_needs_command" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_needs_command" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_needs_command" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_needs_command" -s V -l version -d 'Print version'
complete -c spw -n "__fish_spw_needs_command" -f -a "roll" -d 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)'
complete -c spw -n "__fish_spw_needs_command" -f -a "draw" -d 'Draw cards (or chits, tiles) from a pool without replacement; the pool lasts the session'
complete -c spw -n "__fish_spw_needs_command" -f -a "pools" -d 'List the pools in play (decks, cups, bags) with what is left in each'
complete -c spw -n "__fish_spw_needs_command" -f -a "reshuffle" -d 'Put every item back into a pool (all pools when none is named), e.g. at the end of a turn'
complete -c spw -n "__fish_spw_needs_command" -f -a "table" -d 'Roll on a data table that has roll ranges'
complete -c spw -n "__fish_spw_needs_command" -f -a "tables" -d 'List the data tables with their rule sections, or print one'
complete -c spw -n "__fish_spw_needs_command" -f -a "rules" -d 'List the rule sets and their procedures with the rule section each implements, or explain one'
complete -c spw -n "__fish_spw_needs_command" -f -a "sheet" -d 'Print a rule set\'s tables and the exact odds of its common decisions, to pin beside the table'
complete -c spw -n "__fish_spw_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c spw -n "__fish_spw_needs_command" -f -a "man" -d 'Print the man page (roff)'
complete -c spw -n "__fish_spw_needs_command" -f -a "schema" -d 'Print the JSON Schema of what --json prints (schema/spw.schema.json)'
complete -c spw -n "__fish_spw_needs_command" -f -a "globals" -d 'The options every command takes, before or after its name (--chances, --seed, --dice, --json, ...)'
complete -c spw -n "__fish_spw_needs_command" -f -a "repl" -d 'Start the interactive session (the default when spw runs on a terminal with no command)'
complete -c spw -n "__fish_spw_needs_command" -f -a "game" -d 'A game kept in a file: every command, die and result on the record (JOURNAL.md)'
complete -c spw -n "__fish_spw_needs_command" -f -a "serve" -d 'Show a game live on the players\' phones and the table\'s screen: a read-only page on this machine, or with --lan on the table\'s Wi-Fi (spw serve --game FILE)'
complete -c spw -n "__fish_spw_needs_command" -f -a "status" -d 'In a game: the turn, the phase, the initiative, who acts next, the pools, the tracks and the units'
complete -c spw -n "__fish_spw_needs_command" -f -a "roster" -d 'In a game: the units on the table as they stand'
complete -c spw -n "__fish_spw_needs_command" -f -a "log" -d 'In a game: every command, die and result, by turn, and the after-action report'
complete -c spw -n "__fish_spw_needs_command" -f -a "next" -d 'In a game: on to the next phase of the turn, doing what the rules do at a phase\'s end and the next one\'s start'
complete -c spw -n "__fish_spw_needs_command" -f -a "undo" -d 'In a game: revert the last entry\'s effect on the pools, roster and tracks (the dice are not rewound)'
complete -c spw -n "__fish_spw_needs_command" -f -a "redo" -d 'In a game: play again what the last `undo` reverted (its line runs again, on new dice)'
complete -c spw -n "__fish_spw_needs_command" -f -a "again" -d 'In a game: run the last command again; `again -n 3 --cover` with those options changed or added'
complete -c spw -n "__fish_spw_needs_command" -f -a "set" -d 'In a game: correct a unit: set UNIT FIELD=VALUE... (recorded and undoable)'
complete -c spw -n "__fish_spw_needs_command" -f -a "unset" -d 'In a game: take fields off a unit: unset UNIT FIELD...'
complete -c spw -n "__fish_spw_needs_command" -f -a "unpin" -d 'In a game: the unit is no longer pinned (set UNIT pinned=false)'
complete -c spw -n "__fish_spw_needs_command" -f -a "rout" -d 'In a game: the unit is routed (set UNIT routed=true)'
complete -c spw -n "__fish_spw_needs_command" -f -a "rally" -d 'In a game: the unit is no longer routed, fleeing, shaken or retiring'
complete -c spw -n "__fish_spw_needs_command" -f -a "restore" -d 'In a game: the unit as the roster started it (a mistake put right)'
complete -c spw -n "__fish_spw_needs_command" -f -a "spend" -d 'In a game: spend [SIDE] N [WHY]: Activity Points of a side in a Series Schwerpunkt segment (11.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "stats" -d 'In a game: each side\'s luck, where its rolls fell in their exact distributions'
complete -c spw -n "__fish_spw_needs_command" -f -a "alias" -d 'In a game: alias NAME = COMMAND...: NAME then runs COMMAND (kept in the game); alone, lists them'
complete -c spw -n "__fish_spw_needs_command" -f -a "schwerpunkt" -d 'Schwerpunkt procedures (Nathan Ward\'s miniatures rules for the age of the rifle)'
complete -c spw -n "__fish_spw_needs_command" -f -a "portable" -d 'The Portable Wargame procedures (Bob Cordery\'s nineteenth-century rules for hexes, after Morschauser)'
complete -c spw -n "__fish_spw_needs_command" -f -a "frontier" -d 'Frontier procedures (Bob Cordery\'s \'modern\' grid rules after Joseph Morschauser)'
complete -c spw -n "__fish_spw_needs_command" -f -a "series" -d 'Schwerpunkt Series procedures (operational hex wargames: a Combat Results Table for any game, C3I and chits)'
complete -c spw -n "__fish_spw_needs_command" -f -a "tsatf" -d 'The Sword, the Flame, Machine guns and Grenades procedures (the Jackson Gamers\' WWII variant of Larry Brom\'s The Sword and the Flame)'
complete -c spw -n "__fish_spw_needs_command" -f -a "terrain" -d 'Terrain generation: a 6\'×4\' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)'
complete -c spw -n "__fish_spw_needs_command" -f -a "terrain-gen" -d 'Terrain generation: a 6\'×4\' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)'
complete -c spw -n "__fish_spw_needs_command" -f -a "initiative" -d 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
complete -c spw -n "__fish_spw_needs_command" -f -a "move" -d 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)'
complete -c spw -n "__fish_spw_needs_command" -f -a "movement" -d 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)'
complete -c spw -n "__fish_spw_needs_command" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "shoot" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "barrage" -d 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "artillery" -d 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "duel" -d 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
complete -c spw -n "__fish_spw_needs_command" -f -a "counter-battery" -d 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
complete -c spw -n "__fish_spw_needs_command" -f -a "save" -d 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
complete -c spw -n "__fish_spw_needs_command" -f -a "saving-throw" -d 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
complete -c spw -n "__fish_spw_needs_command" -f -a "pin" -d 'Pinning: pinned when the hits are half the unit\'s strength or more (rule 3.4)'
complete -c spw -n "__fish_spw_needs_command" -f -a "pinning" -d 'Pinning: pinned when the hits are half the unit\'s strength or more (rule 3.4)'
complete -c spw -n "__fish_spw_needs_command" -f -a "penetrate" -d 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
complete -c spw -n "__fish_spw_needs_command" -f -a "drift" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_needs_command" -f -a "smoke" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_needs_command" -f -a "gas" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_needs_command" -f -a "test" -d 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
complete -c spw -n "__fish_spw_needs_command" -f -a "skill-test" -d 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
complete -c spw -n "__fish_spw_needs_command" -f -a "melee" -d 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "flee" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "flight" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "retire" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "aircraft" -d 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "aa" -d 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "anti-aircraft" -d 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "strafe" -d 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
complete -c spw -n "__fish_spw_needs_command" -f -a "game-length" -d 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "game-end" -d 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "victory" -d 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "vp" -d 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "units" -d 'The unit types: movement, Close Combat Power and weapon range (Unit Types)'
complete -c spw -n "__fish_spw_needs_command" -f -a "unit-types" -d 'The unit types: movement, Close Combat Power and weapon range (Unit Types)'
complete -c spw -n "__fish_spw_needs_command" -f -a "activate" -d 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "activation" -d 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)'
complete -c spw -n "__fish_spw_needs_command" -f -a "close-combat" -d 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)'
complete -c spw -n "__fish_spw_needs_command" -f -a "cc" -d 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)'
complete -c spw -n "__fish_spw_needs_command" -f -a "tiles" -d 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)'
complete -c spw -n "__fish_spw_needs_command" -f -a "battle" -d 'Battle: d6 + battle power each; the higher wins, a winner\'s 6 destroys (Battles)'
complete -c spw -n "__fish_spw_needs_command" -f -a "attrition" -d 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)'
complete -c spw -n "__fish_spw_needs_command" -f -a "activity" -d 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "superiority" -d 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)'
complete -c spw -n "__fish_spw_needs_command" -f -a "chits" -d 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)'
complete -c spw -n "__fish_spw_needs_command" -f -a "crt" -d 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "losses" -d 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)'
complete -c spw -n "__fish_spw_needs_command" -f -a "event" -d 'Random Event: one die on the Random Events Table (rule 14.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "cards" -d 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)'
complete -c spw -n "__fish_spw_needs_command" -f -a "mortar" -d 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)'
complete -c spw -n "__fish_spw_needs_command" -f -a "grenades" -d 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)'
complete -c spw -n "__fish_spw_needs_command" -f -a "spot" -d 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)'
complete -c spw -n "__fish_spw_needs_command" -f -a "wound" -d 'Wound: a d6 to recover, stay wounded or die (WOUNDS)'
complete -c spw -n "__fish_spw_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand roll" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand roll" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand roll" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand roll" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand roll" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand roll" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand roll" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand roll" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand roll" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand roll" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand roll" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand roll" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand draw" -l pool -d 'The pool to draw from (`spw pools` lists them)' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand draw" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand draw" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand draw" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand draw" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l shuffle -d 'Put everything back into the pool first (in the REPL and batch mode the pool otherwise lasts the whole session)'
complete -c spw -n "__fish_spw_using_subcommand draw" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand draw" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand draw" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand draw" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand draw" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand draw" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand draw" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand draw" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand pools" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand pools" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand pools" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand pools" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand pools" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand pools" -l all -d 'In a game: every rule set\'s pools, not only the game\'s rule set\'s and the shared ones'
complete -c spw -n "__fish_spw_using_subcommand pools" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand pools" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand pools" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand pools" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand pools" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand pools" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand pools" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand pools" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand reshuffle" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand table" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand table" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand table" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand table" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand table" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand table" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand table" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand table" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand table" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand table" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand table" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand table" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tables" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tables" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tables" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tables" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tables" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l template -d 'Print a documented house-rule template of the charts a game prints itself, for the rule set NAME (`spw tables series --template > series.toml`)'
complete -c spw -n "__fish_spw_using_subcommand tables" -l toml -d 'Print the table as TOML, as it stands (house rules applied), to copy into a house-rule file and change'
complete -c spw -n "__fish_spw_using_subcommand tables" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tables" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tables" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tables" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tables" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tables" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tables" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tables" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand rules" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand rules" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand rules" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand rules" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand rules" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand rules" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand rules" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand rules" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand rules" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand rules" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand rules" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand rules" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand sheet" -l out -d 'Write the sheet to this file instead of printing it (HTML unless --format text)' -r -F
complete -c spw -n "__fish_spw_using_subcommand sheet" -l format -d 'html: a page to print; text: for a terminal. Default: text on a terminal without --out, else html' -r -f -a "html\t''
text\t''"
complete -c spw -n "__fish_spw_using_subcommand sheet" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand sheet" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand sheet" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand sheet" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand sheet" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand sheet" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand sheet" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand sheet" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand sheet" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand sheet" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand sheet" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand sheet" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand sheet" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand completions" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand completions" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand completions" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand completions" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand completions" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand completions" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand completions" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand completions" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand completions" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand completions" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand completions" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand man" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand man" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand man" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand man" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand man" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand man" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand man" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand man" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand man" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand man" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand man" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schema" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schema" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schema" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schema" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schema" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schema" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schema" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schema" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schema" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schema" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schema" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schema" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schema" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand globals" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand globals" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand globals" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand globals" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand globals" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand globals" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand globals" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand globals" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand globals" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand globals" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand globals" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand globals" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand globals" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand repl" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand repl" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand repl" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand repl" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand repl" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand repl" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand repl" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand repl" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand repl" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand repl" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand repl" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand repl" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -f -a "new" -d 'Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -f -a "open" -d 'Play the game in its interactive session (from a pipe: one command per line)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -f -a "replay" -d 'Re-run every entry from the seed and check each result is the one recorded'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -f -a "log" -d 'The after-action report: every command, die and result, by turn'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -f -a "repair" -d 'Keep the entries before a damaged line (the original is copied to FILE.damaged)'
complete -c spw -n "__fish_spw_using_subcommand game; and not __fish_seen_subcommand_from new open replay log repair help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l roster -d 'The units on the table: a TOML of [[unit]] tables with name, side and ratings, copied into the game (`--unit NAME` and `--target NAME` then fill a procedure\'s options), and optional [[side]] tables (name, and for the Series c3i = [turn 1, turn 2, ...], 7.1)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from open" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from replay" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l format -d 'text for the terminal, md for Markdown, json for the entries as they are recorded' -r -f -a "text\t''
md\t''
json\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l summary -d 'The after-action report alone, to hand to the players: who won and by what, each side\'s losses by unit, the turning points, each side\'s luck, the map and the roster at the end'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from log" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from repair" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from help" -f -a "new" -d 'Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from help" -f -a "open" -d 'Play the game in its interactive session (from a pipe: one command per line)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from help" -f -a "replay" -d 'Re-run every entry from the seed and check each result is the one recorded'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from help" -f -a "log" -d 'The after-action report: every command, die and result, by turn'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from help" -f -a "repair" -d 'Keep the entries before a damaged line (the original is copied to FILE.damaged)'
complete -c spw -n "__fish_spw_using_subcommand game; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand serve" -l bind -d 'Listen on this address (IP, or IP:PORT); as with --lan, the address printed carries its key' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l port -d 'The port to listen on (0: any free one)' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand serve" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand serve" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand serve" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand serve" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand serve" -l lan -d 'Listen on the table\'s network (every IPv4 address of this machine) rather than on this machine only; the address printed then carries an unguessable key that every request must present'
complete -c spw -n "__fish_spw_using_subcommand serve" -l referee -d 'Also serve the referee\'s view (everything, what the players do not see marked), at an address with a key of its own'
complete -c spw -n "__fish_spw_using_subcommand serve" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand serve" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand serve" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand serve" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand serve" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand serve" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand serve" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand status" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand status" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand status" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand status" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand status" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand status" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand status" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand status" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand status" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand status" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand status" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand status" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand roster" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand roster" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand roster" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand roster" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand roster" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand roster" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand roster" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand roster" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand roster" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand roster" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand roster" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand roster" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand roster" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand log" -l format -d 'text for the terminal, md for Markdown, json for the entries as they are recorded' -r -f -a "text\t''
md\t''
json\t''"
complete -c spw -n "__fish_spw_using_subcommand log" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand log" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand log" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand log" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand log" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand log" -l summary -d 'The after-action report alone: who won, the losses by unit, the turning points, the map'
complete -c spw -n "__fish_spw_using_subcommand log" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand log" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand log" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand log" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand log" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand log" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand log" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand log" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand next" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand next" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand next" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand next" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand next" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand next" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand next" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand next" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand next" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand next" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand next" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand next" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand next" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand undo" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand undo" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand undo" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand undo" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand undo" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand undo" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand undo" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand undo" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand undo" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand undo" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand undo" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand undo" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand undo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand redo" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand redo" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand redo" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand redo" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand redo" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand redo" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand redo" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand redo" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand redo" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand redo" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand redo" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand redo" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand redo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand again" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand again" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand again" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand again" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand again" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand again" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand again" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand again" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand again" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand again" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand again" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand again" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand again" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand set" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand set" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand set" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand set" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand set" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand set" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand set" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand set" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand set" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand set" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand set" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand set" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand unset" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand unset" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand unset" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand unset" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand unset" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand unset" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand unset" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand unset" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand unset" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand unset" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand unset" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand unset" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand unset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand unpin" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand unpin" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand unpin" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand unpin" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand unpin" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand unpin" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand unpin" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand unpin" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand unpin" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand unpin" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand unpin" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand unpin" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand unpin" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand rout" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand rout" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand rout" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand rout" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand rout" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand rout" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand rout" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand rout" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand rout" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand rout" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand rout" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand rout" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand rout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand rally" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand rally" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand rally" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand rally" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand rally" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand rally" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand rally" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand rally" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand rally" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand rally" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand rally" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand rally" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand rally" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand restore" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand restore" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand restore" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand restore" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand restore" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand restore" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand restore" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand restore" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand restore" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand restore" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand restore" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand restore" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand restore" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand spend" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand spend" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand spend" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand spend" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand spend" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand spend" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand spend" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand spend" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand spend" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand spend" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand spend" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand spend" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand spend" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand stats" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand stats" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand stats" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand stats" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand stats" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand stats" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand stats" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand stats" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand stats" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand stats" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand stats" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand stats" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand alias" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand alias" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand alias" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand alias" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand alias" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand alias" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand alias" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand alias" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand alias" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand alias" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand alias" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand alias" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "terrain" -d 'Terrain generation: a 6\'×4\' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "terrain-gen" -d 'Terrain generation: a 6\'×4\' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "initiative" -d 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "move" -d 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "movement" -d 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "shoot" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "barrage" -d 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "artillery" -d 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "duel" -d 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "counter-battery" -d 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "save" -d 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "saving-throw" -d 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "pin" -d 'Pinning: pinned when the hits are half the unit\'s strength or more (rule 3.4)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "pinning" -d 'Pinning: pinned when the hits are half the unit\'s strength or more (rule 3.4)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "penetrate" -d 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "drift" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "smoke" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "gas" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "test" -d 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "skill-test" -d 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "melee" -d 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "flee" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "flight" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "retire" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "aircraft" -d 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "aa" -d 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "anti-aircraft" -d 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "strafe" -d 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "game-length" -d 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "game-end" -d 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "victory" -d 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "vp" -d 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s t -l theatre -d 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s f -l format -d 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]' -r -f -a "text\t'A map for the terminal, with every die'
svg\t'A picture of the table to scale'
json\t'The table as JSON (the same as --json)'
toml\t'The table as TOML'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s n -l count -d 'How many tables to make, one after another from the same dice' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s o -l out -d 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -l flat -d 'Particularly flat ground: a 4 on the hills d4 means no hills'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s t -l theatre -d 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s f -l format -d 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]' -r -f -a "text\t'A map for the terminal, with every die'
svg\t'A picture of the table to scale'
json\t'The table as JSON (the same as --json)'
toml\t'The table as TOML'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s n -l count -d 'How many tables to make, one after another from the same dice' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s o -l out -d 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -l flat -d 'Particularly flat ground: a 4 on the hills d4 means no hills'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from terrain-gen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l sides -d 'The sides\' names, in the order they roll (2 to 6 names)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l phase -d 'The phase about to start (1.10); changes only the words of the result' -r -f -a "artillery\t'1. off-table artillery fire'
movement\t'2. movement'
shooting\t'3. on-table shooting'
air\t'4. air power: worked out simultaneously, no initiative roll'
morale\t'5. resolve morale'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from initiative" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l rating -d 'The distance in the unit\'s profile, in inches (2.0); the die is added to it (1.6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l obstacle -d 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l difficult -d 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -l partial-damage -d 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from move" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l rating -d 'The distance in the unit\'s profile, in inches (2.0); the die is added to it (1.6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l obstacle -d 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l difficult -d 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -l partial-damage -d 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from movement" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l guns -d 'Guns firing: one d10 each, at most 6 in one barrage (3.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l observer -d 'The observer\'s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -l 2d6 -d 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from barrage" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l guns -d 'Guns firing: one d10 each, at most 6 in one barrage (3.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l observer -d 'The observer\'s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -l 2d6 -d 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from artillery" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l guns -d 'Guns in the firing battery: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l skill -d 'The firing battery\'s skill: a gun hits on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l enemy-skill -d 'The enemy battery\'s skill: it saves a hit gun on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l enemy-guns -d 'The enemy\'s guns: hits beyond this many are wasted (each hit is on a different gun)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from duel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l guns -d 'Guns in the firing battery: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l skill -d 'The firing battery\'s skill: a gun hits on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l enemy-skill -d 'The enemy battery\'s skill: it saves a hit gun on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l enemy-guns -d 'The enemy\'s guns: hits beyond this many are wasted (each hit is on a different gun)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from counter-battery" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l skill -d 'The figures\' skill rating: a hit is saved on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l hits -d 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l building-template -d 'A template weapon hit a building: its N occupants each take a skill test (3.9)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l cover -d 'The unit is in cover (+1 to the save, 3.3)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l rifle-grenade -d 'The hits are from rifle grenades (+1 to the save, 3.8)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -l flamethrower-bunker -d 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from save" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l skill -d 'The figures\' skill rating: a hit is saved on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l hits -d 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l building-template -d 'A template weapon hit a building: its N occupants each take a skill test (3.9)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l cover -d 'The unit is in cover (+1 to the save, 3.3)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l rifle-grenade -d 'The hits are from rifle grenades (+1 to the save, 3.8)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -l flamethrower-bunker -d 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from saving-throw" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l hits -d 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l strength -d 'The unit\'s strength: its figures' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pin" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l hits -d 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l strength -d 'The unit\'s strength: its figures' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from pinning" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -s c -l class -d 'The weapon\'s armour-penetration class: 1 to 10, or a class\'s name (rifle, hmg)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l vehicle -d 'The target\'s armour class: soft, or B to L' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -s m -l marksmanship -d 'The firer\'s marksmanship: the shot hits on this or more on a d6, after the modifiers' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l facing -d 'The face of the vehicle attacked: side, rear and belly lower the percentile score needed' -r -f -a "front\t''
side\t''
rear\t''
belly\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l aim -d 'Aiming for the tracks or the turret ring: harder to hit, easier to penetrate' -r -f -a "tracks\t''
turret-ring\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l shots -d 'Several shots (a section of rifles, 3.0): N to-hit rolls, then a penetration and a damage roll for each hit' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l sf -d 'A sustained-fire weapon (an HMG, 1.7, 3.0): N SF dice with no reference to marksmanship; the hits are their sum, then a penetration and a damage roll for each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l figures -d 'With --assault: the figures in contact, one penetration roll each (4.2, ruling)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l pinned -d 'The FIRING unit is pinned (3.0, 3.4: −1 to the roll, so the score needed +1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l moved -d 'The FIRING unit has moved this turn (3.0: −1 to the roll, so the score needed +1); the target moving is --moving'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l moving -d 'The TARGET vehicle is moving (3.5: to hit +1); the firer having moved is --moved'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l hull-down -d 'The target is hull down (to hit +1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l long-range -d 'The target is at long range: half the weapon\'s range or more (to hit +1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -l assault -d 'Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from penetrate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -l gas -d 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from drift" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -l gas -d 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from smoke" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -l gas -d 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from gas" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l skill -d 'The skill rating: a test passes on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l figures -l tests -d 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l for -d 'What the test is for; changes only the words of the result' -r -f -a "obstacle\t'2.0: to get through fences, hedges, barbed wire'
dig-in\t'2.0: to dig a trench, dug in next turn'
gas-mask\t'3.6: to get gas masks on when a gas cloud touches'
building\t'3.9: occupants of a building hit by a template weapon'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l skill -d 'The skill rating: a test passes on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l figures -l tests -d 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l for -d 'What the test is for; changes only the words of the result' -r -f -a "obstacle\t'2.0: to get through fences, hedges, barbed wire'
dig-in\t'2.0: to dig a trench, dug in next turn'
gas-mask\t'3.6: to get gas masks on when a gas cloud touches'
building\t'3.9: occupants of a building hit by a template weapon'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from skill-test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l attacker-figures -d 'Figures of the attacking unit in the melee (all those in coherency, 4.0)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l attacker-ferocity -d 'The attacker\'s ferocity: a figure hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l attacker-skill -d 'The attacker\'s skill: each hit it takes is saved on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l attacker-morale -d 'The attacker\'s morale rating (2d6 of this or less passes)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l attacker-fatigue -d 'Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l defender-figures -d 'Figures of the assaulted unit in the melee' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l defender-ferocity -d 'The defender\'s ferocity: a figure hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l defender-skill -d 'The defender\'s skill: each hit it takes is saved on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l defender-morale -d 'The defender\'s morale rating (2d6 of this or less passes)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l defender-fatigue -d 'Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l gap -d 'With --pursue: inches between the units before the flight (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l attacker-officer -d 'The attacker\'s officer is with the unit (+1 to its morale, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l defender-officer -d 'The defender\'s officer is with the unit (+1 to its morale, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l continued -d 'The melee goes on from an earlier round: the defender has already stood (no test to stand)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -l pursue -d 'The winner pursues a side that flees 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from melee" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s m -l morale -d 'The unit\'s morale rating: it passes on 2d6 of this or less' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l hits -d 'Hits taken in this melee, subtracted from the rating (4.0)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l reason -d 'Why the test is taken (5.0 a–e); changes only the words of the result' -r -f -a "unpin\t'a) to rally a pinned unit'
rally\t'b) to rally a fleeing unit'
assault\t'c) to assault a tank or unit'
assaulted\t'd) when being assaulted'
losses\t'e) every turn after losing 75% of its strength'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s o -l officer -d 'The unit\'s officer is still with it (+1 to the rating, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l gap -d 'With --pursue: inches between the units before they move (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l pursue -d 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -l retire -d 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flee" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l gap -d 'With --pursue: inches between the units before they move (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l pursue -d 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -l retire -d 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from flight" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l gap -d 'With --pursue: inches between the units before they move (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l pursue -d 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -l retire -d 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from retire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l ours -d 'How many of our aircraft are rolled for this turn' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l our-reliability -d 'Our aircraft\'s reliability: one appears on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l theirs -d 'How many of the enemy\'s aircraft are rolled for this turn' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l their-reliability -d 'The enemy aircraft\'s reliability' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aircraft" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -s g -l guns -d 'AA guns firing; each fires twice in a turn (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -s s -l shots -d 'Shots fired, when fewer than two per gun are taken' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l range -d 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -l one-plane -d 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from aa" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -s g -l guns -d 'AA guns firing; each fires twice in a turn (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -s s -l shots -d 'Shots fired, when fewer than two per gun are taken' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l range -d 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -l one-plane -d 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from anti-aircraft" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l range -d 'The distance from the aircraft\'s base to the unit attacked, in inches (12" at most)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -l bombs -d 'The aircraft is armed with bombs (otherwise it has only machine guns)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from strafe" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-length" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from game-end" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l sides -d 'The two sides\' names, as in the other options\' pairs' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l main -d 'The side holding the main objective without dispute (no enemy within 5"); omit if neither' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l secondary -d 'Secondary objectives each side holds without dispute, as a pair: 2,1' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l destroyed -d 'Points of the enemy force each side removed from the table, as a pair: 450,300' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from victory" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l sides -d 'The two sides\' names, as in the other options\' pairs' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l main -d 'The side holding the main objective without dispute (no enemy within 5"); omit if neither' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l secondary -d 'Secondary objectives each side holds without dispute, as a pair: 2,1' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l destroyed -d 'Points of the enemy force each side removed from the table, as a pair: 450,300' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from vp" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "terrain" -d 'Terrain generation: a 6\'×4\' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "initiative" -d 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "move" -d 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "barrage" -d 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "duel" -d 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "save" -d 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "pin" -d 'Pinning: pinned when the hits are half the unit\'s strength or more (rule 3.4)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "penetrate" -d 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "drift" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "test" -d 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "melee" -d 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "flee" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "aircraft" -d 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "aa" -d 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "strafe" -d 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "game-length" -d 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "victory" -d 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "units" -d 'The unit types: movement, Close Combat Power and weapon range (Unit Types)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "unit-types" -d 'The unit types: movement, Close Combat Power and weapon range (Unit Types)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "activate" -d 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "activation" -d 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "initiative" -d 'Which side activates first: a d6 each, the highest goes first (Turn Sequence 2)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "artillery" -d 'Artillery fire: where it lands, then its effect on the Unit there (Artillery Fire, Note 3)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "fire" -d 'Non-artillery fire: a d6 per Unit firing, to destroy or pin the target (Non-Artillery Fire, Pinning)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "shoot" -d 'Non-artillery fire: a d6 per Unit firing, to destroy or pin the target (Non-Artillery Fire, Pinning)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "close-combat" -d 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "cc" -d 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)'
complete -c spw -n "__fish_spw_using_subcommand portable; and not __fish_seen_subcommand_from units unit-types activate activation initiative artillery fire shoot close-combat cc help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -s t -l type -d 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from units" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -s t -l type -d 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from unit-types" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -s u -l units -d 'The Units the army has now, the Command Unit included (unless --command-lost)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -s a -l army -d 'European armies round the dice for their Units up, Native armies down' -r -f -a "european\t'One die for every three Units, rounded up'
native\t'One die for every three Units, rounded down'"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l command-lost -d 'The army has lost its Command Unit (or never had one): no die for it'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -l d6 -d 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -s u -l units -d 'The Units the army has now, the Command Unit included (unless --command-lost)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -s a -l army -d 'European armies round the dice for their Units up, Native armies down' -r -f -a "european\t'One die for every three Units, rounded up'
native\t'One die for every three Units, rounded down'"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l command-lost -d 'The army has lost its Command Unit (or never had one): no die for it'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -l d6 -d 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from activation" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l sides -d 'The two sides\' names, in the order they throw' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from initiative" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -s t -l type -d 'The firing Artillery Unit\'s type: light-field-artillery, field-artillery, fortress-artillery' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l range -d 'Hexes from the Artillery Unit to the target hex, counted through hex sides' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l direct -d 'Direct fire: the whole target Unit can be seen and it is not in cover (the default)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l indirect -l cover -d 'Indirect fire: the target is in cover (woods, built-up area, fortification) or not wholly seen'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l pinned -d 'The target is pinned: deemed under cover (Pinning), so the fire is indirect (ruling)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -l two-hexes -d 'Two hexes lie immediately in front of and behind the target: odd is left, even right (Note 3)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from artillery" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -s u -l units -d 'Non-artillery Units firing at the target: a d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -s t -l type -d 'The firing Units\' type (infantry-firearms, machine-guns, ...): checked against its weapon range (Unit Types)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l range -d 'Hexes to the target, counted through hex sides: no more than the firer\'s weapon range' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l cover -d 'The target is in cover (woods, a built-up area, a fortification) or not wholly seen'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -l pinned -d 'The target is pinned: it counts as in cover even in the open (Pinning)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from fire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -s u -l units -d 'Non-artillery Units firing at the target: a d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -s t -l type -d 'The firing Units\' type (infantry-firearms, machine-guns, ...): checked against its weapon range (Unit Types)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l range -d 'Hexes to the target, counted through hex sides: no more than the firer\'s weapon range' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l cover -d 'The target is in cover (woods, a built-up area, a fortification) or not wholly seen'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -l pinned -d 'The target is pinned: it counts as in cover even in the open (Pinning)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from shoot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l attacker -d 'The attacking Unit\'s type (the last to move into contact): infantry-firearms, cavalry, ...' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l defender -d 'The defending Unit\'s type' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l attackers -d 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l defender-in -d 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)' -r -f -a "woods\t'Woods: the attacker −1'
bua\t'A built-up area: the attacker −2'
fortification\t'A fortification: the attacker −2'"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l dismounted -d 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry' -r -f -a "cavalry\t'The side that is cavalry (what a bare --dismounted means)'
attacker\t''
defender\t''
both\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l uphill -d 'The defender is above the attacker on a hill (attacker −1, Hills)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -l from-river -d 'The attacker is in a river hex (attacker −1, Rivers)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from close-combat" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l attacker -d 'The attacking Unit\'s type (the last to move into contact): infantry-firearms, cavalry, ...' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l defender -d 'The defending Unit\'s type' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l attackers -d 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3' -r
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l defender-in -d 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)' -r -f -a "woods\t'Woods: the attacker −1'
bua\t'A built-up area: the attacker −2'
fortification\t'A fortification: the attacker −2'"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l dismounted -d 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry' -r -f -a "cavalry\t'The side that is cavalry (what a bare --dismounted means)'
attacker\t''
defender\t''
both\t''"
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l uphill -d 'The defender is above the attacker on a hill (attacker −1, Hills)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -l from-river -d 'The attacker is in a river hex (attacker −1, Rivers)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from cc" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "units" -d 'The unit types: movement, Close Combat Power and weapon range (Unit Types)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "activate" -d 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "initiative" -d 'Which side activates first: a d6 each, the highest goes first (Turn Sequence 2)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "artillery" -d 'Artillery fire: where it lands, then its effect on the Unit there (Artillery Fire, Note 3)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "fire" -d 'Non-artillery fire: a d6 per Unit firing, to destroy or pin the target (Non-Artillery Fire, Pinning)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "close-combat" -d 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)'
complete -c spw -n "__fish_spw_using_subcommand portable; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -f -a "tiles" -d 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -f -a "activation" -d 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -f -a "artillery" -d 'Artillery fire: a d6 for where it lands, a d6 for its effect (Artillery)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -f -a "units" -d 'The unit types: move, artillery range and battle power (Movement, Artillery, Battles)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -f -a "battle" -d 'Battle: d6 + battle power each; the higher wins, a winner\'s 6 destroys (Battles)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and not __fish_seen_subcommand_from tiles activation artillery units battle help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l units -d 'Units on the table, named 1 … N (instead of --side)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l side -d 'A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l fired -d 'Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their tiles are removed, so they do not activate (step 3)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l place -d 'A unit whose place in the activation order to report (quantity place)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from tiles" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l units -d 'Units on the table, named 1 … N (instead of --side)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l side -d 'A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l fired -d 'Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their tiles are removed, so they do not activate (step 3)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l place -d 'A unit whose place in the activation order to report (quantity place)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from activation" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l type -d 'The firing unit\'s type (afv, anti-tank-guns, mortars, infantry-guns, mountain-artillery, light-field-artillery, field-artillery, heavy-artillery)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l range -d 'Grid squares to the target square, counted orthogonally' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l variant -d 'Which scatter table: the rules\' (original), or one of the two from the comments' -r -f -a "original\t'1 left, 2 beyond, 3 right, 4 short, 5–6 on target (the rules)'
clock\t'1 beyond, 2 right, 3 short, 4 left, 5–6 on target (the author\'s alternative)'
centric\t'1 short, 2 left, 3–4 on target, 5 right, 6 beyond (the \'centric\' suggestion)'"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -l indirect -d 'Indirect fire: the target cannot all be seen, or is in fortifications, a built-up area or a wood (effect 6 only). For AFVs and anti-tank guns, which never fire at what they cannot see: the target they see is in such cover'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from artillery" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l type -d 'Show only this type (infantry, cavalry, afv, machine-guns, anti-tank-guns, mortars, infantry-guns, mountain-artillery, light-field-artillery, field-artillery, heavy-artillery)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from units" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l attacker -d 'The attacking unit\'s type (see `spw frontier units`)' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l defender -d 'The defending unit\'s type' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l attacker-in -d 'The attacker is in cover (+1) or fortifications (+2)' -r -f -a "cover\t'Built-up areas, woods: +1'
fortification\t'Trenches, pillboxes: +2'"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l defender-in -d 'The defender is in cover (built-up area, woods: +1) or fortifications (trenches, pillboxes: +2)' -r -f -a "cover\t'Built-up areas, woods: +1'
fortification\t'Trenches, pillboxes: +2'"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l defender-above -d 'Hill contours the defender stands above the attacker, −2 to 2 (negative: below). The unit below loses 1 per contour, the unit above gains 1' -r
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l cannot-retreat -d 'The loser cannot retreat and is destroyed: the defender (the default when no side is given), the attacker, or both' -r -f -a "attacker\t''
defender\t''
both\t''"
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l attacker-poor -d 'The attacker is poor quality infantry or cavalry (−1)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l defender-poor -d 'The defender is poor quality infantry or cavalry (−1)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -l from-river -d 'The attacker attacks from a grid square with a river in it (−1)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from battle" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from help" -f -a "tiles" -d 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from help" -f -a "artillery" -d 'Artillery fire: a d6 for where it lands, a d6 for its effect (Artillery)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from help" -f -a "units" -d 'The unit types: move, artillery range and battle power (Movement, Artillery, Battles)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from help" -f -a "battle" -d 'Battle: d6 + battle power each; the higher wins, a winner\'s 6 destroys (Battles)'
complete -c spw -n "__fish_spw_using_subcommand frontier; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "attrition" -d 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "activity" -d 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "superiority" -d 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "chits" -d 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "crt" -d 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "losses" -d 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "event" -d 'Random Event: one die on the Random Events Table (rule 14.0)'
complete -c spw -n "__fish_spw_using_subcommand series; and not __fish_seen_subcommand_from attrition activity superiority chits crt losses event help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l column -d 'The Attrition Table column: clear, rough or winter in the example table' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l units -d 'Units checking (each rolls one die, 6.5)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l drm -d 'A die roll modifier (repeat for each; summed, 3.3)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from attrition" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l c3i -d 'C3I Points spent this Schwerpunkt Segment: 0 to 3 (0 ends the segment, 7.2)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from activity" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l attacker-rating -d 'The highest tactical rating among the attacking units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l defender-rating -d 'The highest tactical rating among the defending units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l attacker-cup -d 'Whose cup the attacker draws from; the defender draws from the other' -r -f -a "a\t'Player A\'s cup (pool cup_a)'
b\t'Player B\'s cup (pool cup_b)'"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l concentric -d 'The attack is concentric: the attacker\'s rating +1 (12.72)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l attacker-oos -d 'The attacker\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l defender-oos -d 'The defender\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -l defender-motorized -d 'Every defending unit is motorized (combat refusal if superior, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from superiority" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l attacker-rating -d 'The highest tactical rating among the attacking units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l defender-rating -d 'The highest tactical rating among the defending units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l attacker-cup -d 'Whose cup the attacker draws from; the defender draws from the other' -r -f -a "a\t'Player A\'s cup (pool cup_a)'
b\t'Player B\'s cup (pool cup_b)'"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l concentric -d 'The attack is concentric: the attacker\'s rating +1 (12.72)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l attacker-oos -d 'The attacker\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l defender-oos -d 'The defender\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -l defender-motorized -d 'Every defending unit is motorized (combat refusal if superior, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from chits" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -s a -l attacker -d 'An attacking unit\'s combat strength (once per unit; fractions such as 2.5 or 5/2 are kept per unit, the side\'s total rounded down, 3.2)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -s d -l defender -d 'A defending unit\'s combat strength (once per unit, as --attacker)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l odds -d 'The odds already worked out, attacker to defender: 7:2 (rounded down to a column, 12.5)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l drm -d 'A die roll modifier (repeat for each; summed, then clamped to the CRT\'s limit, 12.7)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l shift -d 'Column shifts: +1 one column right (better for the attacker), -1 one left' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l crt -d 'Which CRT of the data: the default, or one a house rule adds (docs/crt.md)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -l all-columns -d 'With --chances: the whole CRT at once, every result\'s exact chance in every column (the DRMs apply); with --goal, the goal\'s chance in every column'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from crt" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l hits -d 'The final Combat Hits against this side, after combat chits (12.8)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l units -d 'The units involved on this side (each absorbs step losses in turn, 12.8)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l retreat -d 'Retreat hexes the defender chooses (default: the fewest the rules require)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l attacker -d 'These are the attacker\'s hits: all are step losses, the attacker never retreats (12.81)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l motorized -d 'Every defending unit is motorized (may retreat two hexes if In Supply, 12.81)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l out-of-supply -d 'The defenders are Out of Supply (motorized units then retreat one hex at most)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -l cannot-retreat -d 'The defenders have no retreat path (12.811): every hit is a step loss, and one more if the retreat was forced'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from losses" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from event" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "attrition" -d 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "activity" -d 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "superiority" -d 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "crt" -d 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "losses" -d 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "event" -d 'Random Event: one die on the Random Events Table (rule 14.0)'
complete -c spw -n "__fish_spw_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "cards" -d 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "move" -d 'Movement: D6s by troop type and terrain, inches moved (Movement)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "fire" -d 'Fire: D20s per weapon against the range tables, a hit card per hit (Fire Combat)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "shoot" -d 'Fire: D20s per weapon against the range tables, a hit card per hit (Fire Combat)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "mortar" -d 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "barrage" -d 'Off-board artillery: 2D10 zone, a hit card per figure (Offboard Artillery and Heavy Mortars)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "close-combat" -d 'Close combat: stragglers, tests, then figure against figure (Close Combat, Hand Grenades)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "melee" -d 'Close combat: stragglers, tests, then figure against figure (Close Combat, Hand Grenades)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "grenades" -d 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "test" -d 'Test or morale check: a D20, that number or less passes (Tests and Morale Checks)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "spot" -d 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "wound" -d 'Wound: a d6 to recover, stay wounded or die (WOUNDS)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and not __fish_seen_subcommand_from cards move fire shoot mortar barrage close-combat melee grenades test spot wound help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l red -d 'The red side\'s units: how many (named R1, R2, ...) or their names left to right (--red a,b,c)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l black -d 'The black side\'s units: how many (named B1, B2, ...) or their names left to right' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l phase -d 'The phase the cards are for: move (Turn Sequence 1) or fire (2); only the words change' -r -f -a "move\t''
fire\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l place -d 'A unit whose place in the order to report (quantity place)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from cards" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l type -d 'Troop type: infantry, hmg-crew, mortar-crew, tracked or wheeled' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l terrain -d 'The ground: open, or rough (rough ground and woods)' -r -f -a "open\t''
rough\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l road -d 'Moving entirely on a road: adds the Road column\'s dice'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l limbering -l mounting -d 'Limbering or unlimbering, mounting or dismounting: the highest die is dropped'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l loading -d 'Loading or unloading trucks or trains: costs 2d6'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -l routing -d 'A routing unit (it failed Critical Morale): 4D6" to the rear this turn, whatever its type'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from move" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l quality -d 'The firers\' quality: picks the Rifle row for rifles and BARs (machine guns have one row)' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -s w -l weapon -d 'The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -s n -l firers -d 'How many of that weapon fire' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l range -d 'Distance to the target in inches: picks the close, medium or long range band' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -s c -l class -d 'The target\'s class: I moving in the open; II unmoving in the open, moving in rough or woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls, in trenches, foxholes or houses' -r -f -a "I\t''
II\t''
III\t''
IV\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -l shaken -d 'The firing unit is shaken: −1 to the dice, so it hits on one less'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from fire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l quality -d 'The firers\' quality: picks the Rifle row for rifles and BARs (machine guns have one row)' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -s w -l weapon -d 'The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -s n -l firers -d 'How many of that weapon fire' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l range -d 'Distance to the target in inches: picks the close, medium or long range band' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -s c -l class -d 'The target\'s class: I moving in the open; II unmoving in the open, moving in rough or woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls, in trenches, foxholes or houses' -r -f -a "I\t''
II\t''
III\t''
IV\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -l shaken -d 'The firing unit is shaken: −1 to the dice, so it hits on one less'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from shoot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l quality -d 'The mortar crew\'s quality (the table has Green and Veteran rows)' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l range -d 'Distance to the aiming point in inches' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -s c -l class -d 'The target\'s class (as for fire: I moving in the open ... IV behind walls, in trenches)' -r -f -a "I\t''
II\t''
III\t''
IV\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l figures -d 'Figures under the blast template: a D20 each' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l medium -d 'A medium mortar (3" template, 12–42") instead of a light one (2", 6–30")'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l ranged -d 'A succeeding turn of fire on the same exact target: −2 to deviation direction and distance'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -l landed -d 'The round is already placed (deviation rolled): roll only for the --figures under it'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from mortar" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l weapons -d 'Weapons firing on the same impact point: +1" to width and depth for each after the first' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l figures -d 'Figures or vehicles in the beaten zone, friend or foe: a hit card each' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -l landed -d 'The zone is already rolled and laid out: turn only the cards for --figures'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from barrage" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l attacker -d 'The charging unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender -d 'The charged unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l attacker-figures -d 'The charging unit\'s figures: those that do not hang back as stragglers close' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-figures -d 'The charged unit\'s figures: each fights one closing attacker, as long as there are pairs' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l grenades -d 'Attacking figures that throw a grenade (the first pairs that fight): 2d6, the higher counts' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-grenades -d 'Defending figures that throw a grenade' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l attacker-crews -d 'The attackers are crews (the Green and Veteran Crews rows)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-crews -d 'The defenders are crews'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l attacker-leader -d 'The attacking unit has its leader (Close to Combat test)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-leader -d 'The defending unit has its leader (Stand and Fight test)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-shaken -d 'The defending unit is already shaken or pinned: −2 to stand'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l cover -d 'The defenders are in cover (the Defending in cover column)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l flank -d 'The defenders are charged in the flank or rear (that column)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l higher -d 'The defender is on higher elevation (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l gurkhas -d 'The attackers are Gurkhas (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l usmc -d 'The attackers are US Marines (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l wire -d 'The attack goes through wire (−2)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l attacker-serving -d 'The attackers are crewmen serving weapons (−1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-serving -d 'The defenders are crewmen serving weapons (−1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l attacker-smg -d 'The attackers are armed with submachine guns (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l defender-smg -d 'The defenders are armed with submachine guns (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -l campaign -d 'A campaign game: a 3–4 wounds instead of pushing back'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from close-combat" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l attacker -d 'The charging unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender -d 'The charged unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l attacker-figures -d 'The charging unit\'s figures: those that do not hang back as stragglers close' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-figures -d 'The charged unit\'s figures: each fights one closing attacker, as long as there are pairs' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l grenades -d 'Attacking figures that throw a grenade (the first pairs that fight): 2d6, the higher counts' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-grenades -d 'Defending figures that throw a grenade' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l attacker-crews -d 'The attackers are crews (the Green and Veteran Crews rows)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-crews -d 'The defenders are crews'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l attacker-leader -d 'The attacking unit has its leader (Close to Combat test)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-leader -d 'The defending unit has its leader (Stand and Fight test)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-shaken -d 'The defending unit is already shaken or pinned: −2 to stand'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l cover -d 'The defenders are in cover (the Defending in cover column)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l flank -d 'The defenders are charged in the flank or rear (that column)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l higher -d 'The defender is on higher elevation (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l gurkhas -d 'The attackers are Gurkhas (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l usmc -d 'The attackers are US Marines (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l wire -d 'The attack goes through wire (−2)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l attacker-serving -d 'The attackers are crewmen serving weapons (−1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-serving -d 'The defenders are crewmen serving weapons (−1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l attacker-smg -d 'The attackers are armed with submachine guns (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l defender-smg -d 'The defenders are armed with submachine guns (+1)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -l campaign -d 'A campaign game: a 3–4 wounds instead of pushing back'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from melee" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l units -d 'Basic units to roll a supply for' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from grenades" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l kind -d 'The test: close (to combat), stand (and fight), rally, major, critical or pinned morale' -r -f -a "close\t''
stand\t''
rally\t''
major\t''
critical\t''
pinned\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l quality -d 'The unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l leader -d 'The unit has its leader (the With Leader column)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -l shaken -d 'The unit is already shaken or pinned: −2 to the number needed to stand'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l quality -d 'The spotting unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l range -d 'Distance to the enemy unit in inches' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -l leader -d 'The spotting unit has its leader'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from spot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -l first -d 'The man\'s first attempt to recover (otherwise a later one)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from wound" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "cards" -d 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "move" -d 'Movement: D6s by troop type and terrain, inches moved (Movement)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "fire" -d 'Fire: D20s per weapon against the range tables, a hit card per hit (Fire Combat)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "mortar" -d 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "barrage" -d 'Off-board artillery: 2D10 zone, a hit card per figure (Offboard Artillery and Heavy Mortars)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "close-combat" -d 'Close combat: stragglers, tests, then figure against figure (Close Combat, Hand Grenades)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "grenades" -d 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "test" -d 'Test or morale check: a D20, that number or less passes (Tests and Morale Checks)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "spot" -d 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "wound" -d 'Wound: a d6 to recover, stay wounded or die (WOUNDS)'
complete -c spw -n "__fish_spw_using_subcommand tsatf; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand terrain" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand terrain" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand terrain" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand terrain" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand terrain" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -s t -l theatre -d 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -s f -l format -d 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]' -r -f -a "text\t'A map for the terminal, with every die'
svg\t'A picture of the table to scale'
json\t'The table as JSON (the same as --json)'
toml\t'The table as TOML'"
complete -c spw -n "__fish_spw_using_subcommand terrain" -s n -l count -d 'How many tables to make, one after another from the same dice' -r
complete -c spw -n "__fish_spw_using_subcommand terrain" -s o -l out -d 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout' -r -F
complete -c spw -n "__fish_spw_using_subcommand terrain" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand terrain" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand terrain" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand terrain" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand terrain" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand terrain" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand terrain" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand terrain" -l flat -d 'Particularly flat ground: a 4 on the hills d4 means no hills'
complete -c spw -n "__fish_spw_using_subcommand terrain" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s t -l theatre -d 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s f -l format -d 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]' -r -f -a "text\t'A map for the terminal, with every die'
svg\t'A picture of the table to scale'
json\t'The table as JSON (the same as --json)'
toml\t'The table as TOML'"
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s n -l count -d 'How many tables to make, one after another from the same dice' -r
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s o -l out -d 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout' -r -F
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -l flat -d 'Particularly flat ground: a 4 on the hills d4 means no hills'
complete -c spw -n "__fish_spw_using_subcommand terrain-gen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand initiative" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand initiative" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand initiative" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand initiative" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand initiative" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l sides -d 'The sides\' names, in the order they roll (2 to 6 names)' -r
complete -c spw -n "__fish_spw_using_subcommand initiative" -l phase -d 'The phase about to start (1.10); changes only the words of the result' -r -f -a "artillery\t'1. off-table artillery fire'
movement\t'2. movement'
shooting\t'3. on-table shooting'
air\t'4. air power: worked out simultaneously, no initiative roll'
morale\t'5. resolve morale'"
complete -c spw -n "__fish_spw_using_subcommand initiative" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand initiative" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand initiative" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand initiative" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand initiative" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand initiative" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand initiative" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand initiative" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand move" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand move" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand move" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand move" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand move" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l rating -d 'The distance in the unit\'s profile, in inches (2.0); the die is added to it (1.6)' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l obstacle -d 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)' -r
complete -c spw -n "__fish_spw_using_subcommand move" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand move" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand move" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand move" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand move" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand move" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand move" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand move" -l difficult -d 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)'
complete -c spw -n "__fish_spw_using_subcommand move" -l partial-damage -d 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)'
complete -c spw -n "__fish_spw_using_subcommand move" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand movement" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand movement" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand movement" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand movement" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand movement" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l rating -d 'The distance in the unit\'s profile, in inches (2.0); the die is added to it (1.6)' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l obstacle -d 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)' -r
complete -c spw -n "__fish_spw_using_subcommand movement" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand movement" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand movement" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand movement" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand movement" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand movement" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand movement" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand movement" -l difficult -d 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)'
complete -c spw -n "__fish_spw_using_subcommand movement" -l partial-damage -d 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)'
complete -c spw -n "__fish_spw_using_subcommand movement" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand fire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand fire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand fire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand fire" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand fire" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand fire" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand fire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand fire" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand fire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand shoot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand shoot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand shoot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand shoot" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand shoot" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand shoot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand scatter" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand scatter" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand scatter" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand scatter" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand scatter" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand scatter" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand scatter" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand scatter" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand scatter" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand scatter" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand scatter" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand scatter" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand barrage" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand barrage" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand barrage" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand barrage" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand barrage" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l guns -d 'Guns firing: one d10 each, at most 6 in one barrage (3.1)' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l observer -d 'The observer\'s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage' -r
complete -c spw -n "__fish_spw_using_subcommand barrage" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand barrage" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand barrage" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand barrage" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand barrage" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand barrage" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand barrage" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand barrage" -l 2d6 -d 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
complete -c spw -n "__fish_spw_using_subcommand barrage" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand artillery" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand artillery" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand artillery" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand artillery" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand artillery" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l guns -d 'Guns firing: one d10 each, at most 6 in one barrage (3.1)' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l observer -d 'The observer\'s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage' -r
complete -c spw -n "__fish_spw_using_subcommand artillery" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand artillery" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand artillery" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand artillery" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand artillery" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand artillery" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand artillery" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand artillery" -l 2d6 -d 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
complete -c spw -n "__fish_spw_using_subcommand artillery" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand duel" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand duel" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand duel" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand duel" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand duel" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l guns -d 'Guns in the firing battery: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l skill -d 'The firing battery\'s skill: a gun hits on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l enemy-skill -d 'The enemy battery\'s skill: it saves a hit gun on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l enemy-guns -d 'The enemy\'s guns: hits beyond this many are wasted (each hit is on a different gun)' -r
complete -c spw -n "__fish_spw_using_subcommand duel" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand duel" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand duel" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand duel" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand duel" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand duel" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand duel" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand duel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l guns -d 'Guns in the firing battery: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l skill -d 'The firing battery\'s skill: a gun hits on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l enemy-skill -d 'The enemy battery\'s skill: it saves a hit gun on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l enemy-guns -d 'The enemy\'s guns: hits beyond this many are wasted (each hit is on a different gun)' -r
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand counter-battery" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand save" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand save" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand save" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand save" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand save" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l skill -d 'The figures\' skill rating: a hit is saved on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l hits -d 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l building-template -d 'A template weapon hit a building: its N occupants each take a skill test (3.9)' -r
complete -c spw -n "__fish_spw_using_subcommand save" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand save" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand save" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand save" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand save" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand save" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand save" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand save" -l cover -d 'The unit is in cover (+1 to the save, 3.3)'
complete -c spw -n "__fish_spw_using_subcommand save" -l rifle-grenade -d 'The hits are from rifle grenades (+1 to the save, 3.8)'
complete -c spw -n "__fish_spw_using_subcommand save" -l flamethrower-bunker -d 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
complete -c spw -n "__fish_spw_using_subcommand save" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l skill -d 'The figures\' skill rating: a hit is saved on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l hits -d 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l building-template -d 'A template weapon hit a building: its N occupants each take a skill test (3.9)' -r
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l cover -d 'The unit is in cover (+1 to the save, 3.3)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l rifle-grenade -d 'The hits are from rifle grenades (+1 to the save, 3.8)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -l flamethrower-bunker -d 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
complete -c spw -n "__fish_spw_using_subcommand saving-throw" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand pin" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand pin" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand pin" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand pin" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand pin" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l hits -d 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l strength -d 'The unit\'s strength: its figures' -r
complete -c spw -n "__fish_spw_using_subcommand pin" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand pin" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand pin" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand pin" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand pin" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand pin" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand pin" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand pin" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand pinning" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand pinning" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand pinning" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand pinning" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand pinning" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l hits -d 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l strength -d 'The unit\'s strength: its figures' -r
complete -c spw -n "__fish_spw_using_subcommand pinning" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand pinning" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand pinning" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand pinning" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand pinning" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand pinning" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand pinning" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand pinning" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -s c -l class -d 'The weapon\'s armour-penetration class: 1 to 10, or a class\'s name (rifle, hmg)' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l vehicle -d 'The target\'s armour class: soft, or B to L' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -s m -l marksmanship -d 'The firer\'s marksmanship: the shot hits on this or more on a d6, after the modifiers' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l facing -d 'The face of the vehicle attacked: side, rear and belly lower the percentile score needed' -r -f -a "front\t''
side\t''
rear\t''
belly\t''"
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l aim -d 'Aiming for the tracks or the turret ring: harder to hit, easier to penetrate' -r -f -a "tracks\t''
turret-ring\t''"
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l shots -d 'Several shots (a section of rifles, 3.0): N to-hit rolls, then a penetration and a damage roll for each hit' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l sf -d 'A sustained-fire weapon (an HMG, 1.7, 3.0): N SF dice with no reference to marksmanship; the hits are their sum, then a penetration and a damage roll for each' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l figures -d 'With --assault: the figures in contact, one penetration roll each (4.2, ruling)' -r
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l pinned -d 'The FIRING unit is pinned (3.0, 3.4: −1 to the roll, so the score needed +1)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l moved -d 'The FIRING unit has moved this turn (3.0: −1 to the roll, so the score needed +1); the target moving is --moving'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l moving -d 'The TARGET vehicle is moving (3.5: to hit +1); the firer having moved is --moved'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l hull-down -d 'The target is hull down (to hit +1)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l long-range -d 'The target is at long range: half the weapon\'s range or more (to hit +1)'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -l assault -d 'Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit'
complete -c spw -n "__fish_spw_using_subcommand penetrate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand drift" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand drift" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand drift" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand drift" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand drift" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand drift" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand drift" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand drift" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand drift" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand drift" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand drift" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand drift" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand drift" -l gas -d 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
complete -c spw -n "__fish_spw_using_subcommand drift" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand smoke" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand smoke" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand smoke" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand smoke" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand smoke" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand smoke" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand smoke" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand smoke" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand smoke" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand smoke" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand smoke" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand smoke" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand smoke" -l gas -d 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
complete -c spw -n "__fish_spw_using_subcommand smoke" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand gas" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand gas" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand gas" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand gas" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand gas" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand gas" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand gas" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand gas" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand gas" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand gas" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand gas" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand gas" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand gas" -l gas -d 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
complete -c spw -n "__fish_spw_using_subcommand gas" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand test" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand test" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand test" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand test" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand test" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l skill -d 'The skill rating: a test passes on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l figures -l tests -d 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)' -r
complete -c spw -n "__fish_spw_using_subcommand test" -l for -d 'What the test is for; changes only the words of the result' -r -f -a "obstacle\t'2.0: to get through fences, hedges, barbed wire'
dig-in\t'2.0: to dig a trench, dug in next turn'
gas-mask\t'3.6: to get gas masks on when a gas cloud touches'
building\t'3.9: occupants of a building hit by a template weapon'"
complete -c spw -n "__fish_spw_using_subcommand test" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand test" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand test" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand test" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand test" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand test" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand test" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l skill -d 'The skill rating: a test passes on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l figures -l tests -d 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)' -r
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l for -d 'What the test is for; changes only the words of the result' -r -f -a "obstacle\t'2.0: to get through fences, hedges, barbed wire'
dig-in\t'2.0: to dig a trench, dug in next turn'
gas-mask\t'3.6: to get gas masks on when a gas cloud touches'
building\t'3.9: occupants of a building hit by a template weapon'"
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand skill-test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand melee" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand melee" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand melee" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand melee" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand melee" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l attacker-figures -d 'Figures of the attacking unit in the melee (all those in coherency, 4.0)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l attacker-ferocity -d 'The attacker\'s ferocity: a figure hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l attacker-skill -d 'The attacker\'s skill: each hit it takes is saved on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l attacker-morale -d 'The attacker\'s morale rating (2d6 of this or less passes)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l attacker-fatigue -d 'Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l defender-figures -d 'Figures of the assaulted unit in the melee' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l defender-ferocity -d 'The defender\'s ferocity: a figure hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l defender-skill -d 'The defender\'s skill: each hit it takes is saved on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l defender-morale -d 'The defender\'s morale rating (2d6 of this or less passes)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l defender-fatigue -d 'Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l gap -d 'With --pursue: inches between the units before the flight (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand melee" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand melee" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand melee" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand melee" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l attacker-officer -d 'The attacker\'s officer is with the unit (+1 to its morale, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l defender-officer -d 'The defender\'s officer is with the unit (+1 to its morale, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l continued -d 'The melee goes on from an earlier round: the defender has already stood (no test to stand)'
complete -c spw -n "__fish_spw_using_subcommand melee" -l pursue -d 'The winner pursues a side that flees 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand melee" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand morale" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand morale" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand morale" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand morale" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand morale" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -s m -l morale -d 'The unit\'s morale rating: it passes on 2d6 of this or less' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l hits -d 'Hits taken in this melee, subtracted from the rating (4.0)' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l reason -d 'Why the test is taken (5.0 a–e); changes only the words of the result' -r -f -a "unpin\t'a) to rally a pinned unit'
rally\t'b) to rally a fleeing unit'
assault\t'c) to assault a tank or unit'
assaulted\t'd) when being assaulted'
losses\t'e) every turn after losing 75% of its strength'"
complete -c spw -n "__fish_spw_using_subcommand morale" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand morale" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand morale" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand morale" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand morale" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand morale" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand morale" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand morale" -s o -l officer -d 'The unit\'s officer is still with it (+1 to the rating, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand morale" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand flee" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand flee" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand flee" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand flee" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand flee" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l gap -d 'With --pursue: inches between the units before they move (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand flee" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand flee" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand flee" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand flee" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand flee" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand flee" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand flee" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand flee" -l pursue -d 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand flee" -l retire -d 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)'
complete -c spw -n "__fish_spw_using_subcommand flee" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand flight" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand flight" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand flight" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand flight" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand flight" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l gap -d 'With --pursue: inches between the units before they move (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand flight" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand flight" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand flight" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand flight" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand flight" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand flight" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand flight" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand flight" -l pursue -d 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand flight" -l retire -d 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)'
complete -c spw -n "__fish_spw_using_subcommand flight" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand retire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand retire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand retire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand retire" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand retire" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l gap -d 'With --pursue: inches between the units before they move (0 when in contact)' -r
complete -c spw -n "__fish_spw_using_subcommand retire" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand retire" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand retire" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand retire" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand retire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand retire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand retire" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand retire" -l pursue -d 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed'
complete -c spw -n "__fish_spw_using_subcommand retire" -l retire -d 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)'
complete -c spw -n "__fish_spw_using_subcommand retire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l ours -d 'How many of our aircraft are rolled for this turn' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l our-reliability -d 'Our aircraft\'s reliability: one appears on a d6 of this or more' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l theirs -d 'How many of the enemy\'s aircraft are rolled for this turn' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l their-reliability -d 'The enemy aircraft\'s reliability' -r
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand aircraft" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand aa" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand aa" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand aa" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand aa" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand aa" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -s g -l guns -d 'AA guns firing; each fires twice in a turn (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -s s -l shots -d 'Shots fired, when fewer than two per gun are taken' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l range -d 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand aa" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand aa" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand aa" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand aa" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand aa" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand aa" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand aa" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand aa" -l one-plane -d 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)'
complete -c spw -n "__fish_spw_using_subcommand aa" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -s g -l guns -d 'AA guns firing; each fires twice in a turn (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -s s -l shots -d 'Shots fired, when fewer than two per gun are taken' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l range -d 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)' -r
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -l one-plane -d 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)'
complete -c spw -n "__fish_spw_using_subcommand anti-aircraft" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand strafe" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand strafe" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand strafe" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand strafe" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand strafe" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l range -d 'The distance from the aircraft\'s base to the unit attacked, in inches (12" at most)' -r
complete -c spw -n "__fish_spw_using_subcommand strafe" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand strafe" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand strafe" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand strafe" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand strafe" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand strafe" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand strafe" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand strafe" -l bombs -d 'The aircraft is armed with bombs (otherwise it has only machine guns)'
complete -c spw -n "__fish_spw_using_subcommand strafe" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game-length" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game-length" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game-length" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game-length" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game-length" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game-length" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game-length" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game-length" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game-length" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game-length" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game-length" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game-length" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game-length" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand game-end" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand game-end" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand game-end" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand game-end" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand game-end" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand game-end" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand game-end" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand game-end" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand game-end" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand game-end" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand game-end" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand game-end" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand game-end" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand victory" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand victory" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand victory" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand victory" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand victory" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l sides -d 'The two sides\' names, as in the other options\' pairs' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l main -d 'The side holding the main objective without dispute (no enemy within 5"); omit if neither' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l secondary -d 'Secondary objectives each side holds without dispute, as a pair: 2,1' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l destroyed -d 'Points of the enemy force each side removed from the table, as a pair: 450,300' -r
complete -c spw -n "__fish_spw_using_subcommand victory" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand victory" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand victory" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand victory" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand victory" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand victory" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand victory" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand victory" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand vp" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand vp" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand vp" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand vp" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand vp" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l sides -d 'The two sides\' names, as in the other options\' pairs' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l main -d 'The side holding the main objective without dispute (no enemy within 5"); omit if neither' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l secondary -d 'Secondary objectives each side holds without dispute, as a pair: 2,1' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l destroyed -d 'Points of the enemy force each side removed from the table, as a pair: 450,300' -r
complete -c spw -n "__fish_spw_using_subcommand vp" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand vp" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand vp" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand vp" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand vp" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand vp" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand vp" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand vp" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand units" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand units" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand units" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand units" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand units" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand units" -s t -l type -d 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)' -r
complete -c spw -n "__fish_spw_using_subcommand units" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand units" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand units" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand units" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand units" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand units" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand units" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand units" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -s t -l type -d 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)' -r
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand unit-types" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand activate" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand activate" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand activate" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand activate" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand activate" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -s u -l units -d 'The Units the army has now, the Command Unit included (unless --command-lost)' -r
complete -c spw -n "__fish_spw_using_subcommand activate" -s a -l army -d 'European armies round the dice for their Units up, Native armies down' -r -f -a "european\t'One die for every three Units, rounded up'
native\t'One die for every three Units, rounded down'"
complete -c spw -n "__fish_spw_using_subcommand activate" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand activate" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand activate" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand activate" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand activate" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand activate" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand activate" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand activate" -l command-lost -d 'The army has lost its Command Unit (or never had one): no die for it'
complete -c spw -n "__fish_spw_using_subcommand activate" -l d6 -d 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand activate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand activation" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand activation" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand activation" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand activation" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand activation" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -s u -l units -d 'The Units the army has now, the Command Unit included (unless --command-lost)' -r
complete -c spw -n "__fish_spw_using_subcommand activation" -s a -l army -d 'European armies round the dice for their Units up, Native armies down' -r -f -a "european\t'One die for every three Units, rounded up'
native\t'One die for every three Units, rounded down'"
complete -c spw -n "__fish_spw_using_subcommand activation" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand activation" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand activation" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand activation" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand activation" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand activation" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand activation" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand activation" -l command-lost -d 'The army has lost its Command Unit (or never had one): no die for it'
complete -c spw -n "__fish_spw_using_subcommand activation" -l d6 -d 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand activation" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l attacker -d 'The attacking Unit\'s type (the last to move into contact): infantry-firearms, cavalry, ...' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l defender -d 'The defending Unit\'s type' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l attackers -d 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3' -r
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l defender-in -d 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)' -r -f -a "woods\t'Woods: the attacker −1'
bua\t'A built-up area: the attacker −2'
fortification\t'A fortification: the attacker −2'"
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l dismounted -d 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry' -r -f -a "cavalry\t'The side that is cavalry (what a bare --dismounted means)'
attacker\t''
defender\t''
both\t''"
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l uphill -d 'The defender is above the attacker on a hill (attacker −1, Hills)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -l from-river -d 'The attacker is in a river hex (attacker −1, Rivers)'
complete -c spw -n "__fish_spw_using_subcommand close-combat" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand cc" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand cc" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand cc" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand cc" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand cc" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l attacker -d 'The attacking Unit\'s type (the last to move into contact): infantry-firearms, cavalry, ...' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l defender -d 'The defending Unit\'s type' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l attackers -d 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3' -r
complete -c spw -n "__fish_spw_using_subcommand cc" -l defender-in -d 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)' -r -f -a "woods\t'Woods: the attacker −1'
bua\t'A built-up area: the attacker −2'
fortification\t'A fortification: the attacker −2'"
complete -c spw -n "__fish_spw_using_subcommand cc" -l dismounted -d 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry' -r -f -a "cavalry\t'The side that is cavalry (what a bare --dismounted means)'
attacker\t''
defender\t''
both\t''"
complete -c spw -n "__fish_spw_using_subcommand cc" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand cc" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand cc" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand cc" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand cc" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand cc" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand cc" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand cc" -l uphill -d 'The defender is above the attacker on a hill (attacker −1, Hills)'
complete -c spw -n "__fish_spw_using_subcommand cc" -l from-river -d 'The attacker is in a river hex (attacker −1, Rivers)'
complete -c spw -n "__fish_spw_using_subcommand cc" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tiles" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand tiles" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tiles" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tiles" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand tiles" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l units -d 'Units on the table, named 1 … N (instead of --side)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l side -d 'A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l fired -d 'Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their tiles are removed, so they do not activate (step 3)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l place -d 'A unit whose place in the activation order to report (quantity place)' -r
complete -c spw -n "__fish_spw_using_subcommand tiles" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand tiles" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand tiles" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand tiles" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand tiles" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tiles" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tiles" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand tiles" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand battle" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand battle" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand battle" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand battle" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand battle" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l attacker -d 'The attacking unit\'s type (see `spw frontier units`)' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l defender -d 'The defending unit\'s type' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l attacker-in -d 'The attacker is in cover (+1) or fortifications (+2)' -r -f -a "cover\t'Built-up areas, woods: +1'
fortification\t'Trenches, pillboxes: +2'"
complete -c spw -n "__fish_spw_using_subcommand battle" -l defender-in -d 'The defender is in cover (built-up area, woods: +1) or fortifications (trenches, pillboxes: +2)' -r -f -a "cover\t'Built-up areas, woods: +1'
fortification\t'Trenches, pillboxes: +2'"
complete -c spw -n "__fish_spw_using_subcommand battle" -l defender-above -d 'Hill contours the defender stands above the attacker, −2 to 2 (negative: below). The unit below loses 1 per contour, the unit above gains 1' -r
complete -c spw -n "__fish_spw_using_subcommand battle" -l cannot-retreat -d 'The loser cannot retreat and is destroyed: the defender (the default when no side is given), the attacker, or both' -r -f -a "attacker\t''
defender\t''
both\t''"
complete -c spw -n "__fish_spw_using_subcommand battle" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand battle" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand battle" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand battle" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand battle" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand battle" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand battle" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand battle" -l attacker-poor -d 'The attacker is poor quality infantry or cavalry (−1)'
complete -c spw -n "__fish_spw_using_subcommand battle" -l defender-poor -d 'The defender is poor quality infantry or cavalry (−1)'
complete -c spw -n "__fish_spw_using_subcommand battle" -l from-river -d 'The attacker attacks from a grid square with a river in it (−1)'
complete -c spw -n "__fish_spw_using_subcommand battle" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand attrition" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand attrition" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand attrition" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand attrition" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand attrition" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l column -d 'The Attrition Table column: clear, rough or winter in the example table' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l units -d 'Units checking (each rolls one die, 6.5)' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l drm -d 'A die roll modifier (repeat for each; summed, 3.3)' -r
complete -c spw -n "__fish_spw_using_subcommand attrition" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand attrition" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand attrition" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand attrition" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand attrition" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand attrition" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand attrition" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand attrition" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand activity" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand activity" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand activity" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand activity" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand activity" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l c3i -d 'C3I Points spent this Schwerpunkt Segment: 0 to 3 (0 ends the segment, 7.2)' -r
complete -c spw -n "__fish_spw_using_subcommand activity" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand activity" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand activity" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand activity" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand activity" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand activity" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand activity" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand activity" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand superiority" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand superiority" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand superiority" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand superiority" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand superiority" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l attacker-rating -d 'The highest tactical rating among the attacking units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l defender-rating -d 'The highest tactical rating among the defending units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand superiority" -l attacker-cup -d 'Whose cup the attacker draws from; the defender draws from the other' -r -f -a "a\t'Player A\'s cup (pool cup_a)'
b\t'Player B\'s cup (pool cup_b)'"
complete -c spw -n "__fish_spw_using_subcommand superiority" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l concentric -d 'The attack is concentric: the attacker\'s rating +1 (12.72)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l attacker-oos -d 'The attacker\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l defender-oos -d 'The defender\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -l defender-motorized -d 'Every defending unit is motorized (combat refusal if superior, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand superiority" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand chits" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand chits" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand chits" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand chits" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand chits" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l attacker-rating -d 'The highest tactical rating among the attacking units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l defender-rating -d 'The highest tactical rating among the defending units (12.31)' -r
complete -c spw -n "__fish_spw_using_subcommand chits" -l attacker-cup -d 'Whose cup the attacker draws from; the defender draws from the other' -r -f -a "a\t'Player A\'s cup (pool cup_a)'
b\t'Player B\'s cup (pool cup_b)'"
complete -c spw -n "__fish_spw_using_subcommand chits" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand chits" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand chits" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand chits" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l concentric -d 'The attack is concentric: the attacker\'s rating +1 (12.72)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l attacker-oos -d 'The attacker\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l defender-oos -d 'The defender\'s unit is Out of Supply: its rating halved (6.4)'
complete -c spw -n "__fish_spw_using_subcommand chits" -l defender-motorized -d 'Every defending unit is motorized (combat refusal if superior, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand chits" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand crt" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand crt" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand crt" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand crt" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand crt" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -s a -l attacker -d 'An attacking unit\'s combat strength (once per unit; fractions such as 2.5 or 5/2 are kept per unit, the side\'s total rounded down, 3.2)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -s d -l defender -d 'A defending unit\'s combat strength (once per unit, as --attacker)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l odds -d 'The odds already worked out, attacker to defender: 7:2 (rounded down to a column, 12.5)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l drm -d 'A die roll modifier (repeat for each; summed, then clamped to the CRT\'s limit, 12.7)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l shift -d 'Column shifts: +1 one column right (better for the attacker), -1 one left' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l crt -d 'Which CRT of the data: the default, or one a house rule adds (docs/crt.md)' -r
complete -c spw -n "__fish_spw_using_subcommand crt" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand crt" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand crt" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand crt" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand crt" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand crt" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand crt" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand crt" -l all-columns -d 'With --chances: the whole CRT at once, every result\'s exact chance in every column (the DRMs apply); with --goal, the goal\'s chance in every column'
complete -c spw -n "__fish_spw_using_subcommand crt" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand losses" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand losses" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand losses" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand losses" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand losses" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l hits -d 'The final Combat Hits against this side, after combat chits (12.8)' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l units -d 'The units involved on this side (each absorbs step losses in turn, 12.8)' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l retreat -d 'Retreat hexes the defender chooses (default: the fewest the rules require)' -r
complete -c spw -n "__fish_spw_using_subcommand losses" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand losses" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand losses" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand losses" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l attacker -d 'These are the attacker\'s hits: all are step losses, the attacker never retreats (12.81)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l motorized -d 'Every defending unit is motorized (may retreat two hexes if In Supply, 12.81)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l out-of-supply -d 'The defenders are Out of Supply (motorized units then retreat one hex at most)'
complete -c spw -n "__fish_spw_using_subcommand losses" -l cannot-retreat -d 'The defenders have no retreat path (12.811): every hit is a step loss, and one more if the retreat was forced'
complete -c spw -n "__fish_spw_using_subcommand losses" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand event" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand event" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand event" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand event" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand event" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand event" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand event" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand event" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand event" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand event" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand event" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand event" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand event" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand cards" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand cards" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand cards" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand cards" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand cards" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l red -d 'The red side\'s units: how many (named R1, R2, ...) or their names left to right (--red a,b,c)' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l black -d 'The black side\'s units: how many (named B1, B2, ...) or their names left to right' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l phase -d 'The phase the cards are for: move (Turn Sequence 1) or fire (2); only the words change' -r -f -a "move\t''
fire\t''"
complete -c spw -n "__fish_spw_using_subcommand cards" -l place -d 'A unit whose place in the order to report (quantity place)' -r
complete -c spw -n "__fish_spw_using_subcommand cards" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand cards" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand cards" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand cards" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand cards" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand cards" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand cards" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand cards" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand mortar" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand mortar" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand mortar" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand mortar" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand mortar" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l quality -d 'The mortar crew\'s quality (the table has Green and Veteran rows)' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand mortar" -l range -d 'Distance to the aiming point in inches' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -s c -l class -d 'The target\'s class (as for fire: I moving in the open ... IV behind walls, in trenches)' -r -f -a "I\t''
II\t''
III\t''
IV\t''"
complete -c spw -n "__fish_spw_using_subcommand mortar" -l figures -d 'Figures under the blast template: a D20 each' -r
complete -c spw -n "__fish_spw_using_subcommand mortar" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand mortar" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l medium -d 'A medium mortar (3" template, 12–42") instead of a light one (2", 6–30")'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l ranged -d 'A succeeding turn of fire on the same exact target: −2 to deviation direction and distance'
complete -c spw -n "__fish_spw_using_subcommand mortar" -l landed -d 'The round is already placed (deviation rolled): roll only for the --figures under it'
complete -c spw -n "__fish_spw_using_subcommand mortar" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand grenades" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand grenades" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand grenades" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand grenades" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand grenades" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l units -d 'Basic units to roll a supply for' -r
complete -c spw -n "__fish_spw_using_subcommand grenades" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand grenades" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand grenades" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand grenades" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand grenades" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand grenades" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand grenades" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand grenades" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand spot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand spot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand spot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand spot" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand spot" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l quality -d 'The spotting unit\'s quality' -r -f -a "green\t''
veteran\t''
crack\t''"
complete -c spw -n "__fish_spw_using_subcommand spot" -l range -d 'Distance to the enemy unit in inches' -r
complete -c spw -n "__fish_spw_using_subcommand spot" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand spot" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand spot" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand spot" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand spot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand spot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand spot" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand spot" -l leader -d 'The spotting unit has its leader'
complete -c spw -n "__fish_spw_using_subcommand spot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand wound" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...) [env: SPW_RULES]' -r -f -a "schwerpunkt\t''
portable\t''
frontier\t''
series\t''
tsatf\t''"
complete -c spw -n "__fish_spw_using_subcommand wound" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform [env: SPW_SEED]' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l goal -d 'With --chances: the exact chance of a condition over the procedure\'s quantities: \'hits>=2\', passed, \'casualties>=1 and not pinned\', outcome=attacker_wins (a range gives it for each value)' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l at-least -d 'With --goal and a range: pick the least value whose goal reaches this chance (the most, where a larger value makes it less likely): 80%' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l cards -d 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C), or chits and tiles by name ("artillery,air support"); they leave the session\'s pools too' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand wound" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand wound" -l game -d 'Record the command in this game file and play it on that game\'s dice and pools (`spw game new` makes one)' -r -F
complete -c spw -n "__fish_spw_using_subcommand wound" -l unit -d 'In a game with a roster: the unit acting (firing, attacking); its fields fill the procedure\'s options for it (an option typed on the line wins)' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l target -d 'In a game with a roster: the unit acted on (fired at, defending); its fields fill only its own options, and the result\'s effects on it are kept' -r
complete -c spw -n "__fish_spw_using_subcommand wound" -l chances -d 'Do not roll: print the exact probability of every outcome; a whole-number option may then be a range, one answer per value (--shots 1..12, --range 6..30/6)'
complete -c spw -n "__fish_spw_using_subcommand wound" -l percent -d 'With --chances: percents only, two decimals (<0.01, >99.99, 100 only when certain), no fractions'
complete -c spw -n "__fish_spw_using_subcommand wound" -l exact -d 'With --chances: the exact fractions beside the percents, however wide (by default they are shown where they fit)'
complete -c spw -n "__fish_spw_using_subcommand wound" -l full -d 'With --chances on a terminal: every table, not only the answer and the first table (a pipe always gets every table)'
complete -c spw -n "__fish_spw_using_subcommand wound" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand wound" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand wound" -l again -d 'In a game: the unit named acts again though it has already done so this phase, where the rules leave that to the referee (a second move, a second volley)'
complete -c spw -n "__fish_spw_using_subcommand wound" -l first -d 'The man\'s first attempt to recover (otherwise a later one)'
complete -c spw -n "__fish_spw_using_subcommand wound" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "roll" -d 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "draw" -d 'Draw cards (or chits, tiles) from a pool without replacement; the pool lasts the session'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "pools" -d 'List the pools in play (decks, cups, bags) with what is left in each'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "reshuffle" -d 'Put every item back into a pool (all pools when none is named), e.g. at the end of a turn'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "table" -d 'Roll on a data table that has roll ranges'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "tables" -d 'List the data tables with their rule sections, or print one'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "rules" -d 'List the rule sets and their procedures with the rule section each implements, or explain one'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "sheet" -d 'Print a rule set\'s tables and the exact odds of its common decisions, to pin beside the table'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "completions" -d 'Print a shell completion script'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "man" -d 'Print the man page (roff)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "schema" -d 'Print the JSON Schema of what --json prints (schema/spw.schema.json)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "globals" -d 'The options every command takes, before or after its name (--chances, --seed, --dice, --json, ...)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "repl" -d 'Start the interactive session (the default when spw runs on a terminal with no command)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "game" -d 'A game kept in a file: every command, die and result on the record (JOURNAL.md)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "serve" -d 'Show a game live on the players\' phones and the table\'s screen: a read-only page on this machine, or with --lan on the table\'s Wi-Fi (spw serve --game FILE)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "status" -d 'In a game: the turn, the phase, the initiative, who acts next, the pools, the tracks and the units'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "roster" -d 'In a game: the units on the table as they stand'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "log" -d 'In a game: every command, die and result, by turn, and the after-action report'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "next" -d 'In a game: on to the next phase of the turn, doing what the rules do at a phase\'s end and the next one\'s start'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "undo" -d 'In a game: revert the last entry\'s effect on the pools, roster and tracks (the dice are not rewound)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "redo" -d 'In a game: play again what the last `undo` reverted (its line runs again, on new dice)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "again" -d 'In a game: run the last command again; `again -n 3 --cover` with those options changed or added'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "set" -d 'In a game: correct a unit: set UNIT FIELD=VALUE... (recorded and undoable)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "unset" -d 'In a game: take fields off a unit: unset UNIT FIELD...'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "unpin" -d 'In a game: the unit is no longer pinned (set UNIT pinned=false)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "rout" -d 'In a game: the unit is routed (set UNIT routed=true)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "rally" -d 'In a game: the unit is no longer routed, fleeing, shaken or retiring'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "restore" -d 'In a game: the unit as the roster started it (a mistake put right)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "spend" -d 'In a game: spend [SIDE] N [WHY]: Activity Points of a side in a Series Schwerpunkt segment (11.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "stats" -d 'In a game: each side\'s luck, where its rolls fell in their exact distributions'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "alias" -d 'In a game: alias NAME = COMMAND...: NAME then runs COMMAND (kept in the game); alone, lists them'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "schwerpunkt" -d 'Schwerpunkt procedures (Nathan Ward\'s miniatures rules for the age of the rifle)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "portable" -d 'The Portable Wargame procedures (Bob Cordery\'s nineteenth-century rules for hexes, after Morschauser)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "frontier" -d 'Frontier procedures (Bob Cordery\'s \'modern\' grid rules after Joseph Morschauser)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "series" -d 'Schwerpunkt Series procedures (operational hex wargames: a Combat Results Table for any game, C3I and chits)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "tsatf" -d 'The Sword, the Flame, Machine guns and Grenades procedures (the Jackson Gamers\' WWII variant of Larry Brom\'s The Sword and the Flame)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "terrain" -d 'Terrain generation: a 6\'×4\' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "initiative" -d 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "move" -d 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "barrage" -d 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "duel" -d 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "save" -d 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "pin" -d 'Pinning: pinned when the hits are half the unit\'s strength or more (rule 3.4)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "penetrate" -d 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "drift" -d 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "test" -d 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "melee" -d 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "flee" -d 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer\'s 2d6" (rules 4.0, 5.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "aircraft" -d 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "aa" -d 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "strafe" -d 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "game-length" -d 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "victory" -d 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "units" -d 'The unit types: movement, Close Combat Power and weapon range (Unit Types)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "activate" -d 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "close-combat" -d 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "tiles" -d 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "battle" -d 'Battle: d6 + battle power each; the higher wins, a winner\'s 6 destroys (Battles)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "attrition" -d 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "activity" -d 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "superiority" -d 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "crt" -d 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "losses" -d 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "event" -d 'Random Event: one die on the Random Events Table (rule 14.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "cards" -d 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "mortar" -d 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "grenades" -d 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "spot" -d 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "wound" -d 'Wound: a d6 to recover, stay wounded or die (WOUNDS)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from game" -f -a "new" -d 'Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from game" -f -a "open" -d 'Play the game in its interactive session (from a pipe: one command per line)'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from game" -f -a "replay" -d 'Re-run every entry from the seed and check each result is the one recorded'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from game" -f -a "log" -d 'The after-action report: every command, die and result, by turn'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from game" -f -a "repair" -d 'Keep the entries before a damaged line (the original is copied to FILE.damaged)'
