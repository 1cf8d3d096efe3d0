### La línea de estado mientras piensa el ordenador: quién piensa, cuánto y las teclas que
### le meten prisa. $spin es una barra que gira (| / - \), $secs los segundos (1.5), $now,
### $undo y $quit las teclas.

thinking-hint = pista
thinking-engine = motor
thinking-pondering = ordenador (pensando de antemano)
thinking-computer = ordenador
thinking-level = { $name } (nivel { $level })
thinking-weighing = { $name } (sopesando las tablas)
thinking-answering = { $spin } { $who }: responde ya ({ $secs } s)…
thinking-best-so-far = { $spin } { $who }: toma la mejor jugada hallada ({ $secs } s)…
thinking-hint-line = { $spin } { $who } piensa { $secs } s · { $now }: pista ya · { $quit } salir
thinking-draw-line = { $spin } { $who } piensa { $secs } s · { $now }: responder ya · { $quit } salir
thinking-move-line = { $spin } { $who } piensa { $secs } s · { $now }: jugar ya · { $undo } deshace tu jugada · { $quit } salir
