# Talk: at a game's table (served over SSH) and in the lobby's room.

# The help page's line for the key that opens the line to type a message on.
chat-key-talk = rozmowa przy stole (w partii przez SSH)
# The status line's hint for that key, in a game served over SSH.
chat-status-talk = { $key } rozmowa
chat-local = Rozmowa jest tylko w partiach przez SSH: tu nikogo więcej nie ma przy stole.
# The label before the message being typed, on the status line.
chat-say = Powiedz:
chat-prompt-keys = Enter wysyła · Esc zamyka
chat-title = Rozmowa
# A watcher's name in the talk panel: the room numbers them.
chat-watcher = widz { $number }
chat-watchers-only = Póki trwa partia, twoje słowa czytają tylko inni widzowie.
chat-empty = Nie ma czego wysłać.
chat-too-long = Wiadomość ma najwyżej { $max } znaków, a ta ma { $count }.
chat-too-fast = Najwyżej { $count } wiadomości w { $seconds } sekund: poczekaj { $wait } s i wyślij ją jeszcze raz.
chat-gone = Nie udało się wysłać wiadomości.
chat-lobby-title = Pokój poczekalni
chat-lobby-empty = Nikt jeszcze nic nie powiedział.
chat-lobby-keys = pisz, Enter wysyła · /mute IMIĘ · /unmute IMIĘ · Esc wraca do twoich partii
# The lobby's key line: the key that opens the room.
chat-lobby-key = t rozmowa
chat-muted = Nie widzisz już wiadomości od { $name }.
chat-unmuted = Znów widzisz wiadomości od { $name }.
chat-no-member = Nie ma innego członka o imieniu { $name }.
chat-needs-name = Napisz imię członka po { $command }.
chat-unknown-command = { $command } to nie polecenie: polecenia to /mute IMIĘ i /unmute IMIĘ. Nic nie wysłano.
chat-sent = Wysłano.
# The plain lobby: a message of the room read out.
chat-plain-says = { $name } pisze: { $text }
# Słowa gracza przy stole: $side to jego strona („Białe (Ania)”), czasownik w liczbie mnogiej.
chat-plain-side-says = { $side } piszą: { $text }
chat-plain-help = { $say } TEKST: mówi to w pokoju poczekalni; { $room }: jego ostatnie wiadomości; { $mute } IMIĘ i { $unmute } IMIĘ: ukrywa wiadomości członka albo znów je pokazuje.
# The plain lobby's talk commands.
chat-cmd-say = powiedz
chat-cmd-room = pokój
chat-cmd-mute = ukryj
chat-cmd-unmute = pokaż
