
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'spw' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'spw'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'spw' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('roll', 'roll', [CompletionResultType]::ParameterValue, 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)')
            [CompletionResult]::new('draw', 'draw', [CompletionResultType]::ParameterValue, 'Draw cards (or chits, tiles) from a pool without replacement; the pool lasts the session')
            [CompletionResult]::new('pools', 'pools', [CompletionResultType]::ParameterValue, 'List the pools in play (decks, cups, bags) with what is left in each')
            [CompletionResult]::new('reshuffle', 'reshuffle', [CompletionResultType]::ParameterValue, 'Put every item back into a pool (all pools when none is named), e.g. at the end of a turn')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Roll on a data table that has roll ranges')
            [CompletionResult]::new('tables', 'tables', [CompletionResultType]::ParameterValue, 'List the data tables with their rule sections, or print one')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List the rule sets and their procedures with the rule section each implements, or explain one')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the man page (roff)')
            [CompletionResult]::new('repl', 'repl', [CompletionResultType]::ParameterValue, 'Start the interactive session (the default when spw runs on a terminal with no command)')
            [CompletionResult]::new('game', 'game', [CompletionResultType]::ParameterValue, 'A game kept in a file: every command, die and result on the record (JOURNAL.md)')
            [CompletionResult]::new('schwerpunkt', 'schwerpunkt', [CompletionResultType]::ParameterValue, 'Schwerpunkt procedures (Nathan Ward''s miniatures rules for the age of the rifle)')
            [CompletionResult]::new('portable', 'portable', [CompletionResultType]::ParameterValue, 'The Portable Wargame procedures (Bob Cordery''s nineteenth-century rules for hexes, after Morschauser)')
            [CompletionResult]::new('frontier', 'frontier', [CompletionResultType]::ParameterValue, 'Frontier procedures (Bob Cordery''s ''modern'' grid rules after Joseph Morschauser)')
            [CompletionResult]::new('series', 'series', [CompletionResultType]::ParameterValue, 'Schwerpunkt Series procedures (operational hex wargames: a Combat Results Table for any game, C3I and chits)')
            [CompletionResult]::new('tsatf', 'tsatf', [CompletionResultType]::ParameterValue, 'The Sword, the Flame, Machine guns and Grenades procedures (the Jackson Gamers'' WWII variant of Larry Brom''s The Sword and the Flame)')
            [CompletionResult]::new('terrain', 'terrain', [CompletionResultType]::ParameterValue, 'Terrain generation: a 6''×4'' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)')
            [CompletionResult]::new('terrain-gen', 'terrain-gen', [CompletionResultType]::ParameterValue, 'Terrain generation: a 6''×4'' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)')
            [CompletionResult]::new('initiative', 'initiative', [CompletionResultType]::ParameterValue, 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)')
            [CompletionResult]::new('movement', 'movement', [CompletionResultType]::ParameterValue, 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('shoot', 'shoot', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('barrage', 'barrage', [CompletionResultType]::ParameterValue, 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)')
            [CompletionResult]::new('artillery', 'artillery', [CompletionResultType]::ParameterValue, 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)')
            [CompletionResult]::new('duel', 'duel', [CompletionResultType]::ParameterValue, 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)')
            [CompletionResult]::new('counter-battery', 'counter-battery', [CompletionResultType]::ParameterValue, 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)')
            [CompletionResult]::new('saving-throw', 'saving-throw', [CompletionResultType]::ParameterValue, 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)')
            [CompletionResult]::new('pinning', 'pinning', [CompletionResultType]::ParameterValue, 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)')
            [CompletionResult]::new('penetrate', 'penetrate', [CompletionResultType]::ParameterValue, 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)')
            [CompletionResult]::new('drift', 'drift', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('smoke', 'smoke', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('gas', 'gas', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)')
            [CompletionResult]::new('skill-test', 'skill-test', [CompletionResultType]::ParameterValue, 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)')
            [CompletionResult]::new('melee', 'melee', [CompletionResultType]::ParameterValue, 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('flee', 'flee', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('flight', 'flight', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('retire', 'retire', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('aircraft', 'aircraft', [CompletionResultType]::ParameterValue, 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)')
            [CompletionResult]::new('aa', 'aa', [CompletionResultType]::ParameterValue, 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)')
            [CompletionResult]::new('anti-aircraft', 'anti-aircraft', [CompletionResultType]::ParameterValue, 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)')
            [CompletionResult]::new('strafe', 'strafe', [CompletionResultType]::ParameterValue, 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)')
            [CompletionResult]::new('game-length', 'game-length', [CompletionResultType]::ParameterValue, 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)')
            [CompletionResult]::new('game-end', 'game-end', [CompletionResultType]::ParameterValue, 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)')
            [CompletionResult]::new('victory', 'victory', [CompletionResultType]::ParameterValue, 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)')
            [CompletionResult]::new('vp', 'vp', [CompletionResultType]::ParameterValue, 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)')
            [CompletionResult]::new('units', 'units', [CompletionResultType]::ParameterValue, 'The unit types: movement, Close Combat Power and weapon range (Unit Types)')
            [CompletionResult]::new('unit-types', 'unit-types', [CompletionResultType]::ParameterValue, 'The unit types: movement, Close Combat Power and weapon range (Unit Types)')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)')
            [CompletionResult]::new('activation', 'activation', [CompletionResultType]::ParameterValue, 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)')
            [CompletionResult]::new('close-combat', 'close-combat', [CompletionResultType]::ParameterValue, 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)')
            [CompletionResult]::new('cc', 'cc', [CompletionResultType]::ParameterValue, 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)')
            [CompletionResult]::new('tiles', 'tiles', [CompletionResultType]::ParameterValue, 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)')
            [CompletionResult]::new('battle', 'battle', [CompletionResultType]::ParameterValue, 'Battle: d6 + battle power each; the higher wins, a winner''s 6 destroys (Battles)')
            [CompletionResult]::new('attrition', 'attrition', [CompletionResultType]::ParameterValue, 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)')
            [CompletionResult]::new('activity', 'activity', [CompletionResultType]::ParameterValue, 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)')
            [CompletionResult]::new('superiority', 'superiority', [CompletionResultType]::ParameterValue, 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)')
            [CompletionResult]::new('chits', 'chits', [CompletionResultType]::ParameterValue, 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)')
            [CompletionResult]::new('crt', 'crt', [CompletionResultType]::ParameterValue, 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)')
            [CompletionResult]::new('losses', 'losses', [CompletionResultType]::ParameterValue, 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)')
            [CompletionResult]::new('event', 'event', [CompletionResultType]::ParameterValue, 'Random Event: one die on the Random Events Table (rule 14.0)')
            [CompletionResult]::new('cards', 'cards', [CompletionResultType]::ParameterValue, 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)')
            [CompletionResult]::new('mortar', 'mortar', [CompletionResultType]::ParameterValue, 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)')
            [CompletionResult]::new('grenades', 'grenades', [CompletionResultType]::ParameterValue, 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)')
            [CompletionResult]::new('spot', 'spot', [CompletionResultType]::ParameterValue, 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)')
            [CompletionResult]::new('wound', 'wound', [CompletionResultType]::ParameterValue, 'Wound: a d6 to recover, stay wounded or die (WOUNDS)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;roll' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;draw' {
            [CompletionResult]::new('--pool', '--pool', [CompletionResultType]::ParameterName, 'The pool to draw from (`spw pools` lists them)')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--shuffle', '--shuffle', [CompletionResultType]::ParameterName, 'Put everything back into the pool first (in the REPL and batch mode the pool otherwise lasts the whole session)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;pools' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'In a game: every rule set''s pools, not only the game''s rule set''s and the shared ones')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;reshuffle' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;table' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tables' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;rules' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;completions' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;man' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;repl' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)')
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Play the game in its interactive session (from a pipe: one command per line)')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Re-run every entry from the seed and check each result is the one recorded')
            [CompletionResult]::new('log', 'log', [CompletionResultType]::ParameterValue, 'The after-action report: every command, die and result, by turn')
            [CompletionResult]::new('repair', 'repair', [CompletionResultType]::ParameterValue, 'Keep the entries before a damaged line (the original is copied to FILE.damaged)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;game;new' {
            [CompletionResult]::new('--roster', '--roster', [CompletionResultType]::ParameterName, 'The units on the table: a TOML of [[unit]] tables with name, side and ratings, copied into the game (`--unit NAME` and `--target NAME` then fill a procedure''s options), and optional [[side]] tables (name, and for the Series c3i = [turn 1, turn 2, ...], 7.1)')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game;open' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game;replay' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game;log' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'text for the terminal, md for Markdown, json for the entries as they are recorded')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game;repair' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)')
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Play the game in its interactive session (from a pipe: one command per line)')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Re-run every entry from the seed and check each result is the one recorded')
            [CompletionResult]::new('log', 'log', [CompletionResultType]::ParameterValue, 'The after-action report: every command, die and result, by turn')
            [CompletionResult]::new('repair', 'repair', [CompletionResultType]::ParameterValue, 'Keep the entries before a damaged line (the original is copied to FILE.damaged)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;game;help;new' {
            break
        }
        'spw;game;help;open' {
            break
        }
        'spw;game;help;replay' {
            break
        }
        'spw;game;help;log' {
            break
        }
        'spw;game;help;repair' {
            break
        }
        'spw;game;help;help' {
            break
        }
        'spw;schwerpunkt' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('terrain', 'terrain', [CompletionResultType]::ParameterValue, 'Terrain generation: a 6''×4'' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)')
            [CompletionResult]::new('terrain-gen', 'terrain-gen', [CompletionResultType]::ParameterValue, 'Terrain generation: a 6''×4'' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)')
            [CompletionResult]::new('initiative', 'initiative', [CompletionResultType]::ParameterValue, 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)')
            [CompletionResult]::new('movement', 'movement', [CompletionResultType]::ParameterValue, 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('shoot', 'shoot', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('barrage', 'barrage', [CompletionResultType]::ParameterValue, 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)')
            [CompletionResult]::new('artillery', 'artillery', [CompletionResultType]::ParameterValue, 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)')
            [CompletionResult]::new('duel', 'duel', [CompletionResultType]::ParameterValue, 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)')
            [CompletionResult]::new('counter-battery', 'counter-battery', [CompletionResultType]::ParameterValue, 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)')
            [CompletionResult]::new('saving-throw', 'saving-throw', [CompletionResultType]::ParameterValue, 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)')
            [CompletionResult]::new('pinning', 'pinning', [CompletionResultType]::ParameterValue, 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)')
            [CompletionResult]::new('penetrate', 'penetrate', [CompletionResultType]::ParameterValue, 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)')
            [CompletionResult]::new('drift', 'drift', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('smoke', 'smoke', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('gas', 'gas', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)')
            [CompletionResult]::new('skill-test', 'skill-test', [CompletionResultType]::ParameterValue, 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)')
            [CompletionResult]::new('melee', 'melee', [CompletionResultType]::ParameterValue, 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('flee', 'flee', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('flight', 'flight', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('retire', 'retire', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('aircraft', 'aircraft', [CompletionResultType]::ParameterValue, 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)')
            [CompletionResult]::new('aa', 'aa', [CompletionResultType]::ParameterValue, 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)')
            [CompletionResult]::new('anti-aircraft', 'anti-aircraft', [CompletionResultType]::ParameterValue, 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)')
            [CompletionResult]::new('strafe', 'strafe', [CompletionResultType]::ParameterValue, 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)')
            [CompletionResult]::new('game-length', 'game-length', [CompletionResultType]::ParameterValue, 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)')
            [CompletionResult]::new('game-end', 'game-end', [CompletionResultType]::ParameterValue, 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)')
            [CompletionResult]::new('victory', 'victory', [CompletionResultType]::ParameterValue, 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)')
            [CompletionResult]::new('vp', 'vp', [CompletionResultType]::ParameterValue, 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;schwerpunkt;terrain' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('--theatre', '--theatre', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--flat', '--flat', [CompletionResultType]::ParameterName, 'Particularly flat ground: a 4 on the hills d4 means no hills')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;terrain-gen' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('--theatre', '--theatre', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--flat', '--flat', [CompletionResultType]::ParameterName, 'Particularly flat ground: a 4 on the hills d4 means no hills')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;initiative' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The sides'' names, in the order they roll (2 to 6 names)')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'The phase about to start (1.10); changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;move' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--rating', '--rating', [CompletionResultType]::ParameterName, 'The distance in the unit''s profile, in inches (2.0); the die is added to it (1.6)')
            [CompletionResult]::new('--obstacle', '--obstacle', [CompletionResultType]::ParameterName, 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--difficult', '--difficult', [CompletionResultType]::ParameterName, 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)')
            [CompletionResult]::new('--partial-damage', '--partial-damage', [CompletionResultType]::ParameterName, 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;movement' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--rating', '--rating', [CompletionResultType]::ParameterName, 'The distance in the unit''s profile, in inches (2.0); the die is added to it (1.6)')
            [CompletionResult]::new('--obstacle', '--obstacle', [CompletionResultType]::ParameterName, 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--difficult', '--difficult', [CompletionResultType]::ParameterName, 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)')
            [CompletionResult]::new('--partial-damage', '--partial-damage', [CompletionResultType]::ParameterName, 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;fire' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;shoot' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;scatter' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;barrage' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns firing: one d10 each, at most 6 in one barrage (3.1)')
            [CompletionResult]::new('--observer', '--observer', [CompletionResultType]::ParameterName, 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--2d6', '--2d6', [CompletionResultType]::ParameterName, 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;artillery' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns firing: one d10 each, at most 6 in one barrage (3.1)')
            [CompletionResult]::new('--observer', '--observer', [CompletionResultType]::ParameterName, 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--2d6', '--2d6', [CompletionResultType]::ParameterName, 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;duel' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns in the firing battery: one d6 each')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The firing battery''s skill: a gun hits on a d6 of this or more')
            [CompletionResult]::new('--enemy-skill', '--enemy-skill', [CompletionResultType]::ParameterName, 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more')
            [CompletionResult]::new('--enemy-guns', '--enemy-guns', [CompletionResultType]::ParameterName, 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;counter-battery' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns in the firing battery: one d6 each')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The firing battery''s skill: a gun hits on a d6 of this or more')
            [CompletionResult]::new('--enemy-skill', '--enemy-skill', [CompletionResultType]::ParameterName, 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more')
            [CompletionResult]::new('--enemy-guns', '--enemy-guns', [CompletionResultType]::ParameterName, 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;save' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The figures'' skill rating: a hit is saved on a d6 of this or more')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)')
            [CompletionResult]::new('--building-template', '--building-template', [CompletionResultType]::ParameterName, 'A template weapon hit a building: its N occupants each take a skill test (3.9)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The unit is in cover (+1 to the save, 3.3)')
            [CompletionResult]::new('--rifle-grenade', '--rifle-grenade', [CompletionResultType]::ParameterName, 'The hits are from rifle grenades (+1 to the save, 3.8)')
            [CompletionResult]::new('--flamethrower-bunker', '--flamethrower-bunker', [CompletionResultType]::ParameterName, 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;saving-throw' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The figures'' skill rating: a hit is saved on a d6 of this or more')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)')
            [CompletionResult]::new('--building-template', '--building-template', [CompletionResultType]::ParameterName, 'A template weapon hit a building: its N occupants each take a skill test (3.9)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The unit is in cover (+1 to the save, 3.3)')
            [CompletionResult]::new('--rifle-grenade', '--rifle-grenade', [CompletionResultType]::ParameterName, 'The hits are from rifle grenades (+1 to the save, 3.8)')
            [CompletionResult]::new('--flamethrower-bunker', '--flamethrower-bunker', [CompletionResultType]::ParameterName, 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;pin' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'The unit''s strength: its figures')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;pinning' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'The unit''s strength: its figures')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;penetrate' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-c', '-c', [CompletionResultType]::ParameterName, 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)')
            [CompletionResult]::new('--vehicle', '--vehicle', [CompletionResultType]::ParameterName, 'The target''s armour class: soft, or B to L')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers')
            [CompletionResult]::new('--facing', '--facing', [CompletionResultType]::ParameterName, 'The face of the vehicle attacked: side, rear and belly lower the percentile score needed')
            [CompletionResult]::new('--aim', '--aim', [CompletionResultType]::ParameterName, 'Aiming for the tracks or the turret ring: harder to hit, easier to penetrate')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Several shots (a section of rifles, 3.0): N to-hit rolls, then a penetration and a damage roll for each hit')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon (an HMG, 1.7, 3.0): N SF dice with no reference to marksmanship; the hits are their sum, then a penetration and a damage roll for each')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'With --assault: the figures in contact, one penetration roll each (4.2, ruling)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The FIRING unit is pinned (3.0, 3.4: −1 to the roll, so the score needed +1)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The FIRING unit has moved this turn (3.0: −1 to the roll, so the score needed +1); the target moving is --moving')
            [CompletionResult]::new('--moving', '--moving', [CompletionResultType]::ParameterName, 'The TARGET vehicle is moving (3.5: to hit +1); the firer having moved is --moved')
            [CompletionResult]::new('--hull-down', '--hull-down', [CompletionResultType]::ParameterName, 'The target is hull down (to hit +1)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'The target is at long range: half the weapon''s range or more (to hit +1)')
            [CompletionResult]::new('--assault', '--assault', [CompletionResultType]::ParameterName, 'Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;drift' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--gas', '--gas', [CompletionResultType]::ParameterName, 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;smoke' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--gas', '--gas', [CompletionResultType]::ParameterName, 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;gas' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--gas', '--gas', [CompletionResultType]::ParameterName, 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;test' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The skill rating: a test passes on a d6 of this or more')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--tests', '--tests', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'What the test is for; changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;skill-test' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The skill rating: a test passes on a d6 of this or more')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--tests', '--tests', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'What the test is for; changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;melee' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker-figures', '--attacker-figures', [CompletionResultType]::ParameterName, 'Figures of the attacking unit in the melee (all those in coherency, 4.0)')
            [CompletionResult]::new('--attacker-ferocity', '--attacker-ferocity', [CompletionResultType]::ParameterName, 'The attacker''s ferocity: a figure hits on this or more on a d6')
            [CompletionResult]::new('--attacker-skill', '--attacker-skill', [CompletionResultType]::ParameterName, 'The attacker''s skill: each hit it takes is saved on this or more on a d6')
            [CompletionResult]::new('--attacker-morale', '--attacker-morale', [CompletionResultType]::ParameterName, 'The attacker''s morale rating (2d6 of this or less passes)')
            [CompletionResult]::new('--attacker-fatigue', '--attacker-fatigue', [CompletionResultType]::ParameterName, 'Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)')
            [CompletionResult]::new('--defender-figures', '--defender-figures', [CompletionResultType]::ParameterName, 'Figures of the assaulted unit in the melee')
            [CompletionResult]::new('--defender-ferocity', '--defender-ferocity', [CompletionResultType]::ParameterName, 'The defender''s ferocity: a figure hits on this or more on a d6')
            [CompletionResult]::new('--defender-skill', '--defender-skill', [CompletionResultType]::ParameterName, 'The defender''s skill: each hit it takes is saved on this or more on a d6')
            [CompletionResult]::new('--defender-morale', '--defender-morale', [CompletionResultType]::ParameterName, 'The defender''s morale rating (2d6 of this or less passes)')
            [CompletionResult]::new('--defender-fatigue', '--defender-fatigue', [CompletionResultType]::ParameterName, 'Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before the flight (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker-officer', '--attacker-officer', [CompletionResultType]::ParameterName, 'The attacker''s officer is with the unit (+1 to its morale, 1.6)')
            [CompletionResult]::new('--defender-officer', '--defender-officer', [CompletionResultType]::ParameterName, 'The defender''s officer is with the unit (+1 to its morale, 1.6)')
            [CompletionResult]::new('--continued', '--continued', [CompletionResultType]::ParameterName, 'The melee goes on from an earlier round: the defender has already stood (no test to stand)')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues a side that flees 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;morale' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--morale', '--morale', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken in this melee, subtracted from the rating (4.0)')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why the test is taken (5.0 a–e); changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('--officer', '--officer', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;flee' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before they move (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('--retire', '--retire', [CompletionResultType]::ParameterName, 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;flight' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before they move (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('--retire', '--retire', [CompletionResultType]::ParameterName, 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;retire' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before they move (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('--retire', '--retire', [CompletionResultType]::ParameterName, 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;aircraft' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--ours', '--ours', [CompletionResultType]::ParameterName, 'How many of our aircraft are rolled for this turn')
            [CompletionResult]::new('--our-reliability', '--our-reliability', [CompletionResultType]::ParameterName, 'Our aircraft''s reliability: one appears on a d6 of this or more')
            [CompletionResult]::new('--theirs', '--theirs', [CompletionResultType]::ParameterName, 'How many of the enemy''s aircraft are rolled for this turn')
            [CompletionResult]::new('--their-reliability', '--their-reliability', [CompletionResultType]::ParameterName, 'The enemy aircraft''s reliability')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;aa' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--one-plane', '--one-plane', [CompletionResultType]::ParameterName, 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;anti-aircraft' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--one-plane', '--one-plane', [CompletionResultType]::ParameterName, 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;strafe' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'The distance from the aircraft''s base to the unit attacked, in inches (12" at most)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--bombs', '--bombs', [CompletionResultType]::ParameterName, 'The aircraft is armed with bombs (otherwise it has only machine guns)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;game-length' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;game-end' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;victory' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The two sides'' names, as in the other options'' pairs')
            [CompletionResult]::new('--main', '--main', [CompletionResultType]::ParameterName, 'The side holding the main objective without dispute (no enemy within 5"); omit if neither')
            [CompletionResult]::new('--secondary', '--secondary', [CompletionResultType]::ParameterName, 'Secondary objectives each side holds without dispute, as a pair: 2,1')
            [CompletionResult]::new('--destroyed', '--destroyed', [CompletionResultType]::ParameterName, 'Points of the enemy force each side removed from the table, as a pair: 450,300')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;vp' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The two sides'' names, as in the other options'' pairs')
            [CompletionResult]::new('--main', '--main', [CompletionResultType]::ParameterName, 'The side holding the main objective without dispute (no enemy within 5"); omit if neither')
            [CompletionResult]::new('--secondary', '--secondary', [CompletionResultType]::ParameterName, 'Secondary objectives each side holds without dispute, as a pair: 2,1')
            [CompletionResult]::new('--destroyed', '--destroyed', [CompletionResultType]::ParameterName, 'Points of the enemy force each side removed from the table, as a pair: 450,300')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;help' {
            [CompletionResult]::new('terrain', 'terrain', [CompletionResultType]::ParameterValue, 'Terrain generation: a 6''×4'' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)')
            [CompletionResult]::new('initiative', 'initiative', [CompletionResultType]::ParameterValue, 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('barrage', 'barrage', [CompletionResultType]::ParameterValue, 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)')
            [CompletionResult]::new('duel', 'duel', [CompletionResultType]::ParameterValue, 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)')
            [CompletionResult]::new('penetrate', 'penetrate', [CompletionResultType]::ParameterValue, 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)')
            [CompletionResult]::new('drift', 'drift', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)')
            [CompletionResult]::new('melee', 'melee', [CompletionResultType]::ParameterValue, 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('flee', 'flee', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('aircraft', 'aircraft', [CompletionResultType]::ParameterValue, 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)')
            [CompletionResult]::new('aa', 'aa', [CompletionResultType]::ParameterValue, 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)')
            [CompletionResult]::new('strafe', 'strafe', [CompletionResultType]::ParameterValue, 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)')
            [CompletionResult]::new('game-length', 'game-length', [CompletionResultType]::ParameterValue, 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)')
            [CompletionResult]::new('victory', 'victory', [CompletionResultType]::ParameterValue, 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;schwerpunkt;help;terrain' {
            break
        }
        'spw;schwerpunkt;help;initiative' {
            break
        }
        'spw;schwerpunkt;help;move' {
            break
        }
        'spw;schwerpunkt;help;fire' {
            break
        }
        'spw;schwerpunkt;help;scatter' {
            break
        }
        'spw;schwerpunkt;help;barrage' {
            break
        }
        'spw;schwerpunkt;help;duel' {
            break
        }
        'spw;schwerpunkt;help;save' {
            break
        }
        'spw;schwerpunkt;help;pin' {
            break
        }
        'spw;schwerpunkt;help;penetrate' {
            break
        }
        'spw;schwerpunkt;help;drift' {
            break
        }
        'spw;schwerpunkt;help;test' {
            break
        }
        'spw;schwerpunkt;help;melee' {
            break
        }
        'spw;schwerpunkt;help;morale' {
            break
        }
        'spw;schwerpunkt;help;flee' {
            break
        }
        'spw;schwerpunkt;help;aircraft' {
            break
        }
        'spw;schwerpunkt;help;aa' {
            break
        }
        'spw;schwerpunkt;help;strafe' {
            break
        }
        'spw;schwerpunkt;help;game-length' {
            break
        }
        'spw;schwerpunkt;help;victory' {
            break
        }
        'spw;schwerpunkt;help;help' {
            break
        }
        'spw;portable' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('units', 'units', [CompletionResultType]::ParameterValue, 'The unit types: movement, Close Combat Power and weapon range (Unit Types)')
            [CompletionResult]::new('unit-types', 'unit-types', [CompletionResultType]::ParameterValue, 'The unit types: movement, Close Combat Power and weapon range (Unit Types)')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)')
            [CompletionResult]::new('activation', 'activation', [CompletionResultType]::ParameterValue, 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)')
            [CompletionResult]::new('initiative', 'initiative', [CompletionResultType]::ParameterValue, 'Which side activates first: a d6 each, the highest goes first (Turn Sequence 2)')
            [CompletionResult]::new('artillery', 'artillery', [CompletionResultType]::ParameterValue, 'Artillery fire: where it lands, then its effect on the Unit there (Artillery Fire, Note 3)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Non-artillery fire: a d6 per Unit firing, to destroy or pin the target (Non-Artillery Fire, Pinning)')
            [CompletionResult]::new('shoot', 'shoot', [CompletionResultType]::ParameterValue, 'Non-artillery fire: a d6 per Unit firing, to destroy or pin the target (Non-Artillery Fire, Pinning)')
            [CompletionResult]::new('close-combat', 'close-combat', [CompletionResultType]::ParameterValue, 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)')
            [CompletionResult]::new('cc', 'cc', [CompletionResultType]::ParameterValue, 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;portable;units' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;unit-types' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;activate' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--army', '--army', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--command-lost', '--command-lost', [CompletionResultType]::ParameterName, 'The army has lost its Command Unit (or never had one): no die for it')
            [CompletionResult]::new('--d6', '--d6', [CompletionResultType]::ParameterName, 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;activation' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--army', '--army', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--command-lost', '--command-lost', [CompletionResultType]::ParameterName, 'The army has lost its Command Unit (or never had one): no die for it')
            [CompletionResult]::new('--d6', '--d6', [CompletionResultType]::ParameterName, 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;initiative' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The two sides'' names, in the order they throw')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;artillery' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'The firing Artillery Unit''s type: light-field-artillery, field-artillery, fortress-artillery')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'The firing Artillery Unit''s type: light-field-artillery, field-artillery, fortress-artillery')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Hexes from the Artillery Unit to the target hex, counted through hex sides')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--direct', '--direct', [CompletionResultType]::ParameterName, 'Direct fire: the whole target Unit can be seen and it is not in cover (the default)')
            [CompletionResult]::new('--indirect', '--indirect', [CompletionResultType]::ParameterName, 'Indirect fire: the target is in cover (woods, built-up area, fortification) or not wholly seen')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'Indirect fire: the target is in cover (woods, built-up area, fortification) or not wholly seen')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The target is pinned: deemed under cover (Pinning), so the fire is indirect (ruling)')
            [CompletionResult]::new('--two-hexes', '--two-hexes', [CompletionResultType]::ParameterName, 'Two hexes lie immediately in front of and behind the target: odd is left, even right (Note 3)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;fire' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Non-artillery Units firing at the target: a d6 each')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Non-artillery Units firing at the target: a d6 each')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The target is in cover (woods, a built-up area, a fortification) or not wholly seen')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The target is pinned: it counts as in cover even in the open (Pinning)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;shoot' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Non-artillery Units firing at the target: a d6 each')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Non-artillery Units firing at the target: a d6 each')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The target is in cover (woods, a built-up area, a fortification) or not wholly seen')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The target is pinned: it counts as in cover even in the open (Pinning)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;close-combat' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The attacking Unit''s type (the last to move into contact): infantry-firearms, cavalry, ...')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The defending Unit''s type')
            [CompletionResult]::new('--attackers', '--attackers', [CompletionResultType]::ParameterName, 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3')
            [CompletionResult]::new('--defender-in', '--defender-in', [CompletionResultType]::ParameterName, 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)')
            [CompletionResult]::new('--dismounted', '--dismounted', [CompletionResultType]::ParameterName, 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--uphill', '--uphill', [CompletionResultType]::ParameterName, 'The defender is above the attacker on a hill (attacker −1, Hills)')
            [CompletionResult]::new('--from-river', '--from-river', [CompletionResultType]::ParameterName, 'The attacker is in a river hex (attacker −1, Rivers)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;cc' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The attacking Unit''s type (the last to move into contact): infantry-firearms, cavalry, ...')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The defending Unit''s type')
            [CompletionResult]::new('--attackers', '--attackers', [CompletionResultType]::ParameterName, 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3')
            [CompletionResult]::new('--defender-in', '--defender-in', [CompletionResultType]::ParameterName, 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)')
            [CompletionResult]::new('--dismounted', '--dismounted', [CompletionResultType]::ParameterName, 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--uphill', '--uphill', [CompletionResultType]::ParameterName, 'The defender is above the attacker on a hill (attacker −1, Hills)')
            [CompletionResult]::new('--from-river', '--from-river', [CompletionResultType]::ParameterName, 'The attacker is in a river hex (attacker −1, Rivers)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;portable;help' {
            [CompletionResult]::new('units', 'units', [CompletionResultType]::ParameterValue, 'The unit types: movement, Close Combat Power and weapon range (Unit Types)')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)')
            [CompletionResult]::new('initiative', 'initiative', [CompletionResultType]::ParameterValue, 'Which side activates first: a d6 each, the highest goes first (Turn Sequence 2)')
            [CompletionResult]::new('artillery', 'artillery', [CompletionResultType]::ParameterValue, 'Artillery fire: where it lands, then its effect on the Unit there (Artillery Fire, Note 3)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Non-artillery fire: a d6 per Unit firing, to destroy or pin the target (Non-Artillery Fire, Pinning)')
            [CompletionResult]::new('close-combat', 'close-combat', [CompletionResultType]::ParameterValue, 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;portable;help;units' {
            break
        }
        'spw;portable;help;activate' {
            break
        }
        'spw;portable;help;initiative' {
            break
        }
        'spw;portable;help;artillery' {
            break
        }
        'spw;portable;help;fire' {
            break
        }
        'spw;portable;help;close-combat' {
            break
        }
        'spw;portable;help;help' {
            break
        }
        'spw;frontier' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('tiles', 'tiles', [CompletionResultType]::ParameterValue, 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)')
            [CompletionResult]::new('activation', 'activation', [CompletionResultType]::ParameterValue, 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)')
            [CompletionResult]::new('artillery', 'artillery', [CompletionResultType]::ParameterValue, 'Artillery fire: a d6 for where it lands, a d6 for its effect (Artillery)')
            [CompletionResult]::new('units', 'units', [CompletionResultType]::ParameterValue, 'The unit types: move, artillery range and battle power (Movement, Artillery, Battles)')
            [CompletionResult]::new('battle', 'battle', [CompletionResultType]::ParameterValue, 'Battle: d6 + battle power each; the higher wins, a winner''s 6 destroys (Battles)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;frontier;tiles' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Units on the table, named 1 … N (instead of --side)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)')
            [CompletionResult]::new('--fired', '--fired', [CompletionResultType]::ParameterName, 'Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their tiles are removed, so they do not activate (step 3)')
            [CompletionResult]::new('--place', '--place', [CompletionResultType]::ParameterName, 'A unit whose place in the activation order to report (quantity place)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;frontier;activation' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Units on the table, named 1 … N (instead of --side)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)')
            [CompletionResult]::new('--fired', '--fired', [CompletionResultType]::ParameterName, 'Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their tiles are removed, so they do not activate (step 3)')
            [CompletionResult]::new('--place', '--place', [CompletionResultType]::ParameterName, 'A unit whose place in the activation order to report (quantity place)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;frontier;artillery' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'The firing unit''s type (afv, anti-tank-guns, mortars, infantry-guns, mountain-artillery, light-field-artillery, field-artillery, heavy-artillery)')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Grid squares to the target square, counted orthogonally')
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Which scatter table: the rules'' (original), or one of the two from the comments')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--indirect', '--indirect', [CompletionResultType]::ParameterName, 'Indirect fire: the target cannot all be seen, or is in fortifications, a built-up area or a wood (effect 6 only). For AFVs and anti-tank guns, which never fire at what they cannot see: the target they see is in such cover')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;frontier;units' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Show only this type (infantry, cavalry, afv, machine-guns, anti-tank-guns, mortars, infantry-guns, mountain-artillery, light-field-artillery, field-artillery, heavy-artillery)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;frontier;battle' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The attacking unit''s type (see `spw frontier units`)')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The defending unit''s type')
            [CompletionResult]::new('--attacker-in', '--attacker-in', [CompletionResultType]::ParameterName, 'The attacker is in cover (+1) or fortifications (+2)')
            [CompletionResult]::new('--defender-in', '--defender-in', [CompletionResultType]::ParameterName, 'The defender is in cover (built-up area, woods: +1) or fortifications (trenches, pillboxes: +2)')
            [CompletionResult]::new('--defender-above', '--defender-above', [CompletionResultType]::ParameterName, 'Hill contours the defender stands above the attacker, −2 to 2 (negative: below). The unit below loses 1 per contour, the unit above gains 1')
            [CompletionResult]::new('--cannot-retreat', '--cannot-retreat', [CompletionResultType]::ParameterName, 'The loser cannot retreat and is destroyed: the defender (the default when no side is given), the attacker, or both')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker-poor', '--attacker-poor', [CompletionResultType]::ParameterName, 'The attacker is poor quality infantry or cavalry (−1)')
            [CompletionResult]::new('--defender-poor', '--defender-poor', [CompletionResultType]::ParameterName, 'The defender is poor quality infantry or cavalry (−1)')
            [CompletionResult]::new('--from-river', '--from-river', [CompletionResultType]::ParameterName, 'The attacker attacks from a grid square with a river in it (−1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;frontier;help' {
            [CompletionResult]::new('tiles', 'tiles', [CompletionResultType]::ParameterValue, 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)')
            [CompletionResult]::new('artillery', 'artillery', [CompletionResultType]::ParameterValue, 'Artillery fire: a d6 for where it lands, a d6 for its effect (Artillery)')
            [CompletionResult]::new('units', 'units', [CompletionResultType]::ParameterValue, 'The unit types: move, artillery range and battle power (Movement, Artillery, Battles)')
            [CompletionResult]::new('battle', 'battle', [CompletionResultType]::ParameterValue, 'Battle: d6 + battle power each; the higher wins, a winner''s 6 destroys (Battles)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;frontier;help;tiles' {
            break
        }
        'spw;frontier;help;artillery' {
            break
        }
        'spw;frontier;help;units' {
            break
        }
        'spw;frontier;help;battle' {
            break
        }
        'spw;frontier;help;help' {
            break
        }
        'spw;series' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('attrition', 'attrition', [CompletionResultType]::ParameterValue, 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)')
            [CompletionResult]::new('activity', 'activity', [CompletionResultType]::ParameterValue, 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)')
            [CompletionResult]::new('superiority', 'superiority', [CompletionResultType]::ParameterValue, 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)')
            [CompletionResult]::new('chits', 'chits', [CompletionResultType]::ParameterValue, 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)')
            [CompletionResult]::new('crt', 'crt', [CompletionResultType]::ParameterValue, 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)')
            [CompletionResult]::new('losses', 'losses', [CompletionResultType]::ParameterValue, 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)')
            [CompletionResult]::new('event', 'event', [CompletionResultType]::ParameterValue, 'Random Event: one die on the Random Events Table (rule 14.0)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;series;attrition' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--column', '--column', [CompletionResultType]::ParameterName, 'The Attrition Table column: clear, rough or winter in the example table')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Units checking (each rolls one die, 6.5)')
            [CompletionResult]::new('--drm', '--drm', [CompletionResultType]::ParameterName, 'A die roll modifier (repeat for each; summed, 3.3)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;activity' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--c3i', '--c3i', [CompletionResultType]::ParameterName, 'C3I Points spent this Schwerpunkt Segment: 0 to 3 (0 ends the segment, 7.2)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;superiority' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker-rating', '--attacker-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the attacking units (12.31)')
            [CompletionResult]::new('--defender-rating', '--defender-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the defending units (12.31)')
            [CompletionResult]::new('--attacker-cup', '--attacker-cup', [CompletionResultType]::ParameterName, 'Whose cup the attacker draws from; the defender draws from the other')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--concentric', '--concentric', [CompletionResultType]::ParameterName, 'The attack is concentric: the attacker''s rating +1 (12.72)')
            [CompletionResult]::new('--attacker-oos', '--attacker-oos', [CompletionResultType]::ParameterName, 'The attacker''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-oos', '--defender-oos', [CompletionResultType]::ParameterName, 'The defender''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-motorized', '--defender-motorized', [CompletionResultType]::ParameterName, 'Every defending unit is motorized (combat refusal if superior, 12.4)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;chits' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker-rating', '--attacker-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the attacking units (12.31)')
            [CompletionResult]::new('--defender-rating', '--defender-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the defending units (12.31)')
            [CompletionResult]::new('--attacker-cup', '--attacker-cup', [CompletionResultType]::ParameterName, 'Whose cup the attacker draws from; the defender draws from the other')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--concentric', '--concentric', [CompletionResultType]::ParameterName, 'The attack is concentric: the attacker''s rating +1 (12.72)')
            [CompletionResult]::new('--attacker-oos', '--attacker-oos', [CompletionResultType]::ParameterName, 'The attacker''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-oos', '--defender-oos', [CompletionResultType]::ParameterName, 'The defender''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-motorized', '--defender-motorized', [CompletionResultType]::ParameterName, 'Every defending unit is motorized (combat refusal if superior, 12.4)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;crt' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'An attacking unit''s combat strength (once per unit; fractions such as 2.5 or 5/2 are kept per unit, the side''s total rounded down, 3.2)')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'An attacking unit''s combat strength (once per unit; fractions such as 2.5 or 5/2 are kept per unit, the side''s total rounded down, 3.2)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'A defending unit''s combat strength (once per unit, as --attacker)')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'A defending unit''s combat strength (once per unit, as --attacker)')
            [CompletionResult]::new('--odds', '--odds', [CompletionResultType]::ParameterName, 'The odds already worked out, attacker to defender: 7:2 (rounded down to a column, 12.5)')
            [CompletionResult]::new('--drm', '--drm', [CompletionResultType]::ParameterName, 'A die roll modifier (repeat for each; summed, then clamped to the CRT''s limit, 12.7)')
            [CompletionResult]::new('--shift', '--shift', [CompletionResultType]::ParameterName, 'Column shifts: +1 one column right (better for the attacker), -1 one left')
            [CompletionResult]::new('--goal', '--goal', [CompletionResultType]::ParameterName, 'With --chances: one goal''s exact chance in every column: ''defender_hits>=2'', ''attacker_hits=0'', ''result=DE'', ''result!=AE''')
            [CompletionResult]::new('--at-least', '--at-least', [CompletionResultType]::ParameterName, 'With --goal: name the lowest column whose chance is at least this (default 50%)')
            [CompletionResult]::new('--crt', '--crt', [CompletionResultType]::ParameterName, 'Which CRT of the data: the default, or one a house rule adds (docs/crt.md)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--all-columns', '--all-columns', [CompletionResultType]::ParameterName, 'With --chances: the whole CRT at once, every result''s exact chance in every column (the DRMs apply)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;losses' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'The final Combat Hits against this side, after combat chits (12.8)')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'The units involved on this side (each absorbs step losses in turn, 12.8)')
            [CompletionResult]::new('--retreat', '--retreat', [CompletionResultType]::ParameterName, 'Retreat hexes the defender chooses (default: the fewest the rules require)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'These are the attacker''s hits: all are step losses, the attacker never retreats (12.81)')
            [CompletionResult]::new('--motorized', '--motorized', [CompletionResultType]::ParameterName, 'Every defending unit is motorized (may retreat two hexes if In Supply, 12.81)')
            [CompletionResult]::new('--out-of-supply', '--out-of-supply', [CompletionResultType]::ParameterName, 'The defenders are Out of Supply (motorized units then retreat one hex at most)')
            [CompletionResult]::new('--cannot-retreat', '--cannot-retreat', [CompletionResultType]::ParameterName, 'The defenders have no retreat path (12.811): every hit is a step loss, and one more if the retreat was forced')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;event' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;series;help' {
            [CompletionResult]::new('attrition', 'attrition', [CompletionResultType]::ParameterValue, 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)')
            [CompletionResult]::new('activity', 'activity', [CompletionResultType]::ParameterValue, 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)')
            [CompletionResult]::new('superiority', 'superiority', [CompletionResultType]::ParameterValue, 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)')
            [CompletionResult]::new('crt', 'crt', [CompletionResultType]::ParameterValue, 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)')
            [CompletionResult]::new('losses', 'losses', [CompletionResultType]::ParameterValue, 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)')
            [CompletionResult]::new('event', 'event', [CompletionResultType]::ParameterValue, 'Random Event: one die on the Random Events Table (rule 14.0)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;series;help;attrition' {
            break
        }
        'spw;series;help;activity' {
            break
        }
        'spw;series;help;superiority' {
            break
        }
        'spw;series;help;crt' {
            break
        }
        'spw;series;help;losses' {
            break
        }
        'spw;series;help;event' {
            break
        }
        'spw;series;help;help' {
            break
        }
        'spw;tsatf' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('cards', 'cards', [CompletionResultType]::ParameterValue, 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Movement: D6s by troop type and terrain, inches moved (Movement)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Fire: D20s per weapon against the range tables, a hit card per hit (Fire Combat)')
            [CompletionResult]::new('shoot', 'shoot', [CompletionResultType]::ParameterValue, 'Fire: D20s per weapon against the range tables, a hit card per hit (Fire Combat)')
            [CompletionResult]::new('mortar', 'mortar', [CompletionResultType]::ParameterValue, 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)')
            [CompletionResult]::new('barrage', 'barrage', [CompletionResultType]::ParameterValue, 'Off-board artillery: 2D10 zone, a hit card per figure (Offboard Artillery and Heavy Mortars)')
            [CompletionResult]::new('close-combat', 'close-combat', [CompletionResultType]::ParameterValue, 'Close combat: stragglers, tests, then figure against figure (Close Combat, Hand Grenades)')
            [CompletionResult]::new('melee', 'melee', [CompletionResultType]::ParameterValue, 'Close combat: stragglers, tests, then figure against figure (Close Combat, Hand Grenades)')
            [CompletionResult]::new('grenades', 'grenades', [CompletionResultType]::ParameterValue, 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Test or morale check: a D20, that number or less passes (Tests and Morale Checks)')
            [CompletionResult]::new('spot', 'spot', [CompletionResultType]::ParameterValue, 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)')
            [CompletionResult]::new('wound', 'wound', [CompletionResultType]::ParameterValue, 'Wound: a d6 to recover, stay wounded or die (WOUNDS)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;tsatf;cards' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--red', '--red', [CompletionResultType]::ParameterName, 'The red side''s units: how many (named R1, R2, ...) or their names left to right (--red a,b,c)')
            [CompletionResult]::new('--black', '--black', [CompletionResultType]::ParameterName, 'The black side''s units: how many (named B1, B2, ...) or their names left to right')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'The phase the cards are for: move (Turn Sequence 1) or fire (2); only the words change')
            [CompletionResult]::new('--place', '--place', [CompletionResultType]::ParameterName, 'A unit whose place in the order to report (quantity place)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;move' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Troop type: infantry, hmg-crew, mortar-crew, tracked or wheeled')
            [CompletionResult]::new('--terrain', '--terrain', [CompletionResultType]::ParameterName, 'The ground: open, or rough (rough ground and woods)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--road', '--road', [CompletionResultType]::ParameterName, 'Moving entirely on a road: adds the Road column''s dice')
            [CompletionResult]::new('--limbering', '--limbering', [CompletionResultType]::ParameterName, 'Limbering or unlimbering, mounting or dismounting: the highest die is dropped')
            [CompletionResult]::new('--mounting', '--mounting', [CompletionResultType]::ParameterName, 'Limbering or unlimbering, mounting or dismounting: the highest die is dropped')
            [CompletionResult]::new('--loading', '--loading', [CompletionResultType]::ParameterName, 'Loading or unloading trucks or trains: costs 2d6')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;fire' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The firers'' quality: picks the Rifle row for rifles and BARs (machine guns have one row)')
            [CompletionResult]::new('-w', '-w', [CompletionResultType]::ParameterName, 'The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)')
            [CompletionResult]::new('--weapon', '--weapon', [CompletionResultType]::ParameterName, 'The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many of that weapon fire')
            [CompletionResult]::new('--firers', '--firers', [CompletionResultType]::ParameterName, 'How many of that weapon fire')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Distance to the target in inches: picks the close, medium or long range band')
            [CompletionResult]::new('-c', '-c', [CompletionResultType]::ParameterName, 'The target''s class: I moving in the open; II unmoving in the open, moving in rough or woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls, in trenches, foxholes or houses')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The target''s class: I moving in the open; II unmoving in the open, moving in rough or woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls, in trenches, foxholes or houses')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--shaken', '--shaken', [CompletionResultType]::ParameterName, 'The firing unit is shaken: −1 to the dice, so it hits on one less')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;shoot' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The firers'' quality: picks the Rifle row for rifles and BARs (machine guns have one row)')
            [CompletionResult]::new('-w', '-w', [CompletionResultType]::ParameterName, 'The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)')
            [CompletionResult]::new('--weapon', '--weapon', [CompletionResultType]::ParameterName, 'The weapon: rifle, bar, smg, lmg, mmg or hmg (its D20s and its row of the tables)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many of that weapon fire')
            [CompletionResult]::new('--firers', '--firers', [CompletionResultType]::ParameterName, 'How many of that weapon fire')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Distance to the target in inches: picks the close, medium or long range band')
            [CompletionResult]::new('-c', '-c', [CompletionResultType]::ParameterName, 'The target''s class: I moving in the open; II unmoving in the open, moving in rough or woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls, in trenches, foxholes or houses')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The target''s class: I moving in the open; II unmoving in the open, moving in rough or woods, or crews in the open; III unmoving or crews in rough or woods; IV behind walls, in trenches, foxholes or houses')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--shaken', '--shaken', [CompletionResultType]::ParameterName, 'The firing unit is shaken: −1 to the dice, so it hits on one less')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;mortar' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The mortar crew''s quality (the table has Green and Veteran rows)')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Distance to the aiming point in inches')
            [CompletionResult]::new('-c', '-c', [CompletionResultType]::ParameterName, 'The target''s class (as for fire: I moving in the open ... IV behind walls, in trenches)')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The target''s class (as for fire: I moving in the open ... IV behind walls, in trenches)')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'Figures under the blast template: a D20 each')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--medium', '--medium', [CompletionResultType]::ParameterName, 'A medium mortar (3" template, 12–42") instead of a light one (2", 6–30")')
            [CompletionResult]::new('--ranged', '--ranged', [CompletionResultType]::ParameterName, 'A succeeding turn of fire on the same exact target: −2 to deviation direction and distance')
            [CompletionResult]::new('--landed', '--landed', [CompletionResultType]::ParameterName, 'The round is already placed (deviation rolled): roll only for the --figures under it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;barrage' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--weapons', '--weapons', [CompletionResultType]::ParameterName, 'Weapons firing on the same impact point: +1" to width and depth for each after the first')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'Figures or vehicles in the beaten zone, friend or foe: a hit card each')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--landed', '--landed', [CompletionResultType]::ParameterName, 'The zone is already rolled and laid out: turn only the cards for --figures')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;close-combat' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The charging unit''s quality')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The charged unit''s quality')
            [CompletionResult]::new('--pairs', '--pairs', [CompletionResultType]::ParameterName, 'Figure pairs in the melee')
            [CompletionResult]::new('--grenades', '--grenades', [CompletionResultType]::ParameterName, 'Attacking figures that throw a grenade (the first pairs): 2d6, the higher counts')
            [CompletionResult]::new('--defender-grenades', '--defender-grenades', [CompletionResultType]::ParameterName, 'Defending figures that throw a grenade')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker-crews', '--attacker-crews', [CompletionResultType]::ParameterName, 'The attackers are crews (the Green and Veteran Crews rows)')
            [CompletionResult]::new('--defender-crews', '--defender-crews', [CompletionResultType]::ParameterName, 'The defenders are crews')
            [CompletionResult]::new('--attacker-leader', '--attacker-leader', [CompletionResultType]::ParameterName, 'The attacking unit has its leader (Close to Combat test)')
            [CompletionResult]::new('--defender-leader', '--defender-leader', [CompletionResultType]::ParameterName, 'The defending unit has its leader (Stand and Fight test)')
            [CompletionResult]::new('--defender-shaken', '--defender-shaken', [CompletionResultType]::ParameterName, 'The defending unit is already shaken or pinned: −2 to stand')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The defenders are in cover (the Defending in cover column)')
            [CompletionResult]::new('--flank', '--flank', [CompletionResultType]::ParameterName, 'The defenders are charged in the flank or rear (that column)')
            [CompletionResult]::new('--higher', '--higher', [CompletionResultType]::ParameterName, 'The defender is on higher elevation (+1)')
            [CompletionResult]::new('--gurkhas', '--gurkhas', [CompletionResultType]::ParameterName, 'The attackers are Gurkhas (+1)')
            [CompletionResult]::new('--usmc', '--usmc', [CompletionResultType]::ParameterName, 'The attackers are US Marines (+1)')
            [CompletionResult]::new('--wire', '--wire', [CompletionResultType]::ParameterName, 'The attack goes through wire (−2)')
            [CompletionResult]::new('--attacker-serving', '--attacker-serving', [CompletionResultType]::ParameterName, 'The attackers are crewmen serving weapons (−1)')
            [CompletionResult]::new('--defender-serving', '--defender-serving', [CompletionResultType]::ParameterName, 'The defenders are crewmen serving weapons (−1)')
            [CompletionResult]::new('--attacker-smg', '--attacker-smg', [CompletionResultType]::ParameterName, 'The attackers are armed with submachine guns (+1)')
            [CompletionResult]::new('--defender-smg', '--defender-smg', [CompletionResultType]::ParameterName, 'The defenders are armed with submachine guns (+1)')
            [CompletionResult]::new('--campaign', '--campaign', [CompletionResultType]::ParameterName, 'A campaign game: a 3–4 wounds instead of pushing back')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;melee' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The charging unit''s quality')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The charged unit''s quality')
            [CompletionResult]::new('--pairs', '--pairs', [CompletionResultType]::ParameterName, 'Figure pairs in the melee')
            [CompletionResult]::new('--grenades', '--grenades', [CompletionResultType]::ParameterName, 'Attacking figures that throw a grenade (the first pairs): 2d6, the higher counts')
            [CompletionResult]::new('--defender-grenades', '--defender-grenades', [CompletionResultType]::ParameterName, 'Defending figures that throw a grenade')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker-crews', '--attacker-crews', [CompletionResultType]::ParameterName, 'The attackers are crews (the Green and Veteran Crews rows)')
            [CompletionResult]::new('--defender-crews', '--defender-crews', [CompletionResultType]::ParameterName, 'The defenders are crews')
            [CompletionResult]::new('--attacker-leader', '--attacker-leader', [CompletionResultType]::ParameterName, 'The attacking unit has its leader (Close to Combat test)')
            [CompletionResult]::new('--defender-leader', '--defender-leader', [CompletionResultType]::ParameterName, 'The defending unit has its leader (Stand and Fight test)')
            [CompletionResult]::new('--defender-shaken', '--defender-shaken', [CompletionResultType]::ParameterName, 'The defending unit is already shaken or pinned: −2 to stand')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The defenders are in cover (the Defending in cover column)')
            [CompletionResult]::new('--flank', '--flank', [CompletionResultType]::ParameterName, 'The defenders are charged in the flank or rear (that column)')
            [CompletionResult]::new('--higher', '--higher', [CompletionResultType]::ParameterName, 'The defender is on higher elevation (+1)')
            [CompletionResult]::new('--gurkhas', '--gurkhas', [CompletionResultType]::ParameterName, 'The attackers are Gurkhas (+1)')
            [CompletionResult]::new('--usmc', '--usmc', [CompletionResultType]::ParameterName, 'The attackers are US Marines (+1)')
            [CompletionResult]::new('--wire', '--wire', [CompletionResultType]::ParameterName, 'The attack goes through wire (−2)')
            [CompletionResult]::new('--attacker-serving', '--attacker-serving', [CompletionResultType]::ParameterName, 'The attackers are crewmen serving weapons (−1)')
            [CompletionResult]::new('--defender-serving', '--defender-serving', [CompletionResultType]::ParameterName, 'The defenders are crewmen serving weapons (−1)')
            [CompletionResult]::new('--attacker-smg', '--attacker-smg', [CompletionResultType]::ParameterName, 'The attackers are armed with submachine guns (+1)')
            [CompletionResult]::new('--defender-smg', '--defender-smg', [CompletionResultType]::ParameterName, 'The defenders are armed with submachine guns (+1)')
            [CompletionResult]::new('--campaign', '--campaign', [CompletionResultType]::ParameterName, 'A campaign game: a 3–4 wounds instead of pushing back')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;grenades' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Basic units to roll a supply for')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;test' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'The test: close (to combat), stand (and fight), rally, major, critical or pinned morale')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The unit''s quality')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'The unit has its leader (the With Leader column)')
            [CompletionResult]::new('--shaken', '--shaken', [CompletionResultType]::ParameterName, 'The unit is already shaken or pinned: −2 to the number needed to stand')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;spot' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The spotting unit''s quality')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Distance to the enemy unit in inches')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'The spotting unit has its leader')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;wound' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--first', '--first', [CompletionResultType]::ParameterName, 'The man''s first attempt to recover (otherwise a later one)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tsatf;help' {
            [CompletionResult]::new('cards', 'cards', [CompletionResultType]::ParameterValue, 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Movement: D6s by troop type and terrain, inches moved (Movement)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Fire: D20s per weapon against the range tables, a hit card per hit (Fire Combat)')
            [CompletionResult]::new('mortar', 'mortar', [CompletionResultType]::ParameterValue, 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)')
            [CompletionResult]::new('barrage', 'barrage', [CompletionResultType]::ParameterValue, 'Off-board artillery: 2D10 zone, a hit card per figure (Offboard Artillery and Heavy Mortars)')
            [CompletionResult]::new('close-combat', 'close-combat', [CompletionResultType]::ParameterValue, 'Close combat: stragglers, tests, then figure against figure (Close Combat, Hand Grenades)')
            [CompletionResult]::new('grenades', 'grenades', [CompletionResultType]::ParameterValue, 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Test or morale check: a D20, that number or less passes (Tests and Morale Checks)')
            [CompletionResult]::new('spot', 'spot', [CompletionResultType]::ParameterValue, 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)')
            [CompletionResult]::new('wound', 'wound', [CompletionResultType]::ParameterValue, 'Wound: a d6 to recover, stay wounded or die (WOUNDS)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;tsatf;help;cards' {
            break
        }
        'spw;tsatf;help;move' {
            break
        }
        'spw;tsatf;help;fire' {
            break
        }
        'spw;tsatf;help;mortar' {
            break
        }
        'spw;tsatf;help;barrage' {
            break
        }
        'spw;tsatf;help;close-combat' {
            break
        }
        'spw;tsatf;help;grenades' {
            break
        }
        'spw;tsatf;help;test' {
            break
        }
        'spw;tsatf;help;spot' {
            break
        }
        'spw;tsatf;help;wound' {
            break
        }
        'spw;tsatf;help;help' {
            break
        }
        'spw;terrain' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('--theatre', '--theatre', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--flat', '--flat', [CompletionResultType]::ParameterName, 'Particularly flat ground: a 4 on the hills d4 means no hills')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;terrain-gen' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('--theatre', '--theatre', [CompletionResultType]::ParameterName, 'The theatre: europe (the default), sparse (few villages) or desert (oases); house rules may add more')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'What to print: a map for the terminal, an SVG picture, JSON or TOML [default: text]')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'How many tables to make, one after another from the same dice')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write each table to its own file in DIR (terrain-0001.svg, ...) instead of stdout')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--flat', '--flat', [CompletionResultType]::ParameterName, 'Particularly flat ground: a 4 on the hills d4 means no hills')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;initiative' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The sides'' names, in the order they roll (2 to 6 names)')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'The phase about to start (1.10); changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;move' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--rating', '--rating', [CompletionResultType]::ParameterName, 'The distance in the unit''s profile, in inches (2.0); the die is added to it (1.6)')
            [CompletionResult]::new('--obstacle', '--obstacle', [CompletionResultType]::ParameterName, 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--difficult', '--difficult', [CompletionResultType]::ParameterName, 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)')
            [CompletionResult]::new('--partial-damage', '--partial-damage', [CompletionResultType]::ParameterName, 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;movement' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--rating', '--rating', [CompletionResultType]::ParameterName, 'The distance in the unit''s profile, in inches (2.0); the die is added to it (1.6)')
            [CompletionResult]::new('--obstacle', '--obstacle', [CompletionResultType]::ParameterName, 'An obstacle in the way (fence, hedge, barbed wire): the unit clears it on a skill test, a d6 of this skill or more (2.0)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--difficult', '--difficult', [CompletionResultType]::ParameterName, 'Difficult terrain (mud, steep rocks, dense woods): a d4 instead of the d6 (2.0)')
            [CompletionResult]::new('--partial-damage', '--partial-damage', [CompletionResultType]::ParameterName, 'A vehicle with partial damage (damage result 1): it moves only on a d6 of 5+ (3.5)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;fire' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;shoot' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;scatter' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;barrage' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns firing: one d10 each, at most 6 in one barrage (3.1)')
            [CompletionResult]::new('--observer', '--observer', [CompletionResultType]::ParameterName, 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--2d6', '--2d6', [CompletionResultType]::ParameterName, 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;artillery' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns firing: one d10 each, at most 6 in one barrage (3.1)')
            [CompletionResult]::new('--observer', '--observer', [CompletionResultType]::ParameterName, 'The observer''s skill: he calls the barrage in on a d6 of this or more; a failure means no barrage')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--2d6', '--2d6', [CompletionResultType]::ParameterName, 'Roll 2d6 per gun instead of a d10: squares labelled 2–10, 7 in the centre; 11 and 12 lost')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;duel' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns in the firing battery: one d6 each')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The firing battery''s skill: a gun hits on a d6 of this or more')
            [CompletionResult]::new('--enemy-skill', '--enemy-skill', [CompletionResultType]::ParameterName, 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more')
            [CompletionResult]::new('--enemy-guns', '--enemy-guns', [CompletionResultType]::ParameterName, 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;counter-battery' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'Guns in the firing battery: one d6 each')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The firing battery''s skill: a gun hits on a d6 of this or more')
            [CompletionResult]::new('--enemy-skill', '--enemy-skill', [CompletionResultType]::ParameterName, 'The enemy battery''s skill: it saves a hit gun on a d6 of this or more')
            [CompletionResult]::new('--enemy-guns', '--enemy-guns', [CompletionResultType]::ParameterName, 'The enemy''s guns: hits beyond this many are wasted (each hit is on a different gun)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;save' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The figures'' skill rating: a hit is saved on a d6 of this or more')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)')
            [CompletionResult]::new('--building-template', '--building-template', [CompletionResultType]::ParameterName, 'A template weapon hit a building: its N occupants each take a skill test (3.9)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The unit is in cover (+1 to the save, 3.3)')
            [CompletionResult]::new('--rifle-grenade', '--rifle-grenade', [CompletionResultType]::ParameterName, 'The hits are from rifle grenades (+1 to the save, 3.8)')
            [CompletionResult]::new('--flamethrower-bunker', '--flamethrower-bunker', [CompletionResultType]::ParameterName, 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;saving-throw' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The figures'' skill rating: a hit is saved on a d6 of this or more')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken: one save each (with --flamethrower-bunker, the figures inside)')
            [CompletionResult]::new('--building-template', '--building-template', [CompletionResultType]::ParameterName, 'A template weapon hit a building: its N occupants each take a skill test (3.9)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--cover', '--cover', [CompletionResultType]::ParameterName, 'The unit is in cover (+1 to the save, 3.3)')
            [CompletionResult]::new('--rifle-grenade', '--rifle-grenade', [CompletionResultType]::ParameterName, 'The hits are from rifle grenades (+1 to the save, 3.8)')
            [CompletionResult]::new('--flamethrower-bunker', '--flamethrower-bunker', [CompletionResultType]::ParameterName, 'A flamethrower fired into a bunker or pillbox: no save, every figure hit is a casualty (3.7)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;pin' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'The unit''s strength: its figures')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;pinning' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits the unit took this phase (before saves: 3.4 counts hits, not casualties)')
            [CompletionResult]::new('--strength', '--strength', [CompletionResultType]::ParameterName, 'The unit''s strength: its figures')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;penetrate' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-c', '-c', [CompletionResultType]::ParameterName, 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The weapon''s armour-penetration class: 1 to 10, or a class''s name (rifle, hmg)')
            [CompletionResult]::new('--vehicle', '--vehicle', [CompletionResultType]::ParameterName, 'The target''s armour class: soft, or B to L')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firer''s marksmanship: the shot hits on this or more on a d6, after the modifiers')
            [CompletionResult]::new('--facing', '--facing', [CompletionResultType]::ParameterName, 'The face of the vehicle attacked: side, rear and belly lower the percentile score needed')
            [CompletionResult]::new('--aim', '--aim', [CompletionResultType]::ParameterName, 'Aiming for the tracks or the turret ring: harder to hit, easier to penetrate')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Several shots (a section of rifles, 3.0): N to-hit rolls, then a penetration and a damage roll for each hit')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon (an HMG, 1.7, 3.0): N SF dice with no reference to marksmanship; the hits are their sum, then a penetration and a damage roll for each')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'With --assault: the figures in contact, one penetration roll each (4.2, ruling)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The FIRING unit is pinned (3.0, 3.4: −1 to the roll, so the score needed +1)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The FIRING unit has moved this turn (3.0: −1 to the roll, so the score needed +1); the target moving is --moving')
            [CompletionResult]::new('--moving', '--moving', [CompletionResultType]::ParameterName, 'The TARGET vehicle is moving (3.5: to hit +1); the firer having moved is --moved')
            [CompletionResult]::new('--hull-down', '--hull-down', [CompletionResultType]::ParameterName, 'The target is hull down (to hit +1)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'The target is at long range: half the weapon''s range or more (to hit +1)')
            [CompletionResult]::new('--assault', '--assault', [CompletionResultType]::ParameterName, 'Infantry assaulting the vehicle (4.2): weapon class 6 and no roll to hit')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;drift' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--gas', '--gas', [CompletionResultType]::ParameterName, 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;smoke' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--gas', '--gas', [CompletionResultType]::ParameterName, 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;gas' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--gas', '--gas', [CompletionResultType]::ParameterName, 'The cloud is gas, not smoke: figures it touches must test to get gas masks on (3.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;test' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The skill rating: a test passes on a d6 of this or more')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--tests', '--tests', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'What the test is for; changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;skill-test' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'The skill rating: a test passes on a d6 of this or more')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--tests', '--tests', [CompletionResultType]::ParameterName, 'How many tests: 1 for a unit (obstacles, digging in), one per figure (gas, buildings)')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'What the test is for; changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;melee' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker-figures', '--attacker-figures', [CompletionResultType]::ParameterName, 'Figures of the attacking unit in the melee (all those in coherency, 4.0)')
            [CompletionResult]::new('--attacker-ferocity', '--attacker-ferocity', [CompletionResultType]::ParameterName, 'The attacker''s ferocity: a figure hits on this or more on a d6')
            [CompletionResult]::new('--attacker-skill', '--attacker-skill', [CompletionResultType]::ParameterName, 'The attacker''s skill: each hit it takes is saved on this or more on a d6')
            [CompletionResult]::new('--attacker-morale', '--attacker-morale', [CompletionResultType]::ParameterName, 'The attacker''s morale rating (2d6 of this or less passes)')
            [CompletionResult]::new('--attacker-fatigue', '--attacker-fatigue', [CompletionResultType]::ParameterName, 'Melees the attacker has already fought this turn (−1 to its ferocity roll each, 4.1)')
            [CompletionResult]::new('--defender-figures', '--defender-figures', [CompletionResultType]::ParameterName, 'Figures of the assaulted unit in the melee')
            [CompletionResult]::new('--defender-ferocity', '--defender-ferocity', [CompletionResultType]::ParameterName, 'The defender''s ferocity: a figure hits on this or more on a d6')
            [CompletionResult]::new('--defender-skill', '--defender-skill', [CompletionResultType]::ParameterName, 'The defender''s skill: each hit it takes is saved on this or more on a d6')
            [CompletionResult]::new('--defender-morale', '--defender-morale', [CompletionResultType]::ParameterName, 'The defender''s morale rating (2d6 of this or less passes)')
            [CompletionResult]::new('--defender-fatigue', '--defender-fatigue', [CompletionResultType]::ParameterName, 'Melees the defender has already fought this turn (−1 to its ferocity roll each, 4.1)')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before the flight (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker-officer', '--attacker-officer', [CompletionResultType]::ParameterName, 'The attacker''s officer is with the unit (+1 to its morale, 1.6)')
            [CompletionResult]::new('--defender-officer', '--defender-officer', [CompletionResultType]::ParameterName, 'The defender''s officer is with the unit (+1 to its morale, 1.6)')
            [CompletionResult]::new('--continued', '--continued', [CompletionResultType]::ParameterName, 'The melee goes on from an earlier round: the defender has already stood (no test to stand)')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues a side that flees 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;morale' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--morale', '--morale', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken in this melee, subtracted from the rating (4.0)')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why the test is taken (5.0 a–e); changes only the words of the result')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('--officer', '--officer', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;flee' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before they move (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('--retire', '--retire', [CompletionResultType]::ParameterName, 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;flight' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before they move (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('--retire', '--retire', [CompletionResultType]::ParameterName, 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;retire' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--gap', '--gap', [CompletionResultType]::ParameterName, 'With --pursue: inches between the units before they move (0 when in contact)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--pursue', '--pursue', [CompletionResultType]::ParameterName, 'The winner pursues 2d6" (5.0): a fleeing unit it overtakes is removed')
            [CompletionResult]::new('--retire', '--retire', [CompletionResultType]::ParameterName, 'A unit that failed morale at 75% casualties retires 2d6" towards its baseline (5.0)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;aircraft' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--ours', '--ours', [CompletionResultType]::ParameterName, 'How many of our aircraft are rolled for this turn')
            [CompletionResult]::new('--our-reliability', '--our-reliability', [CompletionResultType]::ParameterName, 'Our aircraft''s reliability: one appears on a d6 of this or more')
            [CompletionResult]::new('--theirs', '--theirs', [CompletionResultType]::ParameterName, 'How many of the enemy''s aircraft are rolled for this turn')
            [CompletionResult]::new('--their-reliability', '--their-reliability', [CompletionResultType]::ParameterName, 'The enemy aircraft''s reliability')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;aa' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--one-plane', '--one-plane', [CompletionResultType]::ParameterName, 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;anti-aircraft' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('--guns', '--guns', [CompletionResultType]::ParameterName, 'AA guns firing; each fires twice in a turn (6.1)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired, when fewer than two per gun are taken')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'The distance to the aircraft in inches: an AA gun reaches 48" (6.1)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--one-plane', '--one-plane', [CompletionResultType]::ParameterName, 'Every shot is at the same plane: a shot is fired only while it is still there (6.1), and the answer is its fate (shot down, driven off, unharmed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;strafe' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'The distance from the aircraft''s base to the unit attacked, in inches (12" at most)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--bombs', '--bombs', [CompletionResultType]::ParameterName, 'The aircraft is armed with bombs (otherwise it has only machine guns)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game-length' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;game-end' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;victory' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The two sides'' names, as in the other options'' pairs')
            [CompletionResult]::new('--main', '--main', [CompletionResultType]::ParameterName, 'The side holding the main objective without dispute (no enemy within 5"); omit if neither')
            [CompletionResult]::new('--secondary', '--secondary', [CompletionResultType]::ParameterName, 'Secondary objectives each side holds without dispute, as a pair: 2,1')
            [CompletionResult]::new('--destroyed', '--destroyed', [CompletionResultType]::ParameterName, 'Points of the enemy force each side removed from the table, as a pair: 450,300')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;vp' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--sides', '--sides', [CompletionResultType]::ParameterName, 'The two sides'' names, as in the other options'' pairs')
            [CompletionResult]::new('--main', '--main', [CompletionResultType]::ParameterName, 'The side holding the main objective without dispute (no enemy within 5"); omit if neither')
            [CompletionResult]::new('--secondary', '--secondary', [CompletionResultType]::ParameterName, 'Secondary objectives each side holds without dispute, as a pair: 2,1')
            [CompletionResult]::new('--destroyed', '--destroyed', [CompletionResultType]::ParameterName, 'Points of the enemy force each side removed from the table, as a pair: 450,300')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;units' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;unit-types' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Show one unit type only (infantry-firearms, cavalry, field-artillery, ...)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;activate' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--army', '--army', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--command-lost', '--command-lost', [CompletionResultType]::ParameterName, 'The army has lost its Command Unit (or never had one): no die for it')
            [CompletionResult]::new('--d6', '--d6', [CompletionResultType]::ParameterName, 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;activation' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'The Units the army has now, the Command Unit included (unless --command-lost)')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--army', '--army', [CompletionResultType]::ParameterName, 'European armies round the dice for their Units up, Native armies down')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--command-lost', '--command-lost', [CompletionResultType]::ParameterName, 'The army has lost its Command Unit (or never had one): no die for it')
            [CompletionResult]::new('--d6', '--d6', [CompletionResultType]::ParameterName, 'Throw ordinary d6, each halved and rounded down before they are added (Appendix 1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;close-combat' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The attacking Unit''s type (the last to move into contact): infantry-firearms, cavalry, ...')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The defending Unit''s type')
            [CompletionResult]::new('--attackers', '--attackers', [CompletionResultType]::ParameterName, 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3')
            [CompletionResult]::new('--defender-in', '--defender-in', [CompletionResultType]::ParameterName, 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)')
            [CompletionResult]::new('--dismounted', '--dismounted', [CompletionResultType]::ParameterName, 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--uphill', '--uphill', [CompletionResultType]::ParameterName, 'The defender is above the attacker on a hill (attacker −1, Hills)')
            [CompletionResult]::new('--from-river', '--from-river', [CompletionResultType]::ParameterName, 'The attacker is in a river hex (attacker −1, Rivers)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;cc' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The attacking Unit''s type (the last to move into contact): infantry-firearms, cavalry, ...')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The defending Unit''s type')
            [CompletionResult]::new('--attackers', '--attackers', [CompletionResultType]::ParameterName, 'Units attacking the defender: 2, 3 or 4 reduce its power by 1, 2 or 3')
            [CompletionResult]::new('--defender-in', '--defender-in', [CompletionResultType]::ParameterName, 'The defender is in woods (attacker −1), a built-up area or a fortification (−2)')
            [CompletionResult]::new('--dismounted', '--dismounted', [CompletionResultType]::ParameterName, 'Dismounted cavalry fights at −1 (Notes on Unit Types): alone, the side that is cavalry')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--uphill', '--uphill', [CompletionResultType]::ParameterName, 'The defender is above the attacker on a hill (attacker −1, Hills)')
            [CompletionResult]::new('--from-river', '--from-river', [CompletionResultType]::ParameterName, 'The attacker is in a river hex (attacker −1, Rivers)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;tiles' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Units on the table, named 1 … N (instead of --side)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'A side and its units by name: --side Red=inf1,inf2,afv1 (give it once per side)')
            [CompletionResult]::new('--fired', '--fired', [CompletionResultType]::ParameterName, 'Units that fired in the Artillery Fire Phase (artillery, AFVs, anti-tank guns): their tiles are removed, so they do not activate (step 3)')
            [CompletionResult]::new('--place', '--place', [CompletionResultType]::ParameterName, 'A unit whose place in the activation order to report (quantity place)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;battle' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'The attacking unit''s type (see `spw frontier units`)')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'The defending unit''s type')
            [CompletionResult]::new('--attacker-in', '--attacker-in', [CompletionResultType]::ParameterName, 'The attacker is in cover (+1) or fortifications (+2)')
            [CompletionResult]::new('--defender-in', '--defender-in', [CompletionResultType]::ParameterName, 'The defender is in cover (built-up area, woods: +1) or fortifications (trenches, pillboxes: +2)')
            [CompletionResult]::new('--defender-above', '--defender-above', [CompletionResultType]::ParameterName, 'Hill contours the defender stands above the attacker, −2 to 2 (negative: below). The unit below loses 1 per contour, the unit above gains 1')
            [CompletionResult]::new('--cannot-retreat', '--cannot-retreat', [CompletionResultType]::ParameterName, 'The loser cannot retreat and is destroyed: the defender (the default when no side is given), the attacker, or both')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker-poor', '--attacker-poor', [CompletionResultType]::ParameterName, 'The attacker is poor quality infantry or cavalry (−1)')
            [CompletionResult]::new('--defender-poor', '--defender-poor', [CompletionResultType]::ParameterName, 'The defender is poor quality infantry or cavalry (−1)')
            [CompletionResult]::new('--from-river', '--from-river', [CompletionResultType]::ParameterName, 'The attacker attacks from a grid square with a river in it (−1)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;attrition' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--column', '--column', [CompletionResultType]::ParameterName, 'The Attrition Table column: clear, rough or winter in the example table')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Units checking (each rolls one die, 6.5)')
            [CompletionResult]::new('--drm', '--drm', [CompletionResultType]::ParameterName, 'A die roll modifier (repeat for each; summed, 3.3)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;activity' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--c3i', '--c3i', [CompletionResultType]::ParameterName, 'C3I Points spent this Schwerpunkt Segment: 0 to 3 (0 ends the segment, 7.2)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;superiority' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker-rating', '--attacker-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the attacking units (12.31)')
            [CompletionResult]::new('--defender-rating', '--defender-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the defending units (12.31)')
            [CompletionResult]::new('--attacker-cup', '--attacker-cup', [CompletionResultType]::ParameterName, 'Whose cup the attacker draws from; the defender draws from the other')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--concentric', '--concentric', [CompletionResultType]::ParameterName, 'The attack is concentric: the attacker''s rating +1 (12.72)')
            [CompletionResult]::new('--attacker-oos', '--attacker-oos', [CompletionResultType]::ParameterName, 'The attacker''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-oos', '--defender-oos', [CompletionResultType]::ParameterName, 'The defender''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-motorized', '--defender-motorized', [CompletionResultType]::ParameterName, 'Every defending unit is motorized (combat refusal if superior, 12.4)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;chits' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--attacker-rating', '--attacker-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the attacking units (12.31)')
            [CompletionResult]::new('--defender-rating', '--defender-rating', [CompletionResultType]::ParameterName, 'The highest tactical rating among the defending units (12.31)')
            [CompletionResult]::new('--attacker-cup', '--attacker-cup', [CompletionResultType]::ParameterName, 'Whose cup the attacker draws from; the defender draws from the other')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--concentric', '--concentric', [CompletionResultType]::ParameterName, 'The attack is concentric: the attacker''s rating +1 (12.72)')
            [CompletionResult]::new('--attacker-oos', '--attacker-oos', [CompletionResultType]::ParameterName, 'The attacker''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-oos', '--defender-oos', [CompletionResultType]::ParameterName, 'The defender''s unit is Out of Supply: its rating halved (6.4)')
            [CompletionResult]::new('--defender-motorized', '--defender-motorized', [CompletionResultType]::ParameterName, 'Every defending unit is motorized (combat refusal if superior, 12.4)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;crt' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'An attacking unit''s combat strength (once per unit; fractions such as 2.5 or 5/2 are kept per unit, the side''s total rounded down, 3.2)')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'An attacking unit''s combat strength (once per unit; fractions such as 2.5 or 5/2 are kept per unit, the side''s total rounded down, 3.2)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'A defending unit''s combat strength (once per unit, as --attacker)')
            [CompletionResult]::new('--defender', '--defender', [CompletionResultType]::ParameterName, 'A defending unit''s combat strength (once per unit, as --attacker)')
            [CompletionResult]::new('--odds', '--odds', [CompletionResultType]::ParameterName, 'The odds already worked out, attacker to defender: 7:2 (rounded down to a column, 12.5)')
            [CompletionResult]::new('--drm', '--drm', [CompletionResultType]::ParameterName, 'A die roll modifier (repeat for each; summed, then clamped to the CRT''s limit, 12.7)')
            [CompletionResult]::new('--shift', '--shift', [CompletionResultType]::ParameterName, 'Column shifts: +1 one column right (better for the attacker), -1 one left')
            [CompletionResult]::new('--goal', '--goal', [CompletionResultType]::ParameterName, 'With --chances: one goal''s exact chance in every column: ''defender_hits>=2'', ''attacker_hits=0'', ''result=DE'', ''result!=AE''')
            [CompletionResult]::new('--at-least', '--at-least', [CompletionResultType]::ParameterName, 'With --goal: name the lowest column whose chance is at least this (default 50%)')
            [CompletionResult]::new('--crt', '--crt', [CompletionResultType]::ParameterName, 'Which CRT of the data: the default, or one a house rule adds (docs/crt.md)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--all-columns', '--all-columns', [CompletionResultType]::ParameterName, 'With --chances: the whole CRT at once, every result''s exact chance in every column (the DRMs apply)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;losses' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'The final Combat Hits against this side, after combat chits (12.8)')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'The units involved on this side (each absorbs step losses in turn, 12.8)')
            [CompletionResult]::new('--retreat', '--retreat', [CompletionResultType]::ParameterName, 'Retreat hexes the defender chooses (default: the fewest the rules require)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--attacker', '--attacker', [CompletionResultType]::ParameterName, 'These are the attacker''s hits: all are step losses, the attacker never retreats (12.81)')
            [CompletionResult]::new('--motorized', '--motorized', [CompletionResultType]::ParameterName, 'Every defending unit is motorized (may retreat two hexes if In Supply, 12.81)')
            [CompletionResult]::new('--out-of-supply', '--out-of-supply', [CompletionResultType]::ParameterName, 'The defenders are Out of Supply (motorized units then retreat one hex at most)')
            [CompletionResult]::new('--cannot-retreat', '--cannot-retreat', [CompletionResultType]::ParameterName, 'The defenders have no retreat path (12.811): every hit is a step loss, and one more if the retreat was forced')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;event' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;cards' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--red', '--red', [CompletionResultType]::ParameterName, 'The red side''s units: how many (named R1, R2, ...) or their names left to right (--red a,b,c)')
            [CompletionResult]::new('--black', '--black', [CompletionResultType]::ParameterName, 'The black side''s units: how many (named B1, B2, ...) or their names left to right')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'The phase the cards are for: move (Turn Sequence 1) or fire (2); only the words change')
            [CompletionResult]::new('--place', '--place', [CompletionResultType]::ParameterName, 'A unit whose place in the order to report (quantity place)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;mortar' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The mortar crew''s quality (the table has Green and Veteran rows)')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Distance to the aiming point in inches')
            [CompletionResult]::new('-c', '-c', [CompletionResultType]::ParameterName, 'The target''s class (as for fire: I moving in the open ... IV behind walls, in trenches)')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'The target''s class (as for fire: I moving in the open ... IV behind walls, in trenches)')
            [CompletionResult]::new('--figures', '--figures', [CompletionResultType]::ParameterName, 'Figures under the blast template: a D20 each')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--medium', '--medium', [CompletionResultType]::ParameterName, 'A medium mortar (3" template, 12–42") instead of a light one (2", 6–30")')
            [CompletionResult]::new('--ranged', '--ranged', [CompletionResultType]::ParameterName, 'A succeeding turn of fire on the same exact target: −2 to deviation direction and distance')
            [CompletionResult]::new('--landed', '--landed', [CompletionResultType]::ParameterName, 'The round is already placed (deviation rolled): roll only for the --figures under it')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;grenades' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--units', '--units', [CompletionResultType]::ParameterName, 'Basic units to roll a supply for')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;spot' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--quality', '--quality', [CompletionResultType]::ParameterName, 'The spotting unit''s quality')
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Distance to the enemy unit in inches')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'The spotting unit has its leader')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;wound' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards turned on the table, used in the order the procedure draws them (e.g. "A♥,10♠,QD"; suits ♠♥♦♣ or S H D C); they leave the session''s deck too')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Record the command in this game file and play it on that game''s dice and pools (`spw game new` makes one)')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the procedure''s options from this unit''s ratings (an option typed on the line wins)')
            [CompletionResult]::new('--target', '--target', [CompletionResultType]::ParameterName, 'In a game with a roster: fill the target''s options (--defender, --skill, ...) from this unit, and take its casualties off it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--first', '--first', [CompletionResultType]::ParameterName, 'The man''s first attempt to recover (otherwise a later one)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;help' {
            [CompletionResult]::new('roll', 'roll', [CompletionResultType]::ParameterValue, 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)')
            [CompletionResult]::new('draw', 'draw', [CompletionResultType]::ParameterValue, 'Draw cards (or chits, tiles) from a pool without replacement; the pool lasts the session')
            [CompletionResult]::new('pools', 'pools', [CompletionResultType]::ParameterValue, 'List the pools in play (decks, cups, bags) with what is left in each')
            [CompletionResult]::new('reshuffle', 'reshuffle', [CompletionResultType]::ParameterValue, 'Put every item back into a pool (all pools when none is named), e.g. at the end of a turn')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Roll on a data table that has roll ranges')
            [CompletionResult]::new('tables', 'tables', [CompletionResultType]::ParameterValue, 'List the data tables with their rule sections, or print one')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List the rule sets and their procedures with the rule section each implements, or explain one')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the man page (roff)')
            [CompletionResult]::new('repl', 'repl', [CompletionResultType]::ParameterValue, 'Start the interactive session (the default when spw runs on a terminal with no command)')
            [CompletionResult]::new('game', 'game', [CompletionResultType]::ParameterValue, 'A game kept in a file: every command, die and result on the record (JOURNAL.md)')
            [CompletionResult]::new('schwerpunkt', 'schwerpunkt', [CompletionResultType]::ParameterValue, 'Schwerpunkt procedures (Nathan Ward''s miniatures rules for the age of the rifle)')
            [CompletionResult]::new('portable', 'portable', [CompletionResultType]::ParameterValue, 'The Portable Wargame procedures (Bob Cordery''s nineteenth-century rules for hexes, after Morschauser)')
            [CompletionResult]::new('frontier', 'frontier', [CompletionResultType]::ParameterValue, 'Frontier procedures (Bob Cordery''s ''modern'' grid rules after Joseph Morschauser)')
            [CompletionResult]::new('series', 'series', [CompletionResultType]::ParameterValue, 'Schwerpunkt Series procedures (operational hex wargames: a Combat Results Table for any game, C3I and chits)')
            [CompletionResult]::new('tsatf', 'tsatf', [CompletionResultType]::ParameterValue, 'The Sword, the Flame, Machine guns and Grenades procedures (the Jackson Gamers'' WWII variant of Larry Brom''s The Sword and the Flame)')
            [CompletionResult]::new('terrain', 'terrain', [CompletionResultType]::ParameterValue, 'Terrain generation: a 6''×4'' table of villages, hills, woods, river, roads and railway, drawn as a map (rule 1.3)')
            [CompletionResult]::new('initiative', 'initiative', [CompletionResultType]::ParameterValue, 'Initiative: a d6 per side, the highest goes first, ties rolled again (rule 1.10)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Movement: the profile distance plus a d6 (a d4 in difficult terrain) (rules 1.6, 2.0, 3.5)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('barrage', 'barrage', [CompletionResultType]::ParameterValue, 'Off-table artillery: a d10 per gun picks the square of the 3×3 template (rule 3.1)')
            [CompletionResult]::new('duel', 'duel', [CompletionResultType]::ParameterValue, 'Off-table gunnery duel: a d6 per gun hits an enemy gun; unsaved guns are removed (rule 3.2)')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Saving throws: a d6 per hit, unharmed on the skill rating or more (rules 3.3, 3.7–3.9)')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Pinning: pinned when the hits are half the unit''s strength or more (rule 3.4)')
            [CompletionResult]::new('penetrate', 'penetrate', [CompletionResultType]::ParameterValue, 'Firing at a vehicle: to hit, percentile dice to penetrate, the damage table (rules 3.5, 4.2)')
            [CompletionResult]::new('drift', 'drift', [CompletionResultType]::ParameterValue, 'Smoke or gas drift: scatter die and d6 inches; a 1 or HIT disperses the cloud (rule 3.6)')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Skill tests: a d6, passed on the skill rating or more (rules 1.6, 2.0, 3.6, 3.9)')
            [CompletionResult]::new('melee', 'melee', [CompletionResultType]::ParameterValue, 'Melee: stand test, a d6 per figure against ferocity, saves, then morale (rules 4.0, 4.1)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('flee', 'flee', [CompletionResultType]::ParameterValue, 'Flight, pursuit and retiring: 2d6" towards the table edge; the pursuer''s 2d6" (rules 4.0, 5.0)')
            [CompletionResult]::new('aircraft', 'aircraft', [CompletionResultType]::ParameterValue, 'Air power: which aircraft appear over the battlefield, and which are caught in dogfights (rule 6.0)')
            [CompletionResult]::new('aa', 'aa', [CompletionResultType]::ParameterValue, 'Anti-aircraft fire: 2d6 per shot, 12 shoots the plane down, 8–11 drives it off (rule 6.1)')
            [CompletionResult]::new('strafe', 'strafe', [CompletionResultType]::ParameterValue, 'Strafing: machine guns roll 2 SF dice; bombs land a template that drifts away from the aircraft (rule 6.2)')
            [CompletionResult]::new('game-length', 'game-length', [CompletionResultType]::ParameterValue, 'Scenario A game length: after turn 6 a d6 for up to two more turns (rule 7.1)')
            [CompletionResult]::new('victory', 'victory', [CompletionResultType]::ParameterValue, 'Scenario A victory points: objectives held and enemy points removed (rule 7.1)')
            [CompletionResult]::new('units', 'units', [CompletionResultType]::ParameterValue, 'The unit types: movement, Close Combat Power and weapon range (Unit Types)')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Activation dice: how many Units the army may activate this turn (Activation Dice, Appendix 1)')
            [CompletionResult]::new('close-combat', 'close-combat', [CompletionResultType]::ParameterValue, 'Close combat: a d6 each, destroying the enemy on its Close Combat Power or less (Close Combat)')
            [CompletionResult]::new('tiles', 'tiles', [CompletionResultType]::ParameterValue, 'Card tiles: one from the bag per unit, turned in activation order (Turn Sequence 1–4)')
            [CompletionResult]::new('battle', 'battle', [CompletionResultType]::ParameterValue, 'Battle: d6 + battle power each; the higher wins, a winner''s 6 destroys (Battles)')
            [CompletionResult]::new('attrition', 'attrition', [CompletionResultType]::ParameterValue, 'Attrition Check: a die per unit Out of Supply twice running (rule 6.5)')
            [CompletionResult]::new('activity', 'activity', [CompletionResultType]::ParameterValue, 'Activity Points from the C3I Points spent (Activity Table, 2d6) (rules 7.2, 8.0)')
            [CompletionResult]::new('superiority', 'superiority', [CompletionResultType]::ParameterValue, 'Tactical superiority: combat chits drawn from each cup, compared (rules 12.3–12.32, 12.4)')
            [CompletionResult]::new('crt', 'crt', [CompletionResultType]::ParameterValue, 'Combat: odds, dice and DRM on the Combat Results Table (rules 12.5–12.8, 14.0)')
            [CompletionResult]::new('losses', 'losses', [CompletionResultType]::ParameterValue, 'Combat Hits as retreat hexes and step losses, spread over the units (rules 12.8–12.81)')
            [CompletionResult]::new('event', 'event', [CompletionResultType]::ParameterValue, 'Random Event: one die on the Random Events Table (rule 14.0)')
            [CompletionResult]::new('cards', 'cards', [CompletionResultType]::ParameterValue, 'Activation cards: red moves or fires a red unit, black a black one (Turn Sequence 1–2)')
            [CompletionResult]::new('mortar', 'mortar', [CompletionResultType]::ParameterValue, 'Mortar round: deviation d6, then a D20 per figure under the template (Light Mortars)')
            [CompletionResult]::new('grenades', 'grenades', [CompletionResultType]::ParameterValue, 'Grenade supply (optional rule): 2D10 per basic unit (Hand Grenades)')
            [CompletionResult]::new('spot', 'spot', [CompletionResultType]::ParameterValue, 'Spotting: a D20 to see an enemy unit, automatic within 6" (VISIBILITY: Spotting Table)')
            [CompletionResult]::new('wound', 'wound', [CompletionResultType]::ParameterValue, 'Wound: a d6 to recover, stay wounded or die (WOUNDS)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;help;roll' {
            break
        }
        'spw;help;draw' {
            break
        }
        'spw;help;pools' {
            break
        }
        'spw;help;reshuffle' {
            break
        }
        'spw;help;table' {
            break
        }
        'spw;help;tables' {
            break
        }
        'spw;help;rules' {
            break
        }
        'spw;help;completions' {
            break
        }
        'spw;help;man' {
            break
        }
        'spw;help;repl' {
            break
        }
        'spw;help;game' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a game file for a rule set (--rules), with a seed (--seed, or a fresh one)')
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Play the game in its interactive session (from a pipe: one command per line)')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Re-run every entry from the seed and check each result is the one recorded')
            [CompletionResult]::new('log', 'log', [CompletionResultType]::ParameterValue, 'The after-action report: every command, die and result, by turn')
            [CompletionResult]::new('repair', 'repair', [CompletionResultType]::ParameterValue, 'Keep the entries before a damaged line (the original is copied to FILE.damaged)')
            break
        }
        'spw;help;game;new' {
            break
        }
        'spw;help;game;open' {
            break
        }
        'spw;help;game;replay' {
            break
        }
        'spw;help;game;log' {
            break
        }
        'spw;help;game;repair' {
            break
        }
        'spw;help;schwerpunkt' {
            break
        }
        'spw;help;portable' {
            break
        }
        'spw;help;frontier' {
            break
        }
        'spw;help;series' {
            break
        }
        'spw;help;tsatf' {
            break
        }
        'spw;help;terrain' {
            break
        }
        'spw;help;initiative' {
            break
        }
        'spw;help;move' {
            break
        }
        'spw;help;fire' {
            break
        }
        'spw;help;scatter' {
            break
        }
        'spw;help;barrage' {
            break
        }
        'spw;help;duel' {
            break
        }
        'spw;help;save' {
            break
        }
        'spw;help;pin' {
            break
        }
        'spw;help;penetrate' {
            break
        }
        'spw;help;drift' {
            break
        }
        'spw;help;test' {
            break
        }
        'spw;help;melee' {
            break
        }
        'spw;help;morale' {
            break
        }
        'spw;help;flee' {
            break
        }
        'spw;help;aircraft' {
            break
        }
        'spw;help;aa' {
            break
        }
        'spw;help;strafe' {
            break
        }
        'spw;help;game-length' {
            break
        }
        'spw;help;victory' {
            break
        }
        'spw;help;units' {
            break
        }
        'spw;help;activate' {
            break
        }
        'spw;help;close-combat' {
            break
        }
        'spw;help;tiles' {
            break
        }
        'spw;help;battle' {
            break
        }
        'spw;help;attrition' {
            break
        }
        'spw;help;activity' {
            break
        }
        'spw;help;superiority' {
            break
        }
        'spw;help;crt' {
            break
        }
        'spw;help;losses' {
            break
        }
        'spw;help;event' {
            break
        }
        'spw;help;cards' {
            break
        }
        'spw;help;mortar' {
            break
        }
        'spw;help;grenades' {
            break
        }
        'spw;help;spot' {
            break
        }
        'spw;help;wound' {
            break
        }
        'spw;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
