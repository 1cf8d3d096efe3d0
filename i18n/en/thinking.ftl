### The status line while the computer thinks: who thinks, how long, and the keys that
### hurry it. $spin is a turning bar (| / - \), $secs the seconds so far (1.5), $now,
### $undo and $quit the keys.

thinking-hint = hint
thinking-engine = engine
thinking-pondering = computer (pondering)
thinking-computer = computer
thinking-level = { $name } (level { $level })
thinking-weighing = { $name } (weighing the draw)
thinking-answering = { $spin } { $who }: answering now ({ $secs }s)…
thinking-best-so-far = { $spin } { $who }: taking the best move so far ({ $secs }s)…
thinking-hint-line = { $spin } { $who } thinking { $secs }s · { $now }: hint now · { $quit } quits
thinking-draw-line = { $spin } { $who } thinking { $secs }s · { $now }: answer now · { $quit } quits
thinking-move-line = { $spin } { $who } thinking { $secs }s · { $now }: move now · { $undo } takes back your move · { $quit } quits
