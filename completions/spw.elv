
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
            cand save 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand saving-throw 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand skill-test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand pin 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand pinning 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand barrage 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand artillery 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand duel 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand counter-battery 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand drift 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand smoke 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand gas 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand initiative 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
            cand game-length 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand game-end 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand victory 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
            cand vp 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
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
            cand save 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand saving-throw 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand skill-test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand pin 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand pinning 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand barrage 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand artillery 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand duel 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand counter-battery 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand drift 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand smoke 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand gas 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand initiative 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
            cand game-length 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand game-end 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand victory 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
            cand vp 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
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
        &'spw;schwerpunkt;save'= {
            cand --skill 'The figures'' skill rating: a hit is saved on a d6 of this or more'
            cand --hits 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)'
            cand --building-template 'A template weapon hit a building: its N occupants each take a skill test (3.9)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --cover 'The unit is in cover (+1 to the save, 3.3)'
            cand --rifle-grenade 'The hits are from rifle grenades (+1 to the save, 3.8)'
            cand --flamethrower-bunker 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;saving-throw'= {
            cand --skill 'The figures'' skill rating: a hit is saved on a d6 of this or more'
            cand --hits 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)'
            cand --building-template 'A template weapon hit a building: its N occupants each take a skill test (3.9)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --cover 'The unit is in cover (+1 to the save, 3.3)'
            cand --rifle-grenade 'The hits are from rifle grenades (+1 to the save, 3.8)'
            cand --flamethrower-bunker 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;test'= {
            cand --skill 'The skill rating: a test passes on a d6 of this or more'
            cand --figures 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --tests 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --for 'What the test is for; changes only the words of the result'
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
        &'spw;schwerpunkt;skill-test'= {
            cand --skill 'The skill rating: a test passes on a d6 of this or more'
            cand --figures 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --tests 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --for 'What the test is for; changes only the words of the result'
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
        &'spw;schwerpunkt;pin'= {
            cand --hits 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)'
            cand --strength 'The unit''s strength: its figures'
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
        &'spw;schwerpunkt;pinning'= {
            cand --hits 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)'
            cand --strength 'The unit''s strength: its figures'
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
        &'spw;schwerpunkt;barrage'= {
            cand --guns 'Guns firing: one d10 each, at most 6 in one barrage (3.1)'
            cand --observer 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --2d6 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;artillery'= {
            cand --guns 'Guns firing: one d10 each, at most 6 in one barrage (3.1)'
            cand --observer 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --2d6 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;duel'= {
            cand --guns 'Guns in the firing battery: one d6 each'
            cand --skill 'The firing battery''s skill: a gun hits on a d6 of this or more'
            cand --enemy-skill 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more'
            cand --enemy-guns 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)'
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
        &'spw;schwerpunkt;counter-battery'= {
            cand --guns 'Guns in the firing battery: one d6 each'
            cand --skill 'The firing battery''s skill: a gun hits on a d6 of this or more'
            cand --enemy-skill 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more'
            cand --enemy-guns 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)'
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
        &'spw;schwerpunkt;drift'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --gas 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;smoke'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --gas 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;gas'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --gas 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;initiative'= {
            cand --sides 'The sides'' names, in the order they roll (2 to 6 names)'
            cand --phase 'The phase about to start (1.10); changes only the words of the result'
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
        &'spw;schwerpunkt;game-length'= {
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
        &'spw;schwerpunkt;game-end'= {
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
        &'spw;schwerpunkt;victory'= {
            cand --sides 'The two sides'' names, as in the other options'' pairs'
            cand --main 'The side holding the main objective without dispute (no enemy within 5"); omit if neither'
            cand --secondary 'Secondary objectives each side holds without dispute, as a pair: 2,1'
            cand --destroyed 'Points of the enemy force each side removed from the table, as a pair: 450,300'
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
        &'spw;schwerpunkt;vp'= {
            cand --sides 'The two sides'' names, as in the other options'' pairs'
            cand --main 'The side holding the main objective without dispute (no enemy within 5"); omit if neither'
            cand --secondary 'Secondary objectives each side holds without dispute, as a pair: 2,1'
            cand --destroyed 'Points of the enemy force each side removed from the table, as a pair: 450,300'
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
            cand save 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand pin 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand barrage 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand duel 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand drift 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand initiative 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
            cand game-length 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand victory 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'spw;schwerpunkt;help;fire'= {
        }
        &'spw;schwerpunkt;help;morale'= {
        }
        &'spw;schwerpunkt;help;scatter'= {
        }
        &'spw;schwerpunkt;help;save'= {
        }
        &'spw;schwerpunkt;help;test'= {
        }
        &'spw;schwerpunkt;help;pin'= {
        }
        &'spw;schwerpunkt;help;barrage'= {
        }
        &'spw;schwerpunkt;help;duel'= {
        }
        &'spw;schwerpunkt;help;drift'= {
        }
        &'spw;schwerpunkt;help;initiative'= {
        }
        &'spw;schwerpunkt;help;game-length'= {
        }
        &'spw;schwerpunkt;help;victory'= {
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
        &'spw;save'= {
            cand --skill 'The figures'' skill rating: a hit is saved on a d6 of this or more'
            cand --hits 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)'
            cand --building-template 'A template weapon hit a building: its N occupants each take a skill test (3.9)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --cover 'The unit is in cover (+1 to the save, 3.3)'
            cand --rifle-grenade 'The hits are from rifle grenades (+1 to the save, 3.8)'
            cand --flamethrower-bunker 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;saving-throw'= {
            cand --skill 'The figures'' skill rating: a hit is saved on a d6 of this or more'
            cand --hits 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)'
            cand --building-template 'A template weapon hit a building: its N occupants each take a skill test (3.9)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --cover 'The unit is in cover (+1 to the save, 3.3)'
            cand --rifle-grenade 'The hits are from rifle grenades (+1 to the save, 3.8)'
            cand --flamethrower-bunker 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;test'= {
            cand --skill 'The skill rating: a test passes on a d6 of this or more'
            cand --figures 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --tests 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --for 'What the test is for; changes only the words of the result'
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
        &'spw;skill-test'= {
            cand --skill 'The skill rating: a test passes on a d6 of this or more'
            cand --figures 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --tests 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)'
            cand --for 'What the test is for; changes only the words of the result'
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
        &'spw;pin'= {
            cand --hits 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)'
            cand --strength 'The unit''s strength: its figures'
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
        &'spw;pinning'= {
            cand --hits 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)'
            cand --strength 'The unit''s strength: its figures'
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
        &'spw;barrage'= {
            cand --guns 'Guns firing: one d10 each, at most 6 in one barrage (3.1)'
            cand --observer 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --2d6 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;artillery'= {
            cand --guns 'Guns firing: one d10 each, at most 6 in one barrage (3.1)'
            cand --observer 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --2d6 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;duel'= {
            cand --guns 'Guns in the firing battery: one d6 each'
            cand --skill 'The firing battery''s skill: a gun hits on a d6 of this or more'
            cand --enemy-skill 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more'
            cand --enemy-guns 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)'
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
        &'spw;counter-battery'= {
            cand --guns 'Guns in the firing battery: one d6 each'
            cand --skill 'The firing battery''s skill: a gun hits on a d6 of this or more'
            cand --enemy-skill 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more'
            cand --enemy-guns 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)'
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
        &'spw;drift'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --gas 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;smoke'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --gas 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;gas'= {
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --gas 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;initiative'= {
            cand --sides 'The sides'' names, in the order they roll (2 to 6 names)'
            cand --phase 'The phase about to start (1.10); changes only the words of the result'
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
        &'spw;game-length'= {
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
        &'spw;game-end'= {
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
        &'spw;victory'= {
            cand --sides 'The two sides'' names, as in the other options'' pairs'
            cand --main 'The side holding the main objective without dispute (no enemy within 5"); omit if neither'
            cand --secondary 'Secondary objectives each side holds without dispute, as a pair: 2,1'
            cand --destroyed 'Points of the enemy force each side removed from the table, as a pair: 450,300'
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
        &'spw;vp'= {
            cand --sides 'The two sides'' names, as in the other options'' pairs'
            cand --main 'The side holding the main objective without dispute (no enemy within 5"); omit if neither'
            cand --secondary 'Secondary objectives each side holds without dispute, as a pair: 2,1'
            cand --destroyed 'Points of the enemy force each side removed from the table, as a pair: 450,300'
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
            cand save 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand pin 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand barrage 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand duel 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand drift 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand initiative 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
            cand game-length 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand victory 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
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
            cand save 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)'
            cand test 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)'
            cand pin 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)'
            cand barrage 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)'
            cand duel 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)'
            cand drift 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)'
            cand initiative 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)'
            cand game-length 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)'
            cand victory 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)'
        }
        &'spw;help;schwerpunkt;fire'= {
        }
        &'spw;help;schwerpunkt;morale'= {
        }
        &'spw;help;schwerpunkt;scatter'= {
        }
        &'spw;help;schwerpunkt;save'= {
        }
        &'spw;help;schwerpunkt;test'= {
        }
        &'spw;help;schwerpunkt;pin'= {
        }
        &'spw;help;schwerpunkt;barrage'= {
        }
        &'spw;help;schwerpunkt;duel'= {
        }
        &'spw;help;schwerpunkt;drift'= {
        }
        &'spw;help;schwerpunkt;initiative'= {
        }
        &'spw;help;schwerpunkt;game-length'= {
        }
        &'spw;help;schwerpunkt;victory'= {
        }
        &'spw;help;fire'= {
        }
        &'spw;help;morale'= {
        }
        &'spw;help;scatter'= {
        }
        &'spw;help;save'= {
        }
        &'spw;help;test'= {
        }
        &'spw;help;pin'= {
        }
        &'spw;help;barrage'= {
        }
        &'spw;help;duel'= {
        }
        &'spw;help;drift'= {
        }
        &'spw;help;initiative'= {
        }
        &'spw;help;game-length'= {
        }
        &'spw;help;victory'= {
        }
        &'spw;help;help'= {
        }
    ]
    $completions[$command]
}
