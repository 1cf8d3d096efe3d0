### Repaso de una partida: avanzar, reproducción automática, análisis del ordenador,
### variantes. Las teclas (← → Home End Enter a b v ^ r u U N + -) son iguales en todos
### los idiomas.

review-start = Repaso: ← → avanza, Home End salta, un número y Enter van a una media jugada, a marca errores, b sale del repaso.
review-start-lines = Repaso: ← → avanza, Home End salta, un número y Enter van a una media jugada, a marca errores, b sale del repaso, v otras variantes (en un +), ^ hace principal una variante.
review-ply-of = Media jugada { $ply } de { $total }.
review-go-to = Ir a la media jugada { $ply } (Enter).
review-past-end = La partida tiene { $total ->
    [one] { $total } media jugada
   *[other] { $total } medias jugadas
}: media jugada { $ply } de { $total }, su final.
review-shared-play-on = Una partida compartida sigue desde su última jugada: Esc vuelve a ella.
review-shared-lines = Una partida compartida tiene una sola variante: Esc vuelve a ella.
review-no-analysis-shared = El ordenador no analiza mientras sigue una partida entre personas.
review-autoplay-on = Reproducción activada ({ $ms } ms por media jugada; + y - la cambian).
review-autoplay-off = Reproducción desactivada ({ $ms } ms por media jugada; + y - la cambian).
review-speed = { $ms } ms por media jugada.
review-analysis-running = El análisis está en marcha: las marcas aparecen a medida que se juzgan las jugadas.
review-nothing-to-analyse = Aún no hay nada que analizar.
review-analysing = Analizando { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
} en segundo plano: ? marca un error, ?? un error grave.
review-analysis-done = Análisis listo: { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
} y { $blunders ->
    [one] { $blunders } grave
   *[other] { $blunders } graves
}.
review-analysis-lost = El análisis se detuvo antes del final de la partida.
review-one-line = Esta partida tiene una sola variante: otra jugada tras deshacer jugadas empieza otra.
review-no-fork-here = Aquí no se separa ninguna variante: + en la lista marca { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
} donde se separan.
review-line-broken = Esa variante no se puede jugar desde aquí: queda como estaba.
review-line = Variante { $line } de { $lines } en la jugada { $move }: { $first } ({ $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}). v siguiente variante, ^ la hace principal.
review-line-main = Variante { $line } de { $lines } en la jugada { $move }: { $first } ({ $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}, la principal). v siguiente variante, ^ la hace principal.
review-no-lines = Esta partida no guarda variantes propias: b sigue jugando desde la media jugada mostrada.
review-main-already = Esta ya es la variante principal: b sigue jugando desde la media jugada mostrada.
review-kept-as-ended = El archivo guarda la partida tal como terminó: b sigue jugando desde la media jugada mostrada, en una partida nueva.
review-lines-unreadable = No se pudieron leer las variantes de la partida: nada cambió.
review-promoted = La variante mostrada ({ $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}) es ahora la principal; la anterior queda como variante. Sigues desde la media jugada { $ply }.
review-promoted-more = La variante mostrada ({ $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}) es ahora la principal; la anterior queda como variante. Sigues desde la media jugada { $ply }, U sigue la variante.
review-adopted = Sigues desde la media jugada { $ply } de la variante mostrada, ahora la principal (la anterior queda como variante).
review-adopted-more = Sigues desde la media jugada { $ply } de la variante mostrada, ahora la principal (la anterior queda como variante); U la sigue.
review-back-over-ending = De vuelta a la partida, terminada en la media jugada { $ply }. u retira el final, N empieza una partida nueva.
review-back-over = De vuelta a la partida, terminada en la media jugada { $ply }. u deshace una jugada, N empieza una partida nueva.
review-back-lost-on-time = De vuelta a la partida, perdida por tiempo en la media jugada { $ply }: sigue perdida. N empieza una partida nueva.
review-back = De vuelta a la partida, en la media jugada { $ply }.
review-play-on-kept = Sigues desde la media jugada { $ply }. Una jugada nueva empieza otra variante y esta se guarda (r y luego v la muestra); U la sigue ({ $total ->
    [one] { $total } media jugada
   *[other] { $total } medias jugadas
}).
review-play-on = Sigues desde la media jugada { $ply }. Una jugada nueva se ramifica; U sigue la variante anterior ({ $total ->
    [one] { $total } media jugada
   *[other] { $total } medias jugadas
}).
review-autoplay-end = Fin de la partida. Reproducción desactivada.
