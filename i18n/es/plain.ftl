### Modo sencillo (hive play --plain): la partida en frases para lectores de pantalla y
### líneas braille. Los nombres de pieza (wQ, bA1), las letras (Q S B G A M L P) y las
### órdenes de una letra son iguales en todos los idiomas.

# Una dirección: $dir es nw, ne, e, se, sw o w.
plain-direction = { $dir ->
    [nw] noroeste
    [ne] noreste
    [e] este
    [se] sureste
    [sw] suroeste
   *[w] oeste
}
plain-beside = junto a { $piece }, en su lado { $dir ->
    [nw] noroeste
    [ne] noreste
    [e] este
    [se] sureste
    [sw] suroeste
   *[w] oeste
}
plain-on-top = encima de { $piece }
plain-alone = { $gender ->
    [m] solo en el centro de la mesa
   *[f] sola en el centro de la mesa
}
# «Solo» como objeto de una jugada («coloca la Hormiga wA1 sola en el centro»).
plain-alone-object = { $gender ->
    [m] solo en el centro de la mesa
   *[f] sola en el centro de la mesa
}
plain-neighbour = { $piece } al { $dir ->
    [nw] noroeste
    [ne] noreste
    [e] este
    [se] sureste
    [sw] suroeste
   *[w] oeste
}

plain-placed = { $side_def_cap } colocan { $bug_def } { $piece } { $where }.
plain-moved = { $side_def_cap } mueven { $bug_def } { $piece } { $where }.
plain-thrown = { $side_def_cap } lanzan { $piece } { $where }.
plain-passed = { $side_def_cap } pasan.
plain-to-move = Juegan { $side_def }.
plain-must-pass = Juegan { $side_def }, pero deben pasar: escribe pass.
plain-over = Fin de la partida: { $result }.
plain-welcome = Modo sencillo: escribe una jugada (wS1, bA1 -wQ) o una orden; { $help } las lista.
plain-undone = { $count ->
    [one] Deshecha { $count } media jugada
   *[other] Deshechas { $count } medias jugadas
}, ahora en la { $ply }.
plain-review-start = El comienzo de la partida: aún sin jugadas.

plain-hint = Pista: { $said }
plain-last = Media jugada { $ply }: { $said }
plain-last-none = Aún no se ha jugado nada.
plain-no-clock = Esta partida no tiene reloj.
plain-clock = { $white }: { $white_time }. { $black }: { $black_time }.
plain-clock-warning = A { $side_def } les { $seconds ->
    [one] queda { $seconds } segundo
   *[other] quedan { $seconds } segundos
}.
plain-board-empty = La mesa está vacía: aún no hay piezas.
plain-board-cell = { $stack }: { $near }.
plain-board-alone = { $stack }: sin vecinas.
plain-queen-covered = Reina de { $side_def }: { $count } de 6 lados cubiertos.
plain-hand = En la mano de { $side_def }: { $pieces }.
plain-pieces-not-in-game = Esta partida se juega sin { $bug_def }.
plain-pieces-none = No hay ninguna pieza de { $bug } en la mesa.
plain-piece-at = { $piece }: { $place }.
plain-in-hand = En la mano: { $pieces }.
plain-stack = La pila, de arriba abajo: { $stack }.
plain-around = Alrededor de { $piece }: { $near }.
plain-around-none = { $piece } no tiene vecinas.
plain-free = { $count ->
    [one] Lado libre
   *[other] Lados libres
}: { $sides }.
plain-free-none = Ningún lado libre: los seis están cubiertos.
plain-piece-in-hand = { $piece } está en la mano, no en la mesa.
plain-piece-not-in-game = { $piece } no está en esta partida.
plain-moves = { $piece } puede ir a { $count ->
    [one] un sitio
   *[other] { $count } sitios
}:
plain-destination = { $number }. { $place }.
plain-why = { $piece } no puede moverse: { $why }.
plain-why-free = { $piece } puede moverse: escribe { $moves } { $piece } para oír adónde.
plain-not-next = { $piece } espera en la mano: las piezas de un bicho se colocan en orden.

