### Las lecciones (`hive learn`): el menú, el recuadro de la lección sobre el tablero, el
### título, las frases y las tareas de cada lección, y por qué una jugada legal no cumple.

learn-key-lessons = lecciones: posiciones breves que enseñan las reglas
learn-welcome = F3 abre las lecciones.

## The keys of the lessons menu (help lists them).
learn-keys-section = Lecciones
learn-key-above = la lección de arriba
learn-key-below = la lección de abajo
learn-key-first = la primera lección
learn-key-last = la última lección
learn-key-start = empezar la lección elegida
learn-key-close = cerrar las lecciones (hive learn: salir)

learn-begin = Haz la tarea de arriba con las teclas de siempre. F3 vuelve a las lecciones.
learn-not-in-lesson = No durante una lección: F3 vuelve a las lecciones.
learn-not-shared = Las lecciones no van en una partida compartida: ábrelas con hive learn.
learn-not-shared-guest = Las lecciones no van en una partida compartida: los socios del club las abren en la sala (L).
learn-already-done = Esta lección está hecha. F3 abre las lecciones para elegir la siguiente.
learn-task-done = ¡Muy bien! Ahora la siguiente tarea.
learn-lesson-done = ¡Muy bien: «{ $title }» está hecha! F3 abre la siguiente lección.
learn-progress-not-kept = No se pudieron guardar las lecciones hechas: { $why }

learn-box-title = Lección { $number }/{ $count }: { $title }
learn-box-task = Tarea { $number }/{ $count }: { $task }
learn-box-done = ¡Lección hecha! F3: la siguiente.
learn-box-keys = F3 lecciones · ? ayuda
# The status line's hint in a lesson: $key opens the lessons.
learn-status-lessons = { $key } lecciones

learn-menu-title = Lecciones
learn-menu-keys = ↑↓ elegir · Enter empezar · Esc salir
learn-list-done = { $number }. [x] { $title }
learn-list-not-done = { $number }. [ ] { $title }

learn-miss-other-piece = Es legal, pero no es la pieza que pide la tarea.
learn-miss-other-cell = Es legal, pero la pieza no acaba donde dice la tarea.
learn-miss-not-climb = Es legal, pero la pieza se queda abajo: la tarea es acabar encima de la colmena.
learn-miss-not-throw = Es legal, pero no es un lanzamiento de la pieza que dice la tarea: cógela y déjala en una casilla marcada con ^.
learn-miss-queen-stuck = { $count ->
    [one] Es legal, pero tu { -queen } sigue sin poder moverse: la encierra { $count } vecina.
   *[other] Es legal, pero tu { -queen } sigue sin poder moverse: la encierran { $count } vecinas.
}
learn-miss-not-won = { $count ->
    [one] Es legal, pero la { -queen } negra aún tiene { $count } lado libre.
   *[other] Es legal, pero la { -queen } negra aún tiene { $count } lados libres.
}
learn-miss-not-drawn = Es legal, pero la partida sigue: buscas la jugada que la acaba en tablas.

learn-placing-title = Colocar piezas
learn-placing-text = En cada turno colocas una pieza nueva de tu mano o mueves una del tablero. Pulsa la letra de un bicho y luego Enter en una casilla iluminada (o su número). La { -queen } no puede salir primera.
    .plain = En cada turno colocas una pieza nueva de tu mano o mueves una del tablero: escribe la jugada, como wS1. La { -queen } no puede salir primera.
learn-placing-task-1 = Coloca tu { -spider } (S).
learn-placing-task-2 = Coloca tu { -grasshopper } (G).

learn-touching-title = Tocar solo las tuyas
learn-touching-text = Tras las dos primeras piezas, una pieza nueva debe tocar piezas tuyas y ninguna del rival. Las casillas iluminadas muestran dónde puede ir.
    .plain = Tras las dos primeras piezas, una pieza nueva debe tocar piezas tuyas y ninguna del rival. Dónde puede ir lo dice { $moves } con la pieza, como { $moves } wA1.
learn-touching-task-1 = Coloca tu { -ant } (A).
learn-touching-task-2 = Coloca tu { -queen } (Q).

learn-queen-fourth-title = La Abeja reina antes del cuarto turno
learn-queen-fourth-text = Tu { -queen } debe estar en el tablero a más tardar en tu cuarto turno, y hasta entonces ninguna pieza tuya se mueve. Es el cuarto turno de las Blancas.
learn-queen-fourth-task-1 = Coloca tu { -queen }: ahora no puede salir otra pieza.

learn-one-hive-title = Una sola colmena
learn-one-hive-text = Las piezas deben formar siempre un solo grupo. Una pieza que, al levantarse, partiría la colmena aunque sea un instante no puede moverse.
learn-one-hive-task-1 = Tu { -queen } y tu { -spider } mantienen unida la colmena: mueve tu { -ant }.

learn-gate-title = Libertad de movimiento
learn-gate-text = Una pieza se desliza alrededor de la colmena y no cabe por un hueco entre dos piezas que se tocan. Así está encerrada aquí tu { -queen }.
learn-gate-task-1 = Mueve una pieza para que tu { -queen } pueda salir deslizándose.
learn-gate-task-2 = Ahora mueve tu { -queen }.

learn-queen-title = La Abeja reina
learn-queen-text = La { -queen } avanza una casilla por turno, deslizándose alrededor de la colmena. Cuídala: una { -queen } rodeada pierde la partida.
learn-queen-task-1 = Mueve tu { -queen } una casilla.
learn-queen-task-2 = Muévela otra casilla más.

