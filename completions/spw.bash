_spw() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="spw"
                ;;
            spw,aa)
                cmd="spw__subcmd__aa"
                ;;
            spw,activate)
                cmd="spw__subcmd__activate"
                ;;
            spw,activation)
                cmd="spw__subcmd__activate"
                ;;
            spw,activity)
                cmd="spw__subcmd__activity"
                ;;
            spw,again)
                cmd="spw__subcmd__again"
                ;;
            spw,aircraft)
                cmd="spw__subcmd__aircraft"
                ;;
            spw,alias)
                cmd="spw__subcmd__alias"
                ;;
            spw,anti-aircraft)
                cmd="spw__subcmd__aa"
                ;;
            spw,artillery)
                cmd="spw__subcmd__barrage"
                ;;
            spw,attrition)
                cmd="spw__subcmd__attrition"
                ;;
            spw,barrage)
                cmd="spw__subcmd__barrage"
                ;;
            spw,battle)
                cmd="spw__subcmd__battle"
                ;;
            spw,cards)
                cmd="spw__subcmd__cards"
                ;;
            spw,cc)
                cmd="spw__subcmd__close__subcmd__combat"
                ;;
            spw,chits)
                cmd="spw__subcmd__superiority"
                ;;
            spw,close-combat)
                cmd="spw__subcmd__close__subcmd__combat"
                ;;
            spw,completions)
                cmd="spw__subcmd__completions"
                ;;
            spw,counter-battery)
                cmd="spw__subcmd__duel"
                ;;
            spw,crt)
                cmd="spw__subcmd__crt"
                ;;
            spw,draw)
                cmd="spw__subcmd__draw"
                ;;
            spw,drift)
                cmd="spw__subcmd__drift"
                ;;
            spw,duel)
                cmd="spw__subcmd__duel"
                ;;
            spw,event)
                cmd="spw__subcmd__event"
                ;;
            spw,fire)
                cmd="spw__subcmd__fire"
                ;;
            spw,flee)
                cmd="spw__subcmd__flee"
                ;;
            spw,flight)
                cmd="spw__subcmd__flee"
                ;;
            spw,frontier)
                cmd="spw__subcmd__frontier"
                ;;
            spw,game)
                cmd="spw__subcmd__game"
                ;;
            spw,game-end)
                cmd="spw__subcmd__game__subcmd__length"
                ;;
            spw,game-length)
                cmd="spw__subcmd__game__subcmd__length"
                ;;
            spw,gas)
                cmd="spw__subcmd__drift"
                ;;
            spw,globals)
                cmd="spw__subcmd__globals"
                ;;
            spw,grenades)
                cmd="spw__subcmd__grenades"
                ;;
            spw,help)
                cmd="spw__subcmd__help"
                ;;
            spw,initiative)
                cmd="spw__subcmd__initiative"
                ;;
            spw,log)
                cmd="spw__subcmd__log"
                ;;
            spw,losses)
                cmd="spw__subcmd__losses"
                ;;
            spw,man)
                cmd="spw__subcmd__man"
                ;;
            spw,melee)
                cmd="spw__subcmd__melee"
                ;;
            spw,morale)
                cmd="spw__subcmd__morale"
                ;;
            spw,mortar)
                cmd="spw__subcmd__mortar"
                ;;
            spw,move)
                cmd="spw__subcmd__move"
                ;;
            spw,movement)
                cmd="spw__subcmd__move"
                ;;
            spw,next)
                cmd="spw__subcmd__next"
                ;;
            spw,penetrate)
                cmd="spw__subcmd__penetrate"
                ;;
            spw,pin)
                cmd="spw__subcmd__pin"
                ;;
            spw,pinning)
                cmd="spw__subcmd__pin"
                ;;
            spw,pools)
                cmd="spw__subcmd__pools"
                ;;
            spw,portable)
                cmd="spw__subcmd__portable"
                ;;
            spw,rally)
                cmd="spw__subcmd__rally"
                ;;
            spw,redo)
                cmd="spw__subcmd__redo"
                ;;
            spw,repl)
                cmd="spw__subcmd__repl"
                ;;
            spw,reshuffle)
                cmd="spw__subcmd__reshuffle"
                ;;
            spw,restore)
                cmd="spw__subcmd__restore"
                ;;
            spw,retire)
                cmd="spw__subcmd__flee"
                ;;
            spw,roll)
                cmd="spw__subcmd__roll"
                ;;
            spw,roster)
                cmd="spw__subcmd__roster"
                ;;
            spw,rout)
                cmd="spw__subcmd__rout"
                ;;
            spw,rules)
                cmd="spw__subcmd__rules"
                ;;
            spw,save)
                cmd="spw__subcmd__save"
                ;;
            spw,saving-throw)
                cmd="spw__subcmd__save"
                ;;
            spw,scatter)
                cmd="spw__subcmd__scatter"
                ;;
            spw,schema)
                cmd="spw__subcmd__schema"
                ;;
            spw,schwerpunkt)
                cmd="spw__subcmd__schwerpunkt"
                ;;
            spw,series)
                cmd="spw__subcmd__series"
                ;;
            spw,serve)
                cmd="spw__subcmd__serve"
                ;;
            spw,set)
                cmd="spw__subcmd__set"
                ;;
            spw,sheet)
                cmd="spw__subcmd__sheet"
                ;;
            spw,shoot)
                cmd="spw__subcmd__fire"
                ;;
            spw,skill-test)
                cmd="spw__subcmd__test"
                ;;
            spw,smoke)
                cmd="spw__subcmd__drift"
                ;;
            spw,spend)
                cmd="spw__subcmd__spend"
                ;;
            spw,spot)
                cmd="spw__subcmd__spot"
                ;;
            spw,stats)
                cmd="spw__subcmd__stats"
                ;;
            spw,status)
                cmd="spw__subcmd__status"
                ;;
            spw,strafe)
                cmd="spw__subcmd__strafe"
                ;;
            spw,superiority)
                cmd="spw__subcmd__superiority"
                ;;
            spw,table)
                cmd="spw__subcmd__table"
                ;;
            spw,tables)
                cmd="spw__subcmd__tables"
                ;;
            spw,terrain)
                cmd="spw__subcmd__terrain"
                ;;
            spw,terrain-gen)
                cmd="spw__subcmd__terrain"
                ;;
            spw,test)
                cmd="spw__subcmd__test"
                ;;
            spw,tiles)
                cmd="spw__subcmd__tiles"
                ;;
            spw,tsatf)
                cmd="spw__subcmd__tsatf"
                ;;
            spw,undo)
                cmd="spw__subcmd__undo"
                ;;
            spw,unit-types)
                cmd="spw__subcmd__units"
                ;;
            spw,units)
                cmd="spw__subcmd__units"
                ;;
            spw,unpin)
                cmd="spw__subcmd__unpin"
                ;;
            spw,unset)
                cmd="spw__subcmd__unset"
                ;;
            spw,victory)
                cmd="spw__subcmd__victory"
                ;;
            spw,vp)
                cmd="spw__subcmd__victory"
                ;;
            spw,wound)
                cmd="spw__subcmd__wound"
                ;;
            spw__subcmd__frontier,activation)
                cmd="spw__subcmd__frontier__subcmd__tiles"
                ;;
            spw__subcmd__frontier,artillery)
                cmd="spw__subcmd__frontier__subcmd__artillery"
                ;;
            spw__subcmd__frontier,battle)
                cmd="spw__subcmd__frontier__subcmd__battle"
                ;;
            spw__subcmd__frontier,help)
                cmd="spw__subcmd__frontier__subcmd__help"
                ;;
            spw__subcmd__frontier,tiles)
                cmd="spw__subcmd__frontier__subcmd__tiles"
                ;;
            spw__subcmd__frontier,units)
                cmd="spw__subcmd__frontier__subcmd__units"
                ;;
            spw__subcmd__frontier__subcmd__help,artillery)
                cmd="spw__subcmd__frontier__subcmd__help__subcmd__artillery"
                ;;
            spw__subcmd__frontier__subcmd__help,battle)
                cmd="spw__subcmd__frontier__subcmd__help__subcmd__battle"
                ;;
            spw__subcmd__frontier__subcmd__help,help)
                cmd="spw__subcmd__frontier__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__frontier__subcmd__help,tiles)
                cmd="spw__subcmd__frontier__subcmd__help__subcmd__tiles"
                ;;
            spw__subcmd__frontier__subcmd__help,units)
                cmd="spw__subcmd__frontier__subcmd__help__subcmd__units"
                ;;
            spw__subcmd__game,help)
                cmd="spw__subcmd__game__subcmd__help"
                ;;
            spw__subcmd__game,log)
                cmd="spw__subcmd__game__subcmd__log"
                ;;
            spw__subcmd__game,new)
                cmd="spw__subcmd__game__subcmd__new"
                ;;
            spw__subcmd__game,open)
                cmd="spw__subcmd__game__subcmd__open"
                ;;
            spw__subcmd__game,repair)
                cmd="spw__subcmd__game__subcmd__repair"
                ;;
            spw__subcmd__game,replay)
                cmd="spw__subcmd__game__subcmd__replay"
                ;;
            spw__subcmd__game__subcmd__help,help)
                cmd="spw__subcmd__game__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__game__subcmd__help,log)
                cmd="spw__subcmd__game__subcmd__help__subcmd__log"
                ;;
            spw__subcmd__game__subcmd__help,new)
                cmd="spw__subcmd__game__subcmd__help__subcmd__new"
                ;;
            spw__subcmd__game__subcmd__help,open)
                cmd="spw__subcmd__game__subcmd__help__subcmd__open"
                ;;
            spw__subcmd__game__subcmd__help,repair)
                cmd="spw__subcmd__game__subcmd__help__subcmd__repair"
                ;;
            spw__subcmd__game__subcmd__help,replay)
                cmd="spw__subcmd__game__subcmd__help__subcmd__replay"
                ;;
            spw__subcmd__help,aa)
                cmd="spw__subcmd__help__subcmd__aa"
                ;;
            spw__subcmd__help,activate)
                cmd="spw__subcmd__help__subcmd__activate"
                ;;
            spw__subcmd__help,activity)
                cmd="spw__subcmd__help__subcmd__activity"
                ;;
            spw__subcmd__help,again)
                cmd="spw__subcmd__help__subcmd__again"
                ;;
            spw__subcmd__help,aircraft)
                cmd="spw__subcmd__help__subcmd__aircraft"
                ;;
            spw__subcmd__help,alias)
                cmd="spw__subcmd__help__subcmd__alias"
                ;;
            spw__subcmd__help,attrition)
                cmd="spw__subcmd__help__subcmd__attrition"
                ;;
            spw__subcmd__help,barrage)
                cmd="spw__subcmd__help__subcmd__barrage"
                ;;
            spw__subcmd__help,battle)
                cmd="spw__subcmd__help__subcmd__battle"
                ;;
            spw__subcmd__help,cards)
                cmd="spw__subcmd__help__subcmd__cards"
                ;;
            spw__subcmd__help,close-combat)
                cmd="spw__subcmd__help__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__help,completions)
                cmd="spw__subcmd__help__subcmd__completions"
                ;;
            spw__subcmd__help,crt)
                cmd="spw__subcmd__help__subcmd__crt"
                ;;
            spw__subcmd__help,draw)
                cmd="spw__subcmd__help__subcmd__draw"
                ;;
            spw__subcmd__help,drift)
                cmd="spw__subcmd__help__subcmd__drift"
                ;;
            spw__subcmd__help,duel)
                cmd="spw__subcmd__help__subcmd__duel"
                ;;
            spw__subcmd__help,event)
                cmd="spw__subcmd__help__subcmd__event"
                ;;
            spw__subcmd__help,fire)
                cmd="spw__subcmd__help__subcmd__fire"
                ;;
            spw__subcmd__help,flee)
                cmd="spw__subcmd__help__subcmd__flee"
                ;;
            spw__subcmd__help,frontier)
                cmd="spw__subcmd__help__subcmd__frontier"
                ;;
            spw__subcmd__help,game)
                cmd="spw__subcmd__help__subcmd__game"
                ;;
            spw__subcmd__help,game-length)
                cmd="spw__subcmd__help__subcmd__game__subcmd__length"
                ;;
            spw__subcmd__help,globals)
                cmd="spw__subcmd__help__subcmd__globals"
                ;;
            spw__subcmd__help,grenades)
                cmd="spw__subcmd__help__subcmd__grenades"
                ;;
            spw__subcmd__help,help)
                cmd="spw__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__help,initiative)
                cmd="spw__subcmd__help__subcmd__initiative"
                ;;
            spw__subcmd__help,log)
                cmd="spw__subcmd__help__subcmd__log"
                ;;
            spw__subcmd__help,losses)
                cmd="spw__subcmd__help__subcmd__losses"
                ;;
            spw__subcmd__help,man)
                cmd="spw__subcmd__help__subcmd__man"
                ;;
            spw__subcmd__help,melee)
                cmd="spw__subcmd__help__subcmd__melee"
                ;;
            spw__subcmd__help,morale)
                cmd="spw__subcmd__help__subcmd__morale"
                ;;
            spw__subcmd__help,mortar)
                cmd="spw__subcmd__help__subcmd__mortar"
                ;;
            spw__subcmd__help,move)
                cmd="spw__subcmd__help__subcmd__move"
                ;;
            spw__subcmd__help,next)
                cmd="spw__subcmd__help__subcmd__next"
                ;;
            spw__subcmd__help,penetrate)
                cmd="spw__subcmd__help__subcmd__penetrate"
                ;;
            spw__subcmd__help,pin)
                cmd="spw__subcmd__help__subcmd__pin"
                ;;
            spw__subcmd__help,pools)
                cmd="spw__subcmd__help__subcmd__pools"
                ;;
            spw__subcmd__help,portable)
                cmd="spw__subcmd__help__subcmd__portable"
                ;;
            spw__subcmd__help,rally)
                cmd="spw__subcmd__help__subcmd__rally"
                ;;
            spw__subcmd__help,redo)
                cmd="spw__subcmd__help__subcmd__redo"
                ;;
            spw__subcmd__help,repl)
                cmd="spw__subcmd__help__subcmd__repl"
                ;;
            spw__subcmd__help,reshuffle)
                cmd="spw__subcmd__help__subcmd__reshuffle"
                ;;
            spw__subcmd__help,restore)
                cmd="spw__subcmd__help__subcmd__restore"
                ;;
            spw__subcmd__help,roll)
                cmd="spw__subcmd__help__subcmd__roll"
                ;;
            spw__subcmd__help,roster)
                cmd="spw__subcmd__help__subcmd__roster"
                ;;
            spw__subcmd__help,rout)
                cmd="spw__subcmd__help__subcmd__rout"
                ;;
            spw__subcmd__help,rules)
                cmd="spw__subcmd__help__subcmd__rules"
                ;;
            spw__subcmd__help,save)
                cmd="spw__subcmd__help__subcmd__save"
                ;;
            spw__subcmd__help,scatter)
                cmd="spw__subcmd__help__subcmd__scatter"
                ;;
            spw__subcmd__help,schema)
                cmd="spw__subcmd__help__subcmd__schema"
                ;;
            spw__subcmd__help,schwerpunkt)
                cmd="spw__subcmd__help__subcmd__schwerpunkt"
                ;;
            spw__subcmd__help,series)
                cmd="spw__subcmd__help__subcmd__series"
                ;;
            spw__subcmd__help,serve)
                cmd="spw__subcmd__help__subcmd__serve"
                ;;
            spw__subcmd__help,set)
                cmd="spw__subcmd__help__subcmd__set"
                ;;
            spw__subcmd__help,sheet)
                cmd="spw__subcmd__help__subcmd__sheet"
                ;;
            spw__subcmd__help,spend)
                cmd="spw__subcmd__help__subcmd__spend"
                ;;
            spw__subcmd__help,spot)
                cmd="spw__subcmd__help__subcmd__spot"
                ;;
            spw__subcmd__help,stats)
                cmd="spw__subcmd__help__subcmd__stats"
                ;;
            spw__subcmd__help,status)
                cmd="spw__subcmd__help__subcmd__status"
                ;;
            spw__subcmd__help,strafe)
                cmd="spw__subcmd__help__subcmd__strafe"
                ;;
            spw__subcmd__help,superiority)
                cmd="spw__subcmd__help__subcmd__superiority"
                ;;
            spw__subcmd__help,table)
                cmd="spw__subcmd__help__subcmd__table"
                ;;
            spw__subcmd__help,tables)
                cmd="spw__subcmd__help__subcmd__tables"
                ;;
            spw__subcmd__help,terrain)
                cmd="spw__subcmd__help__subcmd__terrain"
                ;;
            spw__subcmd__help,test)
                cmd="spw__subcmd__help__subcmd__test"
                ;;
            spw__subcmd__help,tiles)
                cmd="spw__subcmd__help__subcmd__tiles"
                ;;
            spw__subcmd__help,tsatf)
                cmd="spw__subcmd__help__subcmd__tsatf"
                ;;
            spw__subcmd__help,undo)
                cmd="spw__subcmd__help__subcmd__undo"
                ;;
            spw__subcmd__help,units)
                cmd="spw__subcmd__help__subcmd__units"
                ;;
            spw__subcmd__help,unpin)
                cmd="spw__subcmd__help__subcmd__unpin"
                ;;
            spw__subcmd__help,unset)
                cmd="spw__subcmd__help__subcmd__unset"
                ;;
            spw__subcmd__help,victory)
                cmd="spw__subcmd__help__subcmd__victory"
                ;;
            spw__subcmd__help,wound)
                cmd="spw__subcmd__help__subcmd__wound"
                ;;
            spw__subcmd__help__subcmd__game,log)
                cmd="spw__subcmd__help__subcmd__game__subcmd__log"
                ;;
            spw__subcmd__help__subcmd__game,new)
                cmd="spw__subcmd__help__subcmd__game__subcmd__new"
                ;;
            spw__subcmd__help__subcmd__game,open)
                cmd="spw__subcmd__help__subcmd__game__subcmd__open"
                ;;
            spw__subcmd__help__subcmd__game,repair)
                cmd="spw__subcmd__help__subcmd__game__subcmd__repair"
                ;;
            spw__subcmd__help__subcmd__game,replay)
                cmd="spw__subcmd__help__subcmd__game__subcmd__replay"
                ;;
            spw__subcmd__portable,activate)
                cmd="spw__subcmd__portable__subcmd__activate"
                ;;
            spw__subcmd__portable,activation)
                cmd="spw__subcmd__portable__subcmd__activate"
                ;;
            spw__subcmd__portable,artillery)
                cmd="spw__subcmd__portable__subcmd__artillery"
                ;;
            spw__subcmd__portable,cc)
                cmd="spw__subcmd__portable__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__portable,close-combat)
                cmd="spw__subcmd__portable__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__portable,fire)
                cmd="spw__subcmd__portable__subcmd__fire"
                ;;
            spw__subcmd__portable,help)
                cmd="spw__subcmd__portable__subcmd__help"
                ;;
            spw__subcmd__portable,initiative)
                cmd="spw__subcmd__portable__subcmd__initiative"
                ;;
            spw__subcmd__portable,shoot)
                cmd="spw__subcmd__portable__subcmd__fire"
                ;;
            spw__subcmd__portable,unit-types)
                cmd="spw__subcmd__portable__subcmd__units"
                ;;
            spw__subcmd__portable,units)
                cmd="spw__subcmd__portable__subcmd__units"
                ;;
            spw__subcmd__portable__subcmd__help,activate)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__activate"
                ;;
            spw__subcmd__portable__subcmd__help,artillery)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__artillery"
                ;;
            spw__subcmd__portable__subcmd__help,close-combat)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__portable__subcmd__help,fire)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__fire"
                ;;
            spw__subcmd__portable__subcmd__help,help)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__portable__subcmd__help,initiative)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__initiative"
                ;;
            spw__subcmd__portable__subcmd__help,units)
                cmd="spw__subcmd__portable__subcmd__help__subcmd__units"
                ;;
            spw__subcmd__schwerpunkt,aa)
                cmd="spw__subcmd__schwerpunkt__subcmd__aa"
                ;;
            spw__subcmd__schwerpunkt,aircraft)
                cmd="spw__subcmd__schwerpunkt__subcmd__aircraft"
                ;;
            spw__subcmd__schwerpunkt,anti-aircraft)
                cmd="spw__subcmd__schwerpunkt__subcmd__aa"
                ;;
            spw__subcmd__schwerpunkt,artillery)
                cmd="spw__subcmd__schwerpunkt__subcmd__barrage"
                ;;
            spw__subcmd__schwerpunkt,barrage)
                cmd="spw__subcmd__schwerpunkt__subcmd__barrage"
                ;;
            spw__subcmd__schwerpunkt,counter-battery)
                cmd="spw__subcmd__schwerpunkt__subcmd__duel"
                ;;
            spw__subcmd__schwerpunkt,drift)
                cmd="spw__subcmd__schwerpunkt__subcmd__drift"
                ;;
            spw__subcmd__schwerpunkt,duel)
                cmd="spw__subcmd__schwerpunkt__subcmd__duel"
                ;;
            spw__subcmd__schwerpunkt,fire)
                cmd="spw__subcmd__schwerpunkt__subcmd__fire"
                ;;
            spw__subcmd__schwerpunkt,flee)
                cmd="spw__subcmd__schwerpunkt__subcmd__flee"
                ;;
            spw__subcmd__schwerpunkt,flight)
                cmd="spw__subcmd__schwerpunkt__subcmd__flee"
                ;;
            spw__subcmd__schwerpunkt,game-end)
                cmd="spw__subcmd__schwerpunkt__subcmd__game__subcmd__length"
                ;;
            spw__subcmd__schwerpunkt,game-length)
                cmd="spw__subcmd__schwerpunkt__subcmd__game__subcmd__length"
                ;;
            spw__subcmd__schwerpunkt,gas)
                cmd="spw__subcmd__schwerpunkt__subcmd__drift"
                ;;
            spw__subcmd__schwerpunkt,help)
                cmd="spw__subcmd__schwerpunkt__subcmd__help"
                ;;
            spw__subcmd__schwerpunkt,initiative)
                cmd="spw__subcmd__schwerpunkt__subcmd__initiative"
                ;;
            spw__subcmd__schwerpunkt,melee)
                cmd="spw__subcmd__schwerpunkt__subcmd__melee"
                ;;
            spw__subcmd__schwerpunkt,morale)
                cmd="spw__subcmd__schwerpunkt__subcmd__morale"
                ;;
            spw__subcmd__schwerpunkt,move)
                cmd="spw__subcmd__schwerpunkt__subcmd__move"
                ;;
            spw__subcmd__schwerpunkt,movement)
                cmd="spw__subcmd__schwerpunkt__subcmd__move"
                ;;
            spw__subcmd__schwerpunkt,penetrate)
                cmd="spw__subcmd__schwerpunkt__subcmd__penetrate"
                ;;
            spw__subcmd__schwerpunkt,pin)
                cmd="spw__subcmd__schwerpunkt__subcmd__pin"
                ;;
            spw__subcmd__schwerpunkt,pinning)
                cmd="spw__subcmd__schwerpunkt__subcmd__pin"
                ;;
            spw__subcmd__schwerpunkt,retire)
                cmd="spw__subcmd__schwerpunkt__subcmd__flee"
                ;;
            spw__subcmd__schwerpunkt,save)
                cmd="spw__subcmd__schwerpunkt__subcmd__save"
                ;;
            spw__subcmd__schwerpunkt,saving-throw)
                cmd="spw__subcmd__schwerpunkt__subcmd__save"
                ;;
            spw__subcmd__schwerpunkt,scatter)
                cmd="spw__subcmd__schwerpunkt__subcmd__scatter"
                ;;
            spw__subcmd__schwerpunkt,shoot)
                cmd="spw__subcmd__schwerpunkt__subcmd__fire"
                ;;
            spw__subcmd__schwerpunkt,skill-test)
                cmd="spw__subcmd__schwerpunkt__subcmd__test"
                ;;
            spw__subcmd__schwerpunkt,smoke)
                cmd="spw__subcmd__schwerpunkt__subcmd__drift"
                ;;
            spw__subcmd__schwerpunkt,strafe)
                cmd="spw__subcmd__schwerpunkt__subcmd__strafe"
                ;;
            spw__subcmd__schwerpunkt,terrain)
                cmd="spw__subcmd__schwerpunkt__subcmd__terrain"
                ;;
            spw__subcmd__schwerpunkt,terrain-gen)
                cmd="spw__subcmd__schwerpunkt__subcmd__terrain"
                ;;
            spw__subcmd__schwerpunkt,test)
                cmd="spw__subcmd__schwerpunkt__subcmd__test"
                ;;
            spw__subcmd__schwerpunkt,victory)
                cmd="spw__subcmd__schwerpunkt__subcmd__victory"
                ;;
            spw__subcmd__schwerpunkt,vp)
                cmd="spw__subcmd__schwerpunkt__subcmd__victory"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,aa)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__aa"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,aircraft)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__aircraft"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,barrage)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__barrage"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,drift)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__drift"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,duel)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__duel"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,fire)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__fire"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,flee)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__flee"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,game-length)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__game__subcmd__length"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,help)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,initiative)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__initiative"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,melee)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__melee"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,morale)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__morale"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,move)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__move"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,penetrate)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__penetrate"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,pin)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__pin"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,save)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__save"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,scatter)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__scatter"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,strafe)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__strafe"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,terrain)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__terrain"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,test)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__test"
                ;;
            spw__subcmd__schwerpunkt__subcmd__help,victory)
                cmd="spw__subcmd__schwerpunkt__subcmd__help__subcmd__victory"
                ;;
            spw__subcmd__series,activity)
                cmd="spw__subcmd__series__subcmd__activity"
                ;;
            spw__subcmd__series,attrition)
                cmd="spw__subcmd__series__subcmd__attrition"
                ;;
            spw__subcmd__series,chits)
                cmd="spw__subcmd__series__subcmd__superiority"
                ;;
            spw__subcmd__series,crt)
                cmd="spw__subcmd__series__subcmd__crt"
                ;;
            spw__subcmd__series,event)
                cmd="spw__subcmd__series__subcmd__event"
                ;;
            spw__subcmd__series,help)
                cmd="spw__subcmd__series__subcmd__help"
                ;;
            spw__subcmd__series,losses)
                cmd="spw__subcmd__series__subcmd__losses"
                ;;
            spw__subcmd__series,superiority)
                cmd="spw__subcmd__series__subcmd__superiority"
                ;;
            spw__subcmd__series__subcmd__help,activity)
                cmd="spw__subcmd__series__subcmd__help__subcmd__activity"
                ;;
            spw__subcmd__series__subcmd__help,attrition)
                cmd="spw__subcmd__series__subcmd__help__subcmd__attrition"
                ;;
            spw__subcmd__series__subcmd__help,crt)
                cmd="spw__subcmd__series__subcmd__help__subcmd__crt"
                ;;
            spw__subcmd__series__subcmd__help,event)
                cmd="spw__subcmd__series__subcmd__help__subcmd__event"
                ;;
            spw__subcmd__series__subcmd__help,help)
                cmd="spw__subcmd__series__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__series__subcmd__help,losses)
                cmd="spw__subcmd__series__subcmd__help__subcmd__losses"
                ;;
            spw__subcmd__series__subcmd__help,superiority)
                cmd="spw__subcmd__series__subcmd__help__subcmd__superiority"
                ;;
            spw__subcmd__tsatf,barrage)
                cmd="spw__subcmd__tsatf__subcmd__barrage"
                ;;
            spw__subcmd__tsatf,cards)
                cmd="spw__subcmd__tsatf__subcmd__cards"
                ;;
            spw__subcmd__tsatf,close-combat)
                cmd="spw__subcmd__tsatf__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__tsatf,fire)
                cmd="spw__subcmd__tsatf__subcmd__fire"
                ;;
            spw__subcmd__tsatf,grenades)
                cmd="spw__subcmd__tsatf__subcmd__grenades"
                ;;
            spw__subcmd__tsatf,help)
                cmd="spw__subcmd__tsatf__subcmd__help"
                ;;
            spw__subcmd__tsatf,melee)
                cmd="spw__subcmd__tsatf__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__tsatf,mortar)
                cmd="spw__subcmd__tsatf__subcmd__mortar"
                ;;
            spw__subcmd__tsatf,move)
                cmd="spw__subcmd__tsatf__subcmd__move"
                ;;
            spw__subcmd__tsatf,shoot)
                cmd="spw__subcmd__tsatf__subcmd__fire"
                ;;
            spw__subcmd__tsatf,spot)
                cmd="spw__subcmd__tsatf__subcmd__spot"
                ;;
            spw__subcmd__tsatf,test)
                cmd="spw__subcmd__tsatf__subcmd__test"
                ;;
            spw__subcmd__tsatf,wound)
                cmd="spw__subcmd__tsatf__subcmd__wound"
                ;;
            spw__subcmd__tsatf__subcmd__help,barrage)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__barrage"
                ;;
            spw__subcmd__tsatf__subcmd__help,cards)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__cards"
                ;;
            spw__subcmd__tsatf__subcmd__help,close-combat)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__close__subcmd__combat"
                ;;
            spw__subcmd__tsatf__subcmd__help,fire)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__fire"
                ;;
            spw__subcmd__tsatf__subcmd__help,grenades)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__grenades"
                ;;
            spw__subcmd__tsatf__subcmd__help,help)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__help"
                ;;
            spw__subcmd__tsatf__subcmd__help,mortar)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__mortar"
                ;;
            spw__subcmd__tsatf__subcmd__help,move)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__move"
                ;;
            spw__subcmd__tsatf__subcmd__help,spot)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__spot"
                ;;
            spw__subcmd__tsatf__subcmd__help,test)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__test"
                ;;
            spw__subcmd__tsatf__subcmd__help,wound)
                cmd="spw__subcmd__tsatf__subcmd__help__subcmd__wound"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        spw)
            opts="-r -q -h -V --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help --version roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp units unit-types activate activation close-combat cc tiles battle attrition activity superiority chits crt losses event cards mortar grenades spot wound help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__aa)
            opts="-r -q -g -s -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --guns --shots --range --one-plane --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -g)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__activate)
            opts="-r -q -u -a -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --army --command-lost --d6 --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -u)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --army)
                    COMPREPLY=($(compgen -W "european native" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "european native" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__activity)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --c3i --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --c3i)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__again)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__aircraft)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --ours --our-reliability --theirs --their-reliability --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ours)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --our-reliability)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --theirs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --their-reliability)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__alias)
            opts="-r -q --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__attrition)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --column --units --drm --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --column)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --drm)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__barrage)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --guns --observer --2d6 --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --observer)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__battle)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --attacker-in --defender-in --attacker-poor --defender-poor --defender-above --from-river --cannot-retreat --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-in)
                    COMPREPLY=($(compgen -W "cover fortification" -- "${cur}"))
                    return 0
                    ;;
                --defender-in)
                    COMPREPLY=($(compgen -W "cover fortification" -- "${cur}"))
                    return 0
                    ;;
                --defender-above)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cannot-retreat)
                    COMPREPLY=($(compgen -W "attacker defender both" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__cards)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --red --black --phase --place --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --red)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --black)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phase)
                    COMPREPLY=($(compgen -W "move fire" -- "${cur}"))
                    return 0
                    ;;
                --place)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__close__subcmd__combat)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --attackers --uphill --from-river --defender-in --dismounted --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attackers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-in)
                    COMPREPLY=($(compgen -W "woods bua fortification" -- "${cur}"))
                    return 0
                    ;;
                --dismounted)
                    COMPREPLY=($(compgen -W "cavalry attacker defender both" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__completions)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help bash elvish fish powershell zsh"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__crt)
            opts="-r -q -a -d -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --odds --drm --shift --all-columns --crt --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --drm)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shift)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --crt)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__draw)
            opts="-r -q -h --pool --shuffle --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --pool)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__drift)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --gas --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__duel)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --guns --skill --enemy-skill --enemy-guns --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --enemy-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --enemy-guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__event)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__fire)
            opts="-r -q -m -s -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --marksmanship --shots --pinned --moved --long-range --sf --template --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --marksmanship)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sf)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__flee)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --pursue --gap --retire --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gap)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help tiles activation artillery units battle help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__artillery)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --type --range --indirect --variant --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --variant)
                    COMPREPLY=($(compgen -W "original clock centric" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__battle)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --attacker-in --defender-in --attacker-poor --defender-poor --defender-above --from-river --cannot-retreat --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-in)
                    COMPREPLY=($(compgen -W "cover fortification" -- "${cur}"))
                    return 0
                    ;;
                --defender-in)
                    COMPREPLY=($(compgen -W "cover fortification" -- "${cur}"))
                    return 0
                    ;;
                --defender-above)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cannot-retreat)
                    COMPREPLY=($(compgen -W "attacker defender both" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__help)
            opts="tiles artillery units battle help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__help__subcmd__artillery)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__help__subcmd__battle)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__help__subcmd__tiles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__help__subcmd__units)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__tiles)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --side --fired --place --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --side)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fired)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --place)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__frontier__subcmd__units)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --type --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help new open replay log repair help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__length)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help)
            opts="new open replay log repair help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help__subcmd__log)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help__subcmd__open)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help__subcmd__repair)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__help__subcmd__replay)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__log)
            opts="-r -q -h --format --summary --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --format)
                    COMPREPLY=($(compgen -W "text md json" -- "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__new)
            opts="-r -q -h --roster --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --roster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__open)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__repair)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__game__subcmd__replay)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__globals)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__grenades)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help)
            opts="roll draw pools reshuffle table tables rules sheet completions man schema globals repl game serve status roster log next undo redo again set unset unpin rout rally restore spend stats alias schwerpunkt portable frontier series tsatf terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory units activate close-combat tiles battle attrition activity superiority crt losses event cards mortar grenades spot wound help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__aa)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__activate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__activity)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__again)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__aircraft)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__alias)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__attrition)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__barrage)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__battle)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__cards)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__close__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__completions)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__crt)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__draw)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__drift)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__duel)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__event)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__fire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__flee)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__frontier)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game)
            opts="new open replay log repair"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game__subcmd__length)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game__subcmd__log)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game__subcmd__open)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game__subcmd__repair)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__game__subcmd__replay)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__globals)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__grenades)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__initiative)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__log)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__losses)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__man)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__melee)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__morale)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__mortar)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__move)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__next)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__penetrate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__pin)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__pools)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__portable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__rally)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__redo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__repl)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__reshuffle)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__restore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__roll)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__roster)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__rout)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__rules)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__save)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__scatter)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__schema)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__schwerpunkt)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__series)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__serve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__sheet)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__spend)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__spot)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__stats)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__strafe)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__superiority)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__table)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__tables)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__terrain)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__tiles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__tsatf)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__undo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__units)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__unpin)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__unset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__victory)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__help__subcmd__wound)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__initiative)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --sides --phase --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sides)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phase)
                    COMPREPLY=($(compgen -W "artillery movement shooting air morale" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__log)
            opts="-r -q -h --format --summary --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --format)
                    COMPREPLY=($(compgen -W "text md json" -- "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__losses)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --hits --units --attacker --motorized --out-of-supply --cannot-retreat --retreat --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retreat)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__man)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__melee)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker-figures --attacker-ferocity --attacker-skill --attacker-morale --attacker-officer --attacker-fatigue --defender-figures --defender-ferocity --defender-skill --defender-morale --defender-officer --defender-fatigue --continued --pursue --gap --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-ferocity)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-morale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-fatigue)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-ferocity)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-morale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-fatigue)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gap)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__morale)
            opts="-r -q -m -o -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --morale --officer --hits --reason --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --morale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --reason)
                    COMPREPLY=($(compgen -W "unpin rally assault assaulted losses" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__mortar)
            opts="-r -q -c -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --quality --medium --range --class --figures --ranged --landed --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --quality)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --class)
                    COMPREPLY=($(compgen -W "I II III IV" -- "${cur}"))
                    return 0
                    ;;
                -c)
                    COMPREPLY=($(compgen -W "I II III IV" -- "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__move)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --rating --difficult --obstacle --partial-damage --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rating)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --obstacle)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__next)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__penetrate)
            opts="-r -q -c -m -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --class --vehicle --marksmanship --facing --aim --pinned --moved --moving --hull-down --long-range --assault --shots --sf --figures --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --class)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -c)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --vehicle)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --marksmanship)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --facing)
                    COMPREPLY=($(compgen -W "front side rear belly" -- "${cur}"))
                    return 0
                    ;;
                --aim)
                    COMPREPLY=($(compgen -W "tracks turret-ring" -- "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sf)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__pin)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --hits --strength --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__pools)
            opts="-r -q -h --all --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help units unit-types activate activation initiative artillery fire shoot close-combat cc help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__activate)
            opts="-r -q -u -a -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --army --command-lost --d6 --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -u)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --army)
                    COMPREPLY=($(compgen -W "european native" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "european native" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__artillery)
            opts="-r -q -t -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --type --range --direct --cover --indirect --pinned --two-hexes --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__close__subcmd__combat)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --attackers --uphill --from-river --defender-in --dismounted --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attackers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-in)
                    COMPREPLY=($(compgen -W "woods bua fortification" -- "${cur}"))
                    return 0
                    ;;
                --dismounted)
                    COMPREPLY=($(compgen -W "cavalry attacker defender both" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__fire)
            opts="-r -q -u -t -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --cover --pinned --type --range --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -u)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help)
            opts="units activate initiative artillery fire close-combat help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__activate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__artillery)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__close__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__fire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__initiative)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__help__subcmd__units)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__initiative)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --sides --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sides)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__portable__subcmd__units)
            opts="-r -q -t -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --type --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__rally)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__redo)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__repl)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__reshuffle)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__restore)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__roll)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__roster)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__rout)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__rules)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__save)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --skill --hits --cover --rifle-grenade --flamethrower-bunker --building-template --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --building-template)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__scatter)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schema)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help terrain terrain-gen initiative move movement fire shoot scatter barrage artillery duel counter-battery save saving-throw pin pinning penetrate drift smoke gas test skill-test melee morale flee flight retire aircraft aa anti-aircraft strafe game-length game-end victory vp help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__aa)
            opts="-r -q -g -s -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --guns --shots --range --one-plane --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -g)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__aircraft)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --ours --our-reliability --theirs --their-reliability --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ours)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --our-reliability)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --theirs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --their-reliability)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__barrage)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --guns --observer --2d6 --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --observer)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__drift)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --gas --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__duel)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --guns --skill --enemy-skill --enemy-guns --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --enemy-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --enemy-guns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__fire)
            opts="-r -q -m -s -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --marksmanship --shots --pinned --moved --long-range --sf --template --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --marksmanship)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sf)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__flee)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --pursue --gap --retire --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gap)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__game__subcmd__length)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help)
            opts="terrain initiative move fire scatter barrage duel save pin penetrate drift test melee morale flee aircraft aa strafe game-length victory help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__aa)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__aircraft)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__barrage)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__drift)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__duel)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__fire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__flee)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__game__subcmd__length)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__initiative)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__melee)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__morale)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__move)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__penetrate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__pin)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__save)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__scatter)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__strafe)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__terrain)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__help__subcmd__victory)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__initiative)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --sides --phase --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sides)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phase)
                    COMPREPLY=($(compgen -W "artillery movement shooting air morale" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__melee)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker-figures --attacker-ferocity --attacker-skill --attacker-morale --attacker-officer --attacker-fatigue --defender-figures --defender-ferocity --defender-skill --defender-morale --defender-officer --defender-fatigue --continued --pursue --gap --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-ferocity)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-morale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-fatigue)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-ferocity)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-morale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-fatigue)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gap)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__morale)
            opts="-r -q -m -o -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --morale --officer --hits --reason --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --morale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --reason)
                    COMPREPLY=($(compgen -W "unpin rally assault assaulted losses" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__move)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --rating --difficult --obstacle --partial-damage --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rating)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --obstacle)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__penetrate)
            opts="-r -q -c -m -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --class --vehicle --marksmanship --facing --aim --pinned --moved --moving --hull-down --long-range --assault --shots --sf --figures --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --class)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -c)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --vehicle)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --marksmanship)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --facing)
                    COMPREPLY=($(compgen -W "front side rear belly" -- "${cur}"))
                    return 0
                    ;;
                --aim)
                    COMPREPLY=($(compgen -W "tracks turret-ring" -- "${cur}"))
                    return 0
                    ;;
                --shots)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sf)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__pin)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --hits --strength --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strength)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__save)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --skill --hits --cover --rifle-grenade --flamethrower-bunker --building-template --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --building-template)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__scatter)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__strafe)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --bombs --range --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__terrain)
            opts="-r -q -t -f -n -o -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --theatre --flat --format --count --out --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --theatre)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "text svg json toml" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "text svg json toml" -- "${cur}"))
                    return 0
                    ;;
                --count)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__test)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --skill --tests --figures --for --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tests)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "obstacle dig-in gas-mask building" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__schwerpunkt__subcmd__victory)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --sides --main --secondary --destroyed --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sides)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --main)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --secondary)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --destroyed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help attrition activity superiority chits crt losses event help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__activity)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --c3i --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --c3i)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__attrition)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --column --units --drm --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --column)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --drm)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__crt)
            opts="-r -q -a -d -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --odds --drm --shift --all-columns --crt --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --drm)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shift)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --crt)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__event)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help)
            opts="attrition activity superiority crt losses event help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__activity)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__attrition)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__crt)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__event)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__losses)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__help__subcmd__superiority)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__losses)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --hits --units --attacker --motorized --out-of-supply --cannot-retreat --retreat --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hits)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retreat)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__series__subcmd__superiority)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker-rating --defender-rating --concentric --attacker-oos --defender-oos --defender-motorized --attacker-cup --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-rating)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-rating)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-cup)
                    COMPREPLY=($(compgen -W "a b" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__serve)
            opts="-r -q -h --lan --bind --port --referee --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --bind)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --port)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__set)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__sheet)
            opts="-r -q -h --out --format --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help schwerpunkt portable frontier series tsatf"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "html text" -- "${cur}"))
                    return 0
                    ;;
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__spend)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__spot)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --quality --range --leader --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --quality)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__stats)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__status)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__strafe)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --bombs --range --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__superiority)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker-rating --defender-rating --concentric --attacker-oos --defender-oos --defender-motorized --attacker-cup --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-rating)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-rating)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker-cup)
                    COMPREPLY=($(compgen -W "a b" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__table)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tables)
            opts="-r -q -h --template --toml --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__terrain)
            opts="-r -q -t -f -n -o -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --theatre --flat --format --count --out --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --theatre)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "text svg json toml" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "text svg json toml" -- "${cur}"))
                    return 0
                    ;;
                --count)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__test)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --skill --tests --figures --for --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skill)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tests)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "obstacle dig-in gas-mask building" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tiles)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --side --fired --place --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --side)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fired)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --place)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help cards move fire shoot mortar barrage close-combat melee grenades test spot wound help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__barrage)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --weapons --figures --landed --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --weapons)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__cards)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --red --black --phase --place --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --red)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --black)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phase)
                    COMPREPLY=($(compgen -W "move fire" -- "${cur}"))
                    return 0
                    ;;
                --place)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__close__subcmd__combat)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --attacker --defender --attacker-crews --defender-crews --attacker-leader --defender-leader --defender-shaken --attacker-figures --defender-figures --cover --flank --higher --gurkhas --usmc --wire --attacker-serving --defender-serving --attacker-smg --defender-smg --grenades --defender-grenades --campaign --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --attacker)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --attacker-figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --grenades)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-grenades)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__fire)
            opts="-r -q -w -n -c -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --quality --weapon --firers --range --class --shaken --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --quality)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --weapon)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -w)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --firers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --class)
                    COMPREPLY=($(compgen -W "I II III IV" -- "${cur}"))
                    return 0
                    ;;
                -c)
                    COMPREPLY=($(compgen -W "I II III IV" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__grenades)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --units --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help)
            opts="cards move fire mortar barrage close-combat grenades test spot wound help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__barrage)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__cards)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__close__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__fire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__grenades)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__mortar)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__move)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__spot)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__help__subcmd__wound)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__mortar)
            opts="-r -q -c -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --quality --medium --range --class --figures --ranged --landed --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --quality)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --class)
                    COMPREPLY=($(compgen -W "I II III IV" -- "${cur}"))
                    return 0
                    ;;
                -c)
                    COMPREPLY=($(compgen -W "I II III IV" -- "${cur}"))
                    return 0
                    ;;
                --figures)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__move)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --type --terrain --road --mounting --limbering --loading --routing --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --terrain)
                    COMPREPLY=($(compgen -W "open rough" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__spot)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --quality --range --leader --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --quality)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                --range)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__test)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --kind --quality --leader --shaken --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kind)
                    COMPREPLY=($(compgen -W "close stand rally major critical pinned" -- "${cur}"))
                    return 0
                    ;;
                --quality)
                    COMPREPLY=($(compgen -W "green veteran crack" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__tsatf__subcmd__wound)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --first --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__undo)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__units)
            opts="-r -q -t -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --type --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -t)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__unpin)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__unset)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__victory)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --sides --main --secondary --destroyed --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sides)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --main)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --secondary)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --destroyed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        spw__subcmd__wound)
            opts="-r -q -h --rules --seed --chances --percent --exact --full --goal --at-least --dice --cards --json --color --data --quiet --game --unit --target --again --first --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rules)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -W "schwerpunkt portable frontier series tsatf" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at-least)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _spw -o nosort -o bashdefault -o default spw
else
    complete -F _spw -o bashdefault -o default spw
fi
