
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
            cand penetrate 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
            cand melee 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
            cand aircraft 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
            cand aa 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand anti-aircraft 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand strafe 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
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
            cand penetrate 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
            cand melee 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
            cand aircraft 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
            cand aa 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand anti-aircraft 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand strafe 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
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
        &'spw;schwerpunkt;penetrate'= {
            cand -c 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)'
            cand --class 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)'
            cand --vehicle 'The target''s armour class: soft, or B to L'
            cand -m 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers'
            cand --marksmanship 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers'
            cand --facing 'The face of the vehicle attacked: side, rear and belly lower the percentile score needed'
            cand --aim 'Aiming for the tracks or the turret ring: harder to hit, easier to penetrate'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --moving 'The target is moving (to hit +1)'
            cand --hull-down 'The target is hull down (to hit +1)'
            cand --long-range 'The target is at long range: half the weapon''s range or more (to hit +1)'
            cand --assault 'Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;melee'= {
            cand --attacker-figures 'Figures of the attacking unit in the melee (all those in coherency, 4.0)'
            cand --attacker-ferocity 'The attacker''s ferocity: a figure hits on this or more on a d6'
            cand --attacker-skill 'The attacker''s skill: each hit it takes is saved on this or more on a d6'
            cand --attacker-morale 'The attacker''s morale rating (2d6 of this or less passes)'
            cand --attacker-fatigue 'Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)'
            cand --defender-figures 'Figures of the assaulted unit in the melee'
            cand --defender-ferocity 'The defender''s ferocity: a figure hits on this or more on a d6'
            cand --defender-skill 'The defender''s skill: each hit it takes is saved on this or more on a d6'
            cand --defender-morale 'The defender''s morale rating (2d6 of this or less passes)'
            cand --defender-fatigue 'Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --attacker-officer 'The attacker''s officer is with the unit (+1 to its morale, 1.6)'
            cand --defender-officer 'The defender''s officer is with the unit (+1 to its morale, 1.6)'
            cand --continued 'The melee goes on from an earlier round: the defender has already stood (no test to stand)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;schwerpunkt;aircraft'= {
            cand --ours 'How many of our aircraft are rolled for this turn'
            cand --our-reliability 'Our aircraft''s reliability: one appears on a d6 of this or more'
            cand --theirs 'How many of the enemy''s aircraft are rolled for this turn'
            cand --their-reliability 'The enemy aircraft''s reliability'
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
        &'spw;schwerpunkt;aa'= {
            cand -g 'AA guns firing; each fires twice in a turn (6.1)'
            cand --guns 'AA guns firing; each fires twice in a turn (6.1)'
            cand -s 'Shots fired, when fewer than two per gun are taken'
            cand --shots 'Shots fired, when fewer than two per gun are taken'
            cand --range 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)'
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
        &'spw;schwerpunkt;anti-aircraft'= {
            cand -g 'AA guns firing; each fires twice in a turn (6.1)'
            cand --guns 'AA guns firing; each fires twice in a turn (6.1)'
            cand -s 'Shots fired, when fewer than two per gun are taken'
            cand --shots 'Shots fired, when fewer than two per gun are taken'
            cand --range 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)'
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
        &'spw;schwerpunkt;strafe'= {
            cand --range 'The distance from the aircraft''s base to the unit attacked, in inches (12" at most)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --bombs 'The aircraft is armed with bombs (otherwise it has only machine guns)'
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
            cand penetrate 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
            cand melee 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
            cand aircraft 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
            cand aa 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand strafe 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'spw;schwerpunkt;help;fire'= {
        }
        &'spw;schwerpunkt;help;morale'= {
        }
        &'spw;schwerpunkt;help;scatter'= {
        }
        &'spw;schwerpunkt;help;penetrate'= {
        }
        &'spw;schwerpunkt;help;melee'= {
        }
        &'spw;schwerpunkt;help;aircraft'= {
        }
        &'spw;schwerpunkt;help;aa'= {
        }
        &'spw;schwerpunkt;help;strafe'= {
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
        &'spw;penetrate'= {
            cand -c 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)'
            cand --class 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)'
            cand --vehicle 'The target''s armour class: soft, or B to L'
            cand -m 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers'
            cand --marksmanship 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers'
            cand --facing 'The face of the vehicle attacked: side, rear and belly lower the percentile score needed'
            cand --aim 'Aiming for the tracks or the turret ring: harder to hit, easier to penetrate'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --moving 'The target is moving (to hit +1)'
            cand --hull-down 'The target is hull down (to hit +1)'
            cand --long-range 'The target is at long range: half the weapon''s range or more (to hit +1)'
            cand --assault 'Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;melee'= {
            cand --attacker-figures 'Figures of the attacking unit in the melee (all those in coherency, 4.0)'
            cand --attacker-ferocity 'The attacker''s ferocity: a figure hits on this or more on a d6'
            cand --attacker-skill 'The attacker''s skill: each hit it takes is saved on this or more on a d6'
            cand --attacker-morale 'The attacker''s morale rating (2d6 of this or less passes)'
            cand --attacker-fatigue 'Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)'
            cand --defender-figures 'Figures of the assaulted unit in the melee'
            cand --defender-ferocity 'The defender''s ferocity: a figure hits on this or more on a d6'
            cand --defender-skill 'The defender''s skill: each hit it takes is saved on this or more on a d6'
            cand --defender-morale 'The defender''s morale rating (2d6 of this or less passes)'
            cand --defender-fatigue 'Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --attacker-officer 'The attacker''s officer is with the unit (+1 to its morale, 1.6)'
            cand --defender-officer 'The defender''s officer is with the unit (+1 to its morale, 1.6)'
            cand --continued 'The melee goes on from an earlier round: the defender has already stood (no test to stand)'
            cand --chances 'Do not roll: print the exact probability of every outcome'
            cand --json 'One JSON object per command on stdout (JSON Lines in batch mode)'
            cand -q 'Print the result line only'
            cand --quiet 'Print the result line only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'spw;aircraft'= {
            cand --ours 'How many of our aircraft are rolled for this turn'
            cand --our-reliability 'Our aircraft''s reliability: one appears on a d6 of this or more'
            cand --theirs 'How many of the enemy''s aircraft are rolled for this turn'
            cand --their-reliability 'The enemy aircraft''s reliability'
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
        &'spw;aa'= {
            cand -g 'AA guns firing; each fires twice in a turn (6.1)'
            cand --guns 'AA guns firing; each fires twice in a turn (6.1)'
            cand -s 'Shots fired, when fewer than two per gun are taken'
            cand --shots 'Shots fired, when fewer than two per gun are taken'
            cand --range 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)'
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
        &'spw;anti-aircraft'= {
            cand -g 'AA guns firing; each fires twice in a turn (6.1)'
            cand --guns 'AA guns firing; each fires twice in a turn (6.1)'
            cand -s 'Shots fired, when fewer than two per gun are taken'
            cand --shots 'Shots fired, when fewer than two per gun are taken'
            cand --range 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)'
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
        &'spw;strafe'= {
            cand --range 'The distance from the aircraft''s base to the unit attacked, in inches (12" at most)'
            cand -r 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --rules 'Rule set for procedures several rule sets share (fire, morale, melee, ...)'
            cand --seed 'Reproducible rolls: the same seed and command give the same dice on every platform'
            cand --dice 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)'
            cand --color 'When to colour the output'
            cand --data 'House-rule TOML tables that replace the built-in ones they name'
            cand --bombs 'The aircraft is armed with bombs (otherwise it has only machine guns)'
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
            cand penetrate 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
            cand melee 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
            cand aircraft 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
            cand aa 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand strafe 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
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
            cand penetrate 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)'
            cand melee 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)'
            cand aircraft 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)'
            cand aa 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)'
            cand strafe 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)'
        }
        &'spw;help;schwerpunkt;fire'= {
        }
        &'spw;help;schwerpunkt;morale'= {
        }
        &'spw;help;schwerpunkt;scatter'= {
        }
        &'spw;help;schwerpunkt;penetrate'= {
        }
        &'spw;help;schwerpunkt;melee'= {
        }
        &'spw;help;schwerpunkt;aircraft'= {
        }
        &'spw;help;schwerpunkt;aa'= {
        }
        &'spw;help;schwerpunkt;strafe'= {
        }
        &'spw;help;fire'= {
        }
        &'spw;help;morale'= {
        }
        &'spw;help;scatter'= {
        }
        &'spw;help;penetrate'= {
        }
        &'spw;help;melee'= {
        }
        &'spw;help;aircraft'= {
        }
        &'spw;help;aa'= {
        }
        &'spw;help;strafe'= {
        }
        &'spw;help;help'= {
        }
    ]
    $completions[$command]
}
