### El panel lateral: las manos y sus relojes, la pila bajo el cursor, la valoración del
### motor en el repaso, el explorador de aperturas, la lista de jugadas.

clock-took = tardó { $time } ·{ " " }
clock-time-up = sin tiempo { $time }
clock-paused = en pausa { $time }

stack-here = Pila: { $stack }
stack-on = { $upper } sobre { $lower }

engine-game-over = Motor: partida terminada.
engine-analysing = Analizando: { $done } de { $total }…
engine-thinking = Motor pensando…
engine-waiting = Motor: …
# La valoración es la de las blancas (+ a favor de las blancas).
engine-score = Blancas { $score }
engine-best = mejor

explorer-title = Aperturas
explorer-reading = Leyendo tus partidas…
explorer-title-games = Aperturas: { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
explorer-title-of = Aperturas: { $count } de { $total }
explorer-none = Ninguna de tus partidas llegó a esta posición.
explorer-shares = B { $white }% · T { $draw }% · N { $black }%
explorer-unfinished = ninguna terminó
explorer-games-hint = partidas · g: las jugadas
explorer-no-continuation = Ninguna partida siguió desde aquí.
explorer-head-move = jugada
# Sobre el número de partidas que jugaron la jugada: 6 columnas como mucho.
explorer-head-games = veces
explorer-head-shares = B/T/N %

moves-thrown = lanzada
moves-title = Medias jugadas ({ $current })
moves-title-of = Medias jugadas ({ $current } de { $total })

ending-repetition = tablas por repetición
ending-agreement = tablas de mutuo acuerdo
ending-resignation = { $side_def } abandonan
