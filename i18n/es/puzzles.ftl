### Los problemas (`hive puzzles`): el recuadro sobre el tablero, cada jugada comprobada,
### las puntuaciones tras cada problema, los temas y `hive puzzles --list`.

## Qué pide un problema. $count: jugadas de quien resuelve (ganar) o de la amenaza (salvar).
puzzles-title-win = { $count ->
    [one] Gana en 1 jugada
   *[other] Gana en { $count } jugadas
}
puzzles-title-save = { $count ->
    [one] Salva a tu { -queen } de perder en 1 jugada
   *[other] Salva a tu { -queen } de perder en { $count } jugadas
}
# $side: el bando que mueve (quien resuelve).
puzzles-text-win = { $count ->
    [one] Juegan { $side_def } y ganan ya.
   *[other] Juegan { $side_def } y ganan en { $count } jugadas como mucho, defienda como defienda el rival.
}
puzzles-text-save = { $count ->
    [one] Juegan { $side_def }: el rival amenaza con ganar en su próxima jugada. Encuentra la única jugada que lo impide.
   *[other] Juegan { $side_def }: el rival amenaza con ganar en { $count } jugadas. Encuentra la única jugada que lo impide.
}
# $number de $count: qué jugada de quien resuelve es.
puzzles-task-win = Jugada { $number } de { $count }: encuentra la jugada ganadora.
puzzles-task-save = Encuentra la jugada que salva a tu { -queen }.
puzzles-task-several = Aquí gana más de una jugada: vale cualquiera.

## La línea de estado mientras resuelves.
puzzles-begin = Encuentra la jugada con las teclas de siempre (: para escribirla). n salta el problema, q sale.
# $tried: la jugada probada (notación UHP).
puzzles-checking = Comprobando { $tried }…
puzzles-busy = Aún se comprueba la jugada anterior: un momento.
puzzles-already-done = Este problema ha terminado. Enter o n: el siguiente.
puzzles-not-in-puzzle = No en un problema: encuentra la jugada tú. n pasa al siguiente problema.
puzzles-not-judged = No se pudo comprobar la jugada: { $why }
# $tried: la jugada probada; $line: la respuesta del ordenador que la refuta (jugadas UHP).
puzzles-miss = { $tried } falla: el ordenador responde { $line }. Inténtalo otra vez.
puzzles-miss-short = { $tried } falla. Inténtalo otra vez.
puzzles-judge-miss = Esa no es la jugada del problema.
# $reply: la respuesta del ordenador (una jugada UHP).
puzzles-right = ¡Bien! El ordenador responde { $reply }. Te toca.
# $rating: la puntuación del jugador en problemas; $change: cuánto cambió (+12, -8).
puzzles-solved = ¡Resuelto! Tu puntuación en problemas: { $rating } ({ $change }).
puzzles-solved-after-miss = Resuelto, tras un fallo (el problema cuenta como fallado).
# Un problema saltado con n antes de probar.
puzzles-skipped = Saltado: cuenta como fallo. Tu puntuación en problemas: { $rating } ({ $change }).
# $count: problemas resueltos seguidos.
puzzles-streak-over = { $count ->
    [one] Se acabó la racha: 1 problema resuelto seguido.
   *[other] Se acabó la racha: { $count } problemas resueltos seguidos.
}
puzzles-none-left = No quedan problemas: los has resuelto todos.
puzzles-none-of-theme = No quedan problemas de este tema.
puzzles-none-harder = No quedan problemas más difíciles: la racha termina en { $count }.
puzzles-ratings-not-kept = No se pudieron guardar las puntuaciones de los problemas: { $why }
puzzles-ratings-not-read = No se pudieron leer las puntuaciones de los problemas (el archivo se deja como está): { $why }

## El recuadro sobre el tablero. $number: problemas dados; $rating: la puntuación del
## problema; $title: qué pide.
puzzles-box-title = Problema { $number } · puntuación { $rating } · { $title }
# $theme: el nombre del tema.
puzzles-box-title-theme = { $theme } · problema { $number } · puntuación { $rating } · { $title }
# $count: problemas resueltos seguidos.
puzzles-box-title-streak = Racha { $count } · puntuación { $rating } · { $title }
puzzles-box-solved = ¡Resuelto!
puzzles-box-solved-after-miss = Resuelto, tras un fallo.
# $task: qué pide la jugada de ahora.
puzzles-box-missed = Un fallo (ya cuenta). Inténtalo otra vez: { $task }
# $player_change, $puzzle_change: cuánto cambió cada puntuación (+12, -8).
puzzles-box-ratings = Tu puntuación: { $player } ({ $player_change }) · este problema: { $puzzle } ({ $puzzle_change })
# $themes: los temas del problema.
puzzles-box-themes = Temas: { $themes }
puzzles-box-next = Enter o n: el siguiente problema · Esc o q: salir
puzzles-box-keys = n saltar · ? ayuda
puzzles-box-keys-over = Enter siguiente · q salir

# La última fila del menú de lecciones: abre los problemas.
puzzles-menu-row = Problemas: posiciones de partidas reales, con puntuación

## Los temas.
puzzles-theme-pillbug-throw = Lanzamiento de Cochinilla
puzzles-theme-beetle-drop = Bajada de Escarabajo
puzzles-theme-ant-block = Bloqueo con Hormiga
puzzles-theme-mosquito-copy = Copia de Mosquito
puzzles-theme-grasshopper-jump = Salto de Saltamontes
puzzles-theme-ladybug = Mariquita
puzzles-theme-gate = Puerta
puzzles-theme-quiet-move = Jugada tranquila
puzzles-theme-queen-move = Jugada de la Reina

## `hive puzzles --list`. $count: problemas; $moves: la N de «gana en N».
puzzles-list-head = { $count ->
    [one] 1 problema (hive puzzles --json los imprime):
   *[other] { $count } problemas (hive puzzles --json los imprime):
}
puzzles-list-win = { $moves ->
    [one] { "  " }gana en 1 jugada: { $count }
   *[other] { "  " }gana en { $moves } jugadas: { $count }
}
puzzles-list-save = { $moves ->
    [one] { "  " }salva ante una amenaza en 1 jugada: { $count }
   *[other] { "  " }salva ante una amenaza en { $moves } jugadas: { $count }
}
# $name: el nombre del tema en la línea de órdenes; $theme: en palabras.
puzzles-list-theme = { "  " }{ $name } ({ $theme }): { $count }
puzzles-list-themes = Temas (hive puzzles --theme NOMBRE):
# $rating: la puntuación del jugador en problemas; $solved: problemas resueltos.
puzzles-list-rating = Tu puntuación en problemas: { $rating }; resueltos: { $solved }.
