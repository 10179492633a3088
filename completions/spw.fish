# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_spw_global_optspecs
    string join \n r/rules= seed= chances dice= json color= data= q/quiet h/help V/version
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

complete -c spw -n "__fish_spw_needs_command" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_needs_command" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_needs_command" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_needs_command" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_needs_command" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_needs_command" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_needs_command" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_needs_command" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_needs_command" -s V -l version -d 'Print version'
complete -c spw -n "__fish_spw_needs_command" -f -a "roll" -d 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)'
complete -c spw -n "__fish_spw_needs_command" -f -a "draw" -d 'Draw cards from a shuffled 52-card deck, without replacement'
complete -c spw -n "__fish_spw_needs_command" -f -a "table" -d 'Roll on a data table that has roll ranges'
complete -c spw -n "__fish_spw_needs_command" -f -a "tables" -d 'List the data tables with their rule sections, or print one'
complete -c spw -n "__fish_spw_needs_command" -f -a "rules" -d 'List the rule sets and their procedures with the rule section each implements'
complete -c spw -n "__fish_spw_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c spw -n "__fish_spw_needs_command" -f -a "man" -d 'Print the man page (roff)'
complete -c spw -n "__fish_spw_needs_command" -f -a "repl" -d 'Start the interactive session (the default when spw runs on a terminal with no command)'
complete -c spw -n "__fish_spw_needs_command" -f -a "schwerpunkt" -d 'Schwerpunkt procedures (Nathan Ward\'s miniatures rules for the age of the rifle)'
complete -c spw -n "__fish_spw_needs_command" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "shoot" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand roll" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand roll" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand roll" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand roll" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand roll" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand roll" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand roll" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand roll" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand draw" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand draw" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand draw" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand draw" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand draw" -l shuffle -d 'Start again from a full, freshly shuffled deck (in the REPL and batch mode the deck otherwise lasts the whole session)'
complete -c spw -n "__fish_spw_using_subcommand draw" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand draw" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand draw" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand draw" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand table" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand table" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand table" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand table" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand table" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand table" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand table" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand table" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand tables" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand tables" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand tables" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand tables" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand tables" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand tables" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand tables" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand tables" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand rules" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand rules" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand rules" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand rules" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand rules" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand rules" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand rules" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand rules" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand completions" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand completions" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand completions" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand completions" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand completions" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand completions" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand completions" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand man" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand man" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand man" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand man" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand man" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand man" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand man" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand repl" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand repl" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand repl" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand repl" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand repl" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand repl" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand repl" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand repl" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -f -a "shoot" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and not __fish_seen_subcommand_from fire shoot morale scatter help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from fire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from shoot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s m -l morale -d 'The unit\'s morale rating: it passes on 2d6 of this or less' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l hits -d 'Hits taken in this melee, subtracted from the rating (4.0)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l reason -d 'Why the test is taken (5.0 a–e); changes only the words of the result' -r -f -a "unpin\t'a) to rally a pinned unit'
rally\t'b) to rally a fleeing unit'
assault\t'c) to assault a tank or unit'
assaulted\t'd) when being assaulted'
losses\t'e) every turn after losing 75% of its strength'"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s o -l officer -d 'The unit\'s officer is still with it (+1 to the rating, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from morale" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from scatter" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand schwerpunkt; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand fire" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand fire" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand fire" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand fire" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand fire" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand fire" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand fire" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand fire" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand fire" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand fire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand shoot" -s m -l marksmanship -d 'The firing unit\'s marksmanship: a shot hits on this or more on a d6' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -s s -l shots -d 'Shots fired: one d6 each' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l sf -d 'A sustained-fire weapon: roll N SF dice instead; hits are their sum, a jam is a miss' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand shoot" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand shoot" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand shoot" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand shoot" -l pinned -d 'The firing unit is pinned (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l moved -d 'The firing unit has moved (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l long-range -d 'Firing at long range: half the weapon\'s range or more (−1 to the roll)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l template -d 'A template weapon: one marksmanship roll lands it on target, a miss scatters it'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand shoot" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand shoot" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand shoot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand morale" -s m -l morale -d 'The unit\'s morale rating: it passes on 2d6 of this or less' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l hits -d 'Hits taken in this melee, subtracted from the rating (4.0)' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l reason -d 'Why the test is taken (5.0 a–e); changes only the words of the result' -r -f -a "unpin\t'a) to rally a pinned unit'
rally\t'b) to rally a fleeing unit'
assault\t'c) to assault a tank or unit'
assaulted\t'd) when being assaulted'
losses\t'e) every turn after losing 75% of its strength'"
complete -c spw -n "__fish_spw_using_subcommand morale" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand morale" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand morale" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand morale" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand morale" -s o -l officer -d 'The unit\'s officer is still with it (+1 to the rating, 1.6)'
complete -c spw -n "__fish_spw_using_subcommand morale" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand morale" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand morale" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand morale" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand scatter" -s r -l rules -d 'Rule set for procedures several rule sets share (fire, morale, melee, ...)' -r -f -a "schwerpunkt\t''"
complete -c spw -n "__fish_spw_using_subcommand scatter" -l seed -d 'Reproducible rolls: the same seed and command give the same dice on every platform' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l dice -d 'Dice rolled on the table, used in the order the procedure asks for them (e.g. 4,2,6)' -r
complete -c spw -n "__fish_spw_using_subcommand scatter" -l color -d 'When to colour the output' -r -f -a "auto\t'Colour when stdout is a terminal, NO_COLOR is unset or empty, and TERM is not dumb'
always\t''
never\t''"
complete -c spw -n "__fish_spw_using_subcommand scatter" -l data -d 'House-rule TOML tables that replace the built-in ones they name' -r -F
complete -c spw -n "__fish_spw_using_subcommand scatter" -l chances -d 'Do not roll: print the exact probability of every outcome'
complete -c spw -n "__fish_spw_using_subcommand scatter" -l json -d 'One JSON object per command on stdout (JSON Lines in batch mode)'
complete -c spw -n "__fish_spw_using_subcommand scatter" -s q -l quiet -d 'Print the result line only'
complete -c spw -n "__fish_spw_using_subcommand scatter" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "roll" -d 'Roll a dice expression (4d6kh3, 10d6>=4, 2d6+1, dSF, d%)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "draw" -d 'Draw cards from a shuffled 52-card deck, without replacement'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "table" -d 'Roll on a data table that has roll ranges'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "tables" -d 'List the data tables with their rule sections, or print one'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "rules" -d 'List the rule sets and their procedures with the rule section each implements'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "completions" -d 'Print a shell completion script'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "man" -d 'Print the man page (roff)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "repl" -d 'Start the interactive session (the default when spw runs on a terminal with no command)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "schwerpunkt" -d 'Schwerpunkt procedures (Nathan Ward\'s miniatures rules for the age of the rifle)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and not __fish_seen_subcommand_from roll draw table tables rules completions man repl schwerpunkt fire morale scatter help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from schwerpunkt" -f -a "fire" -d 'Shooting: a d6 per shot against marksmanship, SF dice, or a template (rule 3.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from schwerpunkt" -f -a "morale" -d 'Morale test: 2d6, passed on the morale rating or less (rule 5.0)'
complete -c spw -n "__fish_spw_using_subcommand help; and __fish_seen_subcommand_from schwerpunkt" -f -a "scatter" -d 'Where a template that missed lands: scatter die and 2d6 inches (rule 3.0)'
