### Строка состояния, пока думает компьютер: кто думает, сколько, и клавиши, чтобы его
### поторопить. $spin — вертушка (| / - \), $secs — секунды (1.5), $now, $undo, $quit — клавиши.

thinking-hint = подсказка
thinking-engine = движок
thinking-pondering = компьютер (обдумывает заранее)
thinking-computer = компьютер
thinking-level = { $name } (уровень { $level })
thinking-weighing = { $name } (обдумывает ничью)
thinking-answering = { $spin } { $who }: отвечает сейчас ({ $secs } с)…
thinking-best-so-far = { $spin } { $who }: берёт лучший найденный ход ({ $secs } с)…
thinking-hint-line = { $spin } { $who } думает { $secs } с · { $now }: подсказать сейчас · { $quit } выход
thinking-draw-line = { $spin } { $who } думает { $secs } с · { $now }: ответить сейчас · { $quit } выход
thinking-move-line = { $spin } { $who } думает { $secs } с · { $now }: ходить сейчас · { $undo } отменить свой ход · { $quit } выход
