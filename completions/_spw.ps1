
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('roll', 'roll', [CompletionResultType]::ParameterValue, 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)')
            [CompletionResult]::new('draw', 'draw', [CompletionResultType]::ParameterValue, 'Draw cards from a shuffled 52-card deck, without replacement')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Roll on a data table that has roll ranges')
            [CompletionResult]::new('tables', 'tables', [CompletionResultType]::ParameterValue, 'List the data tables with their rule sections, or print one')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List the rule sets and their procedures with the rule section each implements')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the man page (roff)')
            [CompletionResult]::new('repl', 'repl', [CompletionResultType]::ParameterValue, 'Start the interactive session (the default when spw runs on a terminal with no command)')
            [CompletionResult]::new('schwerpunkt', 'schwerpunkt', [CompletionResultType]::ParameterValue, 'Schwerpunkt procedures (Nathan Ward''s miniatures rules for the age of the rifle)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('shoot', 'shoot', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;roll' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;draw' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--shuffle', '--shuffle', [CompletionResultType]::ParameterName, 'Start again from a full, freshly shuffled deck (in the REPL and batch mode the deck otherwise lasts the whole session)')
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
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
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('shoot', 'shoot', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;schwerpunkt;fire' {
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;shoot' {
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;morale' {
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--morale', '--morale', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken in this melee, subtracted from the rating (4.0)')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why the test is taken (5.0 a–e); changes only the words of the result')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('--officer', '--officer', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;scatter' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;schwerpunkt;help' {
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;schwerpunkt;help;fire' {
            break
        }
        'spw;schwerpunkt;help;morale' {
            break
        }
        'spw;schwerpunkt;help;scatter' {
            break
        }
        'spw;schwerpunkt;help;help' {
            break
        }
        'spw;fire' {
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;shoot' {
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('--marksmanship', '--marksmanship', [CompletionResultType]::ParameterName, 'The firing unit''s marksmanship: a shot hits on this or more on a d6')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--shots', '--shots', [CompletionResultType]::ParameterName, 'Shots fired: one d6 each')
            [CompletionResult]::new('--sf', '--sf', [CompletionResultType]::ParameterName, 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--pinned', '--pinned', [CompletionResultType]::ParameterName, 'The firing unit is pinned (−1 to the roll)')
            [CompletionResult]::new('--moved', '--moved', [CompletionResultType]::ParameterName, 'The firing unit has moved (−1 to the roll)')
            [CompletionResult]::new('--long-range', '--long-range', [CompletionResultType]::ParameterName, 'Firing at long range: half the weapon''s range or more (−1 to the roll)')
            [CompletionResult]::new('--template', '--template', [CompletionResultType]::ParameterName, 'A template weapon: one marksmanship roll lands it on target, a miss scatters it')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;morale' {
            [CompletionResult]::new('-m', '-m', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--morale', '--morale', [CompletionResultType]::ParameterName, 'The unit''s morale rating: it passes on 2d6 of this or less')
            [CompletionResult]::new('--hits', '--hits', [CompletionResultType]::ParameterName, 'Hits taken in this melee, subtracted from the rating (4.0)')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why the test is taken (5.0 a–e); changes only the words of the result')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('--officer', '--officer', [CompletionResultType]::ParameterName, 'The unit''s officer is still with it (+1 to the rating, 1.6)')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;scatter' {
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Rule set for procedures several rule sets share (fire, morale, melee, ...)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Reproducible rolls: the same seed and command give the same dice on every platform')
            [CompletionResult]::new('--dice', '--dice', [CompletionResultType]::ParameterName, 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour the output')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'House-rule TOML tables that replace the built-in ones they name')
            [CompletionResult]::new('--chances', '--chances', [CompletionResultType]::ParameterName, 'Do not roll: print the exact probability of every outcome')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'One JSON object per command on stdout (JSON Lines in batch mode)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print the result line only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'spw;help' {
            [CompletionResult]::new('roll', 'roll', [CompletionResultType]::ParameterValue, 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)')
            [CompletionResult]::new('draw', 'draw', [CompletionResultType]::ParameterValue, 'Draw cards from a shuffled 52-card deck, without replacement')
            [CompletionResult]::new('table', 'table', [CompletionResultType]::ParameterValue, 'Roll on a data table that has roll ranges')
            [CompletionResult]::new('tables', 'tables', [CompletionResultType]::ParameterValue, 'List the data tables with their rule sections, or print one')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List the rule sets and their procedures with the rule section each implements')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the man page (roff)')
            [CompletionResult]::new('repl', 'repl', [CompletionResultType]::ParameterValue, 'Start the interactive session (the default when spw runs on a terminal with no command)')
            [CompletionResult]::new('schwerpunkt', 'schwerpunkt', [CompletionResultType]::ParameterValue, 'Schwerpunkt procedures (Nathan Ward''s miniatures rules for the age of the rifle)')
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'spw;help;roll' {
            break
        }
        'spw;help;draw' {
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
        'spw;help;schwerpunkt' {
            [CompletionResult]::new('fire', 'fire', [CompletionResultType]::ParameterValue, 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)')
            [CompletionResult]::new('morale', 'morale', [CompletionResultType]::ParameterValue, 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)')
            [CompletionResult]::new('scatter', 'scatter', [CompletionResultType]::ParameterValue, 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)')
            break
        }
        'spw;help;schwerpunkt;fire' {
            break
        }
        'spw;help;schwerpunkt;morale' {
            break
        }
        'spw;help;schwerpunkt;scatter' {
            break
        }
        'spw;help;fire' {
            break
        }
        'spw;help;morale' {
            break
        }
        'spw;help;scatter' {
            break
        }
        'spw;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
