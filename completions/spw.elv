
use builtin;
use str;

set edit:completion:arg-completer[spw] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'spw'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'spw'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand roll 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)'
            cand draw 'Draw cards from a shuffled 52-card deck, without replacement'
            cand table 'Roll on a data table that has roll ranges'
            cand tables 'List the data tables with their rule sections, or print one'
            cand rules 'List the rule sets and their procedures with the rule section each implements'
            cand completions 'Print a shell completion script'
            cand man 'Print the man page (roff)'
            cand repl 'Start the interactive session (the default when spw runs on a terminal with no command)'
            cand schwerpunkt 'Schwerpunkt procedures (Nathan Ward''s miniatures rules for the age of the rifle)'
            cand fire 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand shoot 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand morale 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
            cand scatter 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'spw;roll'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;draw'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --shuffle 'Start again from a full, freshly shuffled deck (in the REPL and batch mode the deck otherwise lasts the whole session)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;table'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;tables'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;rules'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;completions'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;man'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;repl'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand fire 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand shoot 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand morale 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
            cand scatter 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'spw;schwerpunkt;fire'= {
            cand -m 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand --marksmanship 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand -s 'Shots fired: one d6 each'
            cand --shots 'Shots fired: one d6 each'
            cand --sf 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --pinned 'The firing unit is pinned (−1 to the roll)'
            cand --moved 'The firing unit has moved (−1 to the roll)'
            cand --long-range 'Firing at long range: half the weapon''s range or more (−1 to the roll)'
            cand --template 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;shoot'= {
            cand -m 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand --marksmanship 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand -s 'Shots fired: one d6 each'
            cand --shots 'Shots fired: one d6 each'
            cand --sf 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --pinned 'The firing unit is pinned (−1 to the roll)'
            cand --moved 'The firing unit has moved (−1 to the roll)'
            cand --long-range 'Firing at long range: half the weapon''s range or more (−1 to the roll)'
            cand --template 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;morale'= {
            cand -m 'The unit''s morale rating: it passes on 2d6 of this or less'
            cand --morale 'The unit''s morale rating: it passes on 2d6 of this or less'
            cand --hits 'Hits taken in this melee, subtracted from the rating (4.0)'
            cand --reason 'Why the test is taken (5.0 a–e); changes only the words of the result'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand -o 'The unit''s officer is still with it (+1 to the rating, 1.6)'
            cand --officer 'The unit''s officer is still with it (+1 to the rating, 1.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;scatter'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;help'= {
            cand fire 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand morale 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
            cand scatter 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'spw;schwerpunkt;help;fire'= {
        }
        &'spw;schwerpunkt;help;morale'= {
        }
        &'spw;schwerpunkt;help;scatter'= {
        }
        &'spw;schwerpunkt;help;help'= {
        }
        &'spw;fire'= {
            cand -m 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand --marksmanship 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand -s 'Shots fired: one d6 each'
            cand --shots 'Shots fired: one d6 each'
            cand --sf 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --pinned 'The firing unit is pinned (−1 to the roll)'
            cand --moved 'The firing unit has moved (−1 to the roll)'
            cand --long-range 'Firing at long range: half the weapon''s range or more (−1 to the roll)'
            cand --template 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;shoot'= {
            cand -m 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand --marksmanship 'The firing unit''s marksmanship: a shot hits on this or more on a d6'
            cand -s 'Shots fired: one d6 each'
            cand --shots 'Shots fired: one d6 each'
            cand --sf 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --pinned 'The firing unit is pinned (−1 to the roll)'
            cand --moved 'The firing unit has moved (−1 to the roll)'
            cand --long-range 'Firing at long range: half the weapon''s range or more (−1 to the roll)'
            cand --template 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;morale'= {
            cand -m 'The unit''s morale rating: it passes on 2d6 of this or less'
            cand --morale 'The unit''s morale rating: it passes on 2d6 of this or less'
            cand --hits 'Hits taken in this melee, subtracted from the rating (4.0)'
            cand --reason 'Why the test is taken (5.0 a–e); changes only the words of the result'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand -o 'The unit''s officer is still with it (+1 to the rating, 1.6)'
            cand --officer 'The unit''s officer is still with it (+1 to the rating, 1.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;scatter'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;help'= {
            cand roll 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)'
            cand draw 'Draw cards from a shuffled 52-card deck, without replacement'
            cand table 'Roll on a data table that has roll ranges'
            cand tables 'List the data tables with their rule sections, or print one'
            cand rules 'List the rule sets and their procedures with the rule section each implements'
            cand completions 'Print a shell completion script'
            cand man 'Print the man page (roff)'
            cand repl 'Start the interactive session (the default when spw runs on a terminal with no command)'
            cand schwerpunkt 'Schwerpunkt procedures (Nathan Ward''s miniatures rules for the age of the rifle)'
            cand fire 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand morale 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
            cand scatter 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'spw;help;roll'= {
        }
        &'spw;help;draw'= {
        }
        &'spw;help;table'= {
        }
        &'spw;help;tables'= {
        }
        &'spw;help;rules'= {
        }
        &'spw;help;completions'= {
        }
        &'spw;help;man'= {
        }
        &'spw;help;repl'= {
        }
        &'spw;help;schwerpunkt'= {
            cand fire 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
            cand morale 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
            cand scatter 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
        }
        &'spw;help;schwerpunkt;fire'= {
        }
        &'spw;help;schwerpunkt;morale'= {
        }
        &'spw;help;schwerpunkt;scatter'= {
        }
        &'spw;help;fire'= {
        }
        &'spw;help;morale'= {
        }
        &'spw;help;scatter'= {
        }
        &'spw;help;help'= {
        }
    ]
    $completions[$command]
}
