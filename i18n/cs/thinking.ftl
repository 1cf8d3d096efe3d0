### Stavový řádek, když počítač přemýšlí: kdo přemýšlí, jak dlouho a klávesy, které ho
### popoženou. $spin je točící se čárka (| / - \), $secs sekundy (1.5), $now, $undo, $quit klávesy.

thinking-hint = rada
thinking-engine = počítač
thinking-pondering = počítač (přemýšlí dopředu)
thinking-computer = počítač
thinking-level = { $name } (úroveň { $level })
thinking-weighing = { $name } (zvažuje remízu)
thinking-answering = { $spin } { $who }: odpovídá hned ({ $secs } s)…
thinking-best-so-far = { $spin } { $who }: bere nejlepší nalezený tah ({ $secs } s)…
thinking-hint-line = { $spin } { $who } přemýšlí { $secs } s · { $now }: rada hned · { $quit } konec
thinking-draw-line = { $spin } { $who } přemýšlí { $secs } s · { $now }: odpovědět hned · { $quit } konec
thinking-move-line = { $spin } { $who } přemýšlí { $secs } s · { $now }: táhnout hned · { $undo } vrátí tvůj tah · { $quit } konec
