### Los mensajes de la pantalla de la partida sobre el juego: coger, poner y mover piezas,
### deshacer y rehacer, pasar, el turno del ordenador y las pistas, los relojes, las tablas
### y el final. $piece y $notation son notación (wA1, wA1 -bG1), igual en todos los
### idiomas; $key, $pick, $play, $new y $review son teclas; $side es un bando.

moves-centred = Vista centrada en la colmena.
moves-put-back = Devuelta.
moves-over = La partida ha terminado.
moves-over-already = La partida ya ha terminado.
moves-over-keys = La partida ha terminado: u deshace, N empieza otra, q sale.
# $clock: un ritmo como en la línea de órdenes (5+3).
moves-new-game-clock = Partida nueva con reloj { $clock }. Empiezan las Blancas.
moves-new-game = Partida nueva. Empiezan las Blancas.
moves-computers-turn = Le toca al ordenador; u deshace tu última jugada.
moves-zoom-large = Casillas grandes (z otra vez: a la medida).
moves-zoom-compact = Casillas pequeñas (z otra vez: a la medida).
moves-zoom-fit = Casillas a la medida del tablero.
# $why: un motivo de rechazo (ver refusals.ftl), sin punto.
moves-cannot-go = { $piece } no puede ir ahí: { $why }.
moves-cannot-go-plain = { $piece } no puede ir ahí.
moves-nothing-here = Aquí no hay nada. Coge una pieza de tu mano o ve a una pieza.
moves-no-move = no tiene jugada
moves-cannot-move = { $piece } no puede moverse: { $why }.
# Una pieza que se queda, y por qué (unidas con «; » en moves-no-other).
moves-stuck = { $piece }: { $why }
moves-no-other = Ninguna otra pieza ({ $bug }) puede moverse: { $why }.
moves-pick-first = Coge antes una pieza: los números marcan adónde puede ir.
moves-no-cell = Ninguna casilla lleva el { $number }.
moves-cell-typed = Casilla { $number }…: otra cifra, o Enter para la { $number }.
moves-cell-let-go = Casilla { $number }… anulada: Enter actúa en el cursor; un número pone { $piece } en esa casilla.
moves-not-in-game = En esta partida ({ $game_type }) no está { $bug_def }.
moves-none-in-hand = A { $side_def } no les queda { $bug_def } en la mano.
moves-no-room = no hay sitio
moves-cannot-place = { $piece } no puede entrar: { $why }.
# $summary: cómo se mueve la pieza (una frase de bugs.ftl).
moves-placing = Pones { $piece }: un número la deja en esa casilla (o Tab, Enter). { $summary }
moves-must-pass = { $side_def_cap } no tienen jugada legal: pulsa Enter para pasar.
moves-none-movable = Ninguna pieza del tablero puede moverse; pon una de tu mano.
moves-can-move = { $piece } puede moverse: Enter la coge.
moves-can-be-thrown = Tu { -pillbug } puede lanzar { $piece }: Enter la coge.
moves-paused = Los relojes están parados: { $key } los reanuda, luego juega.
moves-lost-on-time = { $side_def_cap } pierden por tiempo: la partida ha terminado.
moves-thrown-move = { $notation } (lanzada)
moves-line-kept = La línea dejada se guarda en esta partida: r y luego v la muestra.
moves-illegal = { $notation } no es legal: { $why }.
# Tras una jugada: $notation es la jugada (tras lo que dijo el ordenador, si dijo algo).
moves-played = { $notation }. Juegan { $side_def }.
moves-played-over = { $notation }. { $result }.
moves-played-pass = { $notation }. { $side_def_cap } no tienen jugada legal: pulsa Enter para pasar.
moves-lost-stays-lost = Una partida perdida por tiempo sigue perdida: N empieza otra, r la repasa.
moves-ending-withdrawn = La partida sigue: el final se retira ({ $key } lo restaura).
moves-ending-withdrawn-file = La partida sigue: el final se retira ({ $key } lo restaura). Su archivo guarda el final; una jugada guarda otra partida.
moves-nothing-to-undo-yet = Nada que deshacer: aún no has jugado.
moves-nothing-to-undo = Nada que deshacer.
# $moves: las jugadas deshechas, en lista («wA1 -bG1 y bQ wA1/»).
moves-took-back = Deshecho { $moves } (U rehace).
moves-ending-restored = { $result }. u lo deshace.
moves-nothing-to-redo = Nada que rehacer.
# $moves: las jugadas rehechas antes de la última; $message: lo que dijo la última.
moves-redid = Rehecho { $moves }, luego { $message }
moves-resigned = { $result }. u lo deshace, N empieza otra partida.
moves-draw-offered = Tablas ofrecidas: esperando la respuesta.
moves-watching-no-draw = Estás mirando: solo los jugadores ofrecen tablas.
moves-watching-no-resign = Estás mirando: solo los jugadores abandonan.
moves-draw-too-early = { $side_def_cap } rechazan las tablas: es pronto para juzgar ({ $plies } de { $needed } medias jugadas). Sigue jugando.
moves-draw-weighing-still = { $side_def_cap } aún sopesan tu oferta…
moves-draw-weighing = { $side_def_cap } sopesan tu oferta de tablas…
moves-draw-declined = { $side_def_cap } rechazan las tablas: creen que están mejor. Sigue jugando.
moves-draw-accepted = { $side_def_cap } aceptan las tablas.
moves-not-your-hand = Es la mano de { $side_def }; no les toca a ellas.
moves-stack-here = Pila: { $stack }.