learn-beetle-climb-title = El Escarabajo trepa
learn-beetle-climb-text = El { -beetle } avanza una casilla, pero también puede subirse a la colmena, andar por encima y volver a bajar.
learn-beetle-climb-task-1 = Sube con tu { -beetle } encima de tu { -queen }.
learn-beetle-climb-task-2 = Anda por encima de la colmena sin bajar.

learn-beetle-block-title = El Escarabajo encima
learn-beetle-block-text = Una pieza bajo un { -beetle } no se mueve, y al colocar, la pila tiene el color del { -beetle }. Un { -beetle } sobre la { -queen } rival la inmoviliza.
learn-beetle-block-task-1 = Lleva tu { -beetle } junto a la { -queen } negra.
learn-beetle-block-task-2 = Súbete a la { -queen } negra.

learn-grasshopper-title = El Saltamontes
learn-grasshopper-text = El { -grasshopper } salta en línea recta por encima de al menos una pieza hasta la primera casilla libre. Los huecos estrechos no lo frenan.
learn-grasshopper-task-1 = Salta por encima de toda la fila.
learn-grasshopper-task-2 = Vuelve de un salto al otro extremo.

learn-spider-title = La Araña
learn-spider-text = La { -spider } recorre exactamente tres casillas alrededor de la colmena, sin volver atrás. Ni dos ni cuatro: tres.
learn-spider-task-1 = Mueve tu { -spider }.
learn-spider-task-2 = Muévela una vez más.

learn-ant-title = La Hormiga
learn-ant-text = La { -ant } se desliza alrededor de la colmena tan lejos como quiera, a cualquier casilla a la que llegue sin pasar por un hueco estrecho.
learn-ant-task-1 = Lleva tu { -ant } junto a la { -ant } negra.
learn-ant-task-2 = Ahora llévala junto a la { -spider } negra.

learn-mosquito-title = El Mosquito
learn-mosquito-text = El { -mosquito } se mueve como cualquier bicho que toque: junto a un { -grasshopper } salta, junto a una { -ant } corre alrededor de la colmena.
learn-mosquito-task-1 = Tu { -mosquito } solo toca el { -grasshopper }: salta.
learn-mosquito-task-2 = Ahora toca una { -ant }: llévalo junto a tu { -grasshopper }.

learn-mosquito-top-title = El Mosquito encima
learn-mosquito-top-text = Junto a un { -beetle }, el { -mosquito } puede subirse a la colmena y allí se mueve como un { -beetle } hasta que baja. Junto a otro { -mosquito } solo, no se mueve.
learn-mosquito-top-task-1 = Sube con tu { -mosquito } encima de tu { -beetle }.
learn-mosquito-top-task-2 = Muévelo por encima de la colmena.

learn-ladybug-title = La Mariquita
learn-ladybug-text = La { -ladybug } recorre exactamente tres casillas: dos por encima de la colmena y una hacia abajo, a una casilla libre.
learn-ladybug-task-1 = Lleva tu { -ladybug } junto a la { -spider } negra.

learn-pillbug-title = El lanzamiento de la Cochinilla
learn-pillbug-text = En vez de moverse, la { -pillbug } puede levantar una pieza vecina de cualquier color, pasarla por encima de sí y dejarla en una casilla libre a su lado. Coge esa pieza: sus casillas llevan ^.
learn-pillbug-task-1 = Lanza la { -queen } negra con tu { -pillbug }.

learn-pillbug-limits-title = Lo que la Cochinilla no puede lanzar
learn-pillbug-limits-text = La { -pillbug } no lanza una pieza que movió en el turno anterior, una pieza de una pila, una pieza sin la que se partiría la colmena, ni a través de un hueco estrecho.
learn-pillbug-limits-task-1 = El { -beetle } negro acaba de moverse: lanza la { -ant } negra.

learn-stunned-title = La pieza aturdida
learn-stunned-text = Una pieza que la { -pillbug } acaba de lanzar no puede moverse ni ser lanzada en el turno siguiente. La { -pillbug } negra acaba de lanzar tu { -ant }.
learn-stunned-task-1 = Prueba a mover tu { -ant } y luego haz cualquier otra jugada.

learn-surround-title = Rodear a la Abeja reina
learn-surround-text = Una { -queen } rodeada por los seis lados, con piezas de cualquier color, pierde la partida. A la { -queen } negra le queda un lado libre.
learn-surround-task-1 = Encuentra la jugada que gana.

learn-both-queens-title = Las dos Reinas a la vez
learn-both-queens-text = Si una jugada rodea a las dos reinas, la partida acaba en tablas. Aquí las dos reinas comparten su última casilla libre.
learn-both-queens-task-1 = Ocupa la casilla que rodea a las dos reinas.

learn-passing-title = Pasar
learn-passing-text = Si no tienes ninguna jugada legal, debes pasar, y solo entonces. Aquí las Negras no pueden colocar ni mover nada.
learn-passing-task-1 = Pasa con las Negras: pulsa Enter.
    .plain = Pasa con las Negras: escribe pass.

learn-repetition-title = Tablas
learn-repetition-text = La partida acaba en tablas cuando la misma posición se da por tercera vez. Los jugadores también pueden acordar tablas: en una partida las ofrece D.
    .plain = La partida acaba en tablas cuando la misma posición se da por tercera vez. Los jugadores también pueden acordar tablas: en una partida las ofrece { $draw }.
learn-repetition-task-1 = Devuelve tu { -ant } a su sitio para que la posición se dé por tercera vez.
    .plain = Devuelve tu { -ant } a donde estaba antes de su último movimiento, junto a tu { -queen } por su lado oeste, para que la posición se dé por tercera vez.

## The lobby of a server (`hive serve`): its key, and the plain lobby's command.
learn-lobby-key = L lecciones y problemas
learn-plain-cmd = lecciones
learn-plain-help = las lecciones y, tras ellas, los problemas (la última fila del menú).