plain-ask-resign = ¿Abandonar con { $side_def }?
plain-ask-draw = { $side_def_cap } ofrecen tablas. ¿Las aceptan { $other_def }?
plain-ask-replace = { $path } ya existe: ¿reemplazarlo?
plain-ask = ¿Seguro?
plain-answer = Escribe { $yes } o { $no }.
plain-in-review = En repaso: { $next } y { $back } avanzan y retroceden, { $leave } vuelve a la partida.
plain-not-in-review = No estás en repaso: escribe review para recorrer la partida.
plain-nothing-asked = No se ha preguntado nada.
plain-needs-piece = { $command } necesita una pieza, como { $command } wQ.
plain-needs-bug = { $command } necesita la letra de un bicho, como { $command } A.
plain-needs-file = { $command } necesita un nombre de archivo; { $help } lista las órdenes.
plain-capital = { $typed } no es una orden: la letra de una orden va en minúscula ({ $letter } es { $command }) y { $help } las lista todas.

plain-cmd-last = última
plain-cmd-clock = reloj
plain-cmd-board = tablero
plain-cmd-pieces = piezas
plain-cmd-around = alrededor
plain-cmd-moves = movimientos
plain-cmd-why = porqué
plain-cmd-undo = deshacer
plain-cmd-redo = rehacer
plain-cmd-review = repaso
plain-cmd-next = adelante
plain-cmd-back = atrás
plain-cmd-leave = salir
plain-cmd-hint = pista
plain-cmd-draw = tablas
plain-cmd-resign = abandonar
plain-cmd-save = guardar
plain-cmd-say = decir
plain-cmd-quit = terminar
plain-cmd-help = ayuda
plain-cmd-yes = sí
plain-cmd-no = no

plain-help-intro = Escribe una jugada en notación (wS1, bA1 -wQ, wB1 wQ) o una orden (la palabra en mayúsculas o minúsculas, la letra en minúscula):
plain-help-line = { $command }: { $does }
plain-help-file = NOMBRE
# What follows `say` in the list of commands.
plain-help-text = TEXTO
plain-help-last = la última jugada otra vez.
plain-help-clock = el tiempo de ambos bandos.
plain-help-board = cada pieza con sus vecinas, y lo que queda en la mano.
plain-help-pieces = dónde están las piezas de un bicho, de ambos bandos.
plain-help-around = qué rodea a una pieza y qué lados quedan libres.
plain-help-moves = adónde puede ir una pieza.
plain-help-why = por qué una pieza no puede moverse.
plain-help-undo = deshacer la última jugada.
plain-help-redo = rehacer una jugada deshecha.
plain-help-review = recorrer la partida paso a paso.
plain-help-next = en repaso, media jugada adelante.
plain-help-back = en repaso, media jugada atrás.
plain-help-leave = salir del repaso y volver a la partida.
plain-help-hint = la sugerencia del ordenador.
plain-help-draw = ofrecer tablas.
plain-help-resign = abandonar (se pregunta antes).
plain-help-save = guardar una copia de la partida.
plain-help-say = decirlo en la mesa, a los demás que están en ella (una partida por SSH).
plain-help-quit = salir; la partida se guarda y sigue la próxima vez.
plain-help-help = esta lista.
plain-help-yes = sí, a una pregunta.
plain-help-no = no, a una pregunta.
plain-help-sides = Los seis lados, en el sentido del reloj: { $sides }.

# A game a player left (`hive serve --claim-after`).
plain-cmd-claim = reclamar
plain-help-claim = reclamar la victoria si el rival dejó una partida por SSH sin reloj.
# A watcher's help in plain mode: the intro (no moves to type), and what say and quit do for them.
plain-help-intro-watcher = Estás mirando esta partida: escribe una orden (la palabra en mayúsculas o minúsculas, la letra en minúscula):
plain-help-say-watcher = decirlo a los demás espectadores; los jugadores no lo leen mientras dure la partida.
plain-help-quit-watcher = dejar de mirar; la partida sigue sin ti.
