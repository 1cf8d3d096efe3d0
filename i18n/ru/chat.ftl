# Talk: at a game's table (served over SSH) and in the lobby's room.

# The help page's line for the key that opens the line to type a message on.
chat-key-talk = разговор за столом (в партии по SSH)
# The status line's hint for that key, in a game served over SSH.
chat-status-talk = { $key } разговор
chat-local = Разговор есть только в партиях по SSH: здесь за столом больше никого нет.
# The label before the message being typed, on the status line.
chat-say = Сказать:
chat-prompt-keys = Enter — отправить · Esc — закрыть
chat-title = Разговор
# A watcher's name in the talk panel: the room numbers them.
chat-watcher = зритель { $number }
chat-watchers-only = Пока идёт партия, ваши слова читают только другие зрители.
chat-empty = Отправлять нечего.
chat-too-long = В сообщении не больше { $max } знаков, а в этом { $count }.
chat-too-fast = Не больше { $count } сообщений за { $seconds } секунд: подождите { $wait } с и отправьте снова.
chat-gone = Сообщение не удалось отправить.
chat-lobby-title = Комната лобби
chat-lobby-empty = Здесь ещё никто ничего не сказал.
chat-lobby-keys = наберите текст, Enter — отправить · /mute ИМЯ · /unmute ИМЯ · Esc — к вашим партиям
# The lobby's key line: the key that opens the room.
chat-lobby-key = t разговор
chat-muted = Сообщения { $name } больше не показываются.
chat-unmuted = Сообщения { $name } снова показываются.
chat-no-member = Другого участника с именем { $name } нет.
chat-needs-name = Напишите имя участника после { $command }.
chat-unknown-command = { $command } — не команда: команды — /mute ИМЯ и /unmute ИМЯ. Ничего не отправлено.
chat-sent = Отправлено.
# The plain lobby: a message of the room read out.
chat-plain-says = { $name } пишет: { $text }
# Слова игрока за столом: $side — его сторона («Белые (Аня)»), глагол во множественном числе.
chat-plain-side-says = { $side } пишут: { $text }
chat-plain-help = { $say } ТЕКСТ: сказать это в комнате лобби; { $room }: последние сообщения; { $mute } ИМЯ и { $unmute } ИМЯ: скрыть сообщения участника или снова их показывать.
# The plain lobby's talk commands.
chat-cmd-say = сказать
chat-cmd-room = комната
chat-cmd-mute = скрыть
chat-cmd-unmute = показать