## Coger una pieza.
moves-pick-throwable = Tu { -pillbug } puede lanzar { $piece }: elige dónde cae.
moves-picked = { $piece } cogida. { $summary }
# $bugs: las piezas que copia el Mosquito, separadas por comas.
moves-picked-mosquito = { $piece } cogida. El { -mosquito } copia: { $bugs }.
moves-pick-throw-mark = ^: un lanzamiento de la { -pillbug }.
# $pieces: las piezas que puede lanzar, en notación.
moves-pick-throws = Lanzamientos (^): { $pieces }; Tab a una, Enter la lanza.

## El ordenador y las pistas.
moves-thinking = { $side_def_cap } piensan…
moves-hint-over = La partida ha terminado: no hay jugada que sugerir.
moves-hint-still = Sigo buscando una buena jugada…
moves-hint-not-now = El ordenador piensa: pide una pista en tu turno.
moves-hint-looking = Buscando una buena jugada…
moves-hint-over-play = La partida ha terminado: no hay pista que jugar.
moves-hint-still-key = Sigo buscando una buena jugada; { $key } la juega cuando esté marcada.
moves-hint-none = No hay pista en el tablero: { $key } pide una.
moves-ponder-on = Reflexión continua activada: el ordenador piensa también en tu tiempo (t la apaga).
moves-ponder-on-later = Reflexión continua activada: vale en una partida contra el ordenador.
moves-ponder-off = Reflexión continua desactivada: el ordenador piensa solo en su tiempo.
moves-ponder-your-turn = Es tu turno: el ordenador solo piensa (n apura su propia jugada).
moves-not-thinking = n apura al ordenador mientras piensa; ahora no está pensando.
moves-no-answer = El motor se paró sin respuesta.
moves-hint-pass = Pista: pasar, la única jugada legal ({ $pick } o { $play } pasa).
moves-hint = Pista: { $notation } (marcada en el tablero; { $key } la juega).
# $line: las jugadas que el motor espera después, separadas por comas.
moves-hint-line = Pista: { $notation } (marcada en el tablero; { $key } la juega); el motor espera { $line }.

## Los relojes.
moves-ran-out = { $side_def_cap } se quedan sin tiempo: { $winner_def } ganan por tiempo. { $key } la repasa.
moves-time-out = { $result }. { $new } empieza otra, { $review } la repasa.
moves-clocks-stand = La partida ha terminado: sus relojes están parados.
moves-no-clock = Esta partida no tiene reloj (hive play --clock 5+3 empieza una con reloj).
moves-clocks-paused = Relojes parados: no corre el tiempo ni se juega. { $key } los reanuda.
moves-clocks-running = Relojes en marcha: juegan { $side_def }.
