# Talk: at a game's table (served over SSH) and in the lobby's room.

# The help page's line for the key that opens the line to type a message on.
chat-key-talk = rozhovor u stolu (v partii přes SSH)
# The status line's hint for that key, in a game served over SSH.
chat-status-talk = { $key } rozhovor
chat-local = Rozhovor je jen v partiích přes SSH: tady u stolu nikdo další není.
# The label before the message being typed, on the status line.
chat-say = Řekni:
chat-prompt-keys = Enter odešle · Esc zavře
chat-title = Rozhovor
# A watcher's name in the talk panel: the room numbers them.
chat-watcher = divák { $number }
chat-watchers-only = Dokud partie běží, tvá slova čtou jen ostatní diváci.
chat-empty = Není co odeslat.
chat-too-long = Zpráva má nejvýš { $max } znaků a tahle má { $count }.
chat-too-fast = Nejvýš { $count } zpráv za { $seconds } sekund: počkej { $wait } s a pošli ji znovu.
chat-gone = Zprávu se nepodařilo odeslat.
chat-lobby-title = Místnost předsíně
chat-lobby-empty = Zatím nikdo nic neřekl.
chat-lobby-keys = piš, Enter odešle · /mute JMÉNO · /unmute JMÉNO · Esc zpět k tvým partiím
# The lobby's key line: the key that opens the room.
chat-lobby-key = t rozhovor
chat-muted = Zprávy od { $name } už nevidíš.
chat-unmuted = Zprávy od { $name } zase vidíš.
chat-no-member = Jiný člen se jménem { $name } tu není.
chat-needs-name = Napiš jméno člena za { $command }.
chat-unknown-command = { $command } není příkaz: příkazy jsou /mute JMÉNO a /unmute JMÉNO. Nic nebylo odesláno.
chat-sent = Odesláno.
# The plain lobby: a message of the room read out.
chat-plain-says = { $name } píše: { $text }
# Slova hráče u stolu: $side je jeho strana („Bílý (Anna)“).
chat-plain-side-says = { $side } píše: { $text }
chat-plain-help = { $say } TEXT: řekne to v místnosti předsíně; { $room }: její poslední zprávy; { $mute } JMÉNO a { $unmute } JMÉNO: skryje zprávy člena, nebo je zase ukáže.
# The plain lobby's talk commands.
chat-cmd-say = řekni
chat-cmd-room = místnost
chat-cmd-mute = skryj
chat-cmd-unmute = ukaž
