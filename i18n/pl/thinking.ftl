### Linia stanu, gdy komputer myśli: kto myśli, jak długo i klawisze, które go poganiają.
### $spin to kręcąca się kreska (| / - \), $secs sekundy (1.5), $now, $undo, $quit klawisze.

thinking-hint = podpowiedź
thinking-engine = silnik
thinking-pondering = komputer (myśli zawczasu)
thinking-computer = komputer
thinking-level = { $name } (poziom { $level })
thinking-weighing = { $name } (rozważa remis)
thinking-answering = { $spin } { $who }: odpowiada teraz ({ $secs } s)…
thinking-best-so-far = { $spin } { $who }: bierze najlepszy znaleziony ruch ({ $secs } s)…
thinking-hint-line = { $spin } { $who } myśli { $secs } s · { $now }: podpowiedz teraz · { $quit } wyjście
thinking-draw-line = { $spin } { $who } myśli { $secs } s · { $now }: odpowiedz teraz · { $quit } wyjście
thinking-move-line = { $spin } { $who } myśli { $secs } s · { $now }: ruch teraz · { $undo } cofa twój ruch · { $quit } wyjście
