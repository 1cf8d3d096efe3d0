### Las lecciones en modo simple, respuestas sobre piezas en la mano, el género de cada
### bicho y por qué lo escrito no es una jugada (motivos de la notación, también en el tablero).

plain-cmd-lessons = lecciones
plain-cmd-task = tarea
plain-help-lessons = las lecciones; en su lista, el número de una la empieza.
plain-help-task = la lección y su tarea otra vez.
plain-learn-menu = Las lecciones, { $count } en total: escribe el número de una para empezarla ({ $puzzles } abre los problemas), { $leave } para cerrar la lista, { $quit } para salir.
plain-learn-row = { $number }. { $title }.
plain-learn-row-done = { $number }. { $title }: hecha.
plain-learn-none = No hay ninguna lección en curso: { $lessons } las lista.
plain-learn-title = Lección: { $title }.
plain-puzzle-title = Problema: { $title }.
plain-learn-task = Tarea { $number } de { $count }: { $task }
plain-learn-done = Muy bien: «{ $title }» está hecha. { $lessons } lista las lecciones.
plain-learn-met = ¡Muy bien! { $next }
plain-learn-begin = Escribe jugadas como en una partida; { $board } dice dónde están las piezas, { $task } repite la tarea, { $lessons } lista las lecciones.
plain-learn-not-here = No en una lección: { $lessons } lista las lecciones, { $quit } sale.
plain-learn-already-done = Esta lección está hecha: { $lessons } lista las siguientes.
plain-learn-no-such = No hay lección { $number }: van del 1 al { $count }.
plain-learn-in-menu = Es la lista de lecciones: escribe un número del 1 al { $count }, { $leave } para cerrarla, o { $quit }.

plain-why-unplaceable = { $piece } está en la mano y no se puede colocar ahora: { $why }.
plain-why-placeable = { $piece } está en la mano y se puede colocar: escribe { $moves } { $piece } para oír dónde.

plain-gender = { $bug ->
    [beetle] m
    [grasshopper] m
    [mosquito] m
   *[other] f
}

notation-empty = no escribiste nada: una jugada es una pieza y adónde va, como wA1 -bG1
notation-too-many-parts = { $text }: una jugada es una pieza y como mucho otra junto a la que va, como wA1 -bG1
notation-two-marks = { $text }: la marca (- / \) va antes o después de la pieza, no a los dos lados
notation-not-a-piece = { $text } no es una pieza: color w o b, letra (Q S B G A M L P) y número, como wQ o bA2
notation-no-such-number = { $text }: no existe el número { $number }, { $bug_def } va del 1 al { $count }
notation-unique = { $text }: la pieza { $bug } es única y no lleva número (escribe { $short })
notation-which = { $text }: ¿qué pieza { $bug }? Escribe su número, del 1 al { $count }
notation-no-reference = { $piece } necesita una pieza junto a la que ir (solo la primera jugada va sin ella)
notation-reference-not-placed = { $piece } no está en la mesa, así que nada puede ir a su lado
notation-reference-not-in-game = { $piece } no está en { $game }
notation-side-occupied = { $text } señala una casilla ocupada junto a { $piece }; una jugada sobre una pila nombra la pieza de arriba, como { $climb }

plain-lobby-cmd-list = lista
plain-lobby-cmd-new = nueva
plain-lobby-cmd-play = jugar
plain-lobby-cmd-invites = invitaciones
plain-lobby-cmd-close = cerrar
plain-lobby-cmd-renew = renovar
plain-lobby-welcome = La sala de { $name }: { $list } lista tus partidas, { $new } crea una, { $help } lista las órdenes.
plain-lobby-games = Tus partidas (partidas en todo el servidor: { $count }, como mucho { $max }):
plain-lobby-none = Ninguna aún: { $new } crea una y te da las líneas para invitar a un amigo.
plain-lobby-row = { $number }. { $game }, { $clock }: { $you }, { $plies }, { $state }, { $here }.
# A game of a tournament in the plain list: plain-lobby-row with the tournament's $name and $round.
plain-lobby-row-tour = { $number }. { $game }, { $clock }, torneo «{ $name }», ronda { $round }: { $you }, { $plies }, { $state }, { $here }.
plain-lobby-made = Partida { $number } creada: { $play } { $number } te sienta en ella.
plain-lobby-invites = Partida { $number }: pasa estas líneas; cada una es secreta.
plain-lobby-no-game = No hay partida { $number }: { $list } lista las tuyas.
plain-lobby-needs-number = { $command } necesita el número de una partida, como { $command } 1.
plain-lobby-unknown = { $text } no es una orden de la sala: { $help } las lista.
plain-lobby-kept = Queda como estaba.
plain-lobby-stay = Sigues en la sala.
plain-lobby-new-wrong = { $text } no es un tipo de juego (Base, Base+MLP), ni un color (white, black), ni un reloj (5+3, none).
plain-lobby-back = De vuelta en la sala: { $list } lista tus partidas.
plain-lobby-help-intro = Las órdenes de la sala (N: el número de una partida en la lista):
plain-lobby-help-list = tus partidas, numeradas.
plain-lobby-help-new = una partida nueva; puede llevar tipo de juego, tu color y reloj, como nueva Base+M black 5+3 (o none).
plain-lobby-help-play = juega tu sitio en la partida N.
plain-lobby-help-invites = las líneas que invitan a la partida N.
plain-lobby-help-close = cierra la partida N (pregunta antes).
plain-lobby-help-renew = códigos nuevos para la partida N (pregunta antes).
plain-lobby-help-help = esta lista.
plain-lobby-help-quit = sal de la sala (pregunta antes).
plain-lobby-key = p modo simple (líneas de texto, para lectores de pantalla)
plain-lobby-chosen = Modo simple: la sala en líneas de texto.

# A puzzle in plain mode: how it goes, and its end.
plain-puzzle-begin = Escribe jugadas como en una partida; { $board } dice dónde están las piezas, { $task } repite la tarea, { $next } pasa al siguiente problema (cuenta como fallo).
plain-puzzle-done = Resuelto: «{ $title }». { $next } da el siguiente problema, { $quit } sale.
