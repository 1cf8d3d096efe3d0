### Por qué no vale una jugada o una pieza (sin punto final). $piece, $by, $expected,
### $first y $second son piezas en notación (wA1), igual en todos los idiomas.

illegal-game-over = la partida ha terminado
illegal-cannot-pass = { $side_def } no pueden pasar: tienen jugadas legales
illegal-not-in-game = { $piece } no está en { $game_type }
illegal-not-your-piece = { $piece } es de { $owner_def }, y les toca a { $mover_def }
illegal-out-of-order = { $piece } tiene que esperar: antes entra { $expected }
illegal-queen-first-turn = la { -queen } no puede entrar en el primer turno
illegal-must-place-queen = { $side_def } tienen que poner la { -queen } en este turno (el cuarto)
illegal-queen-not-placed = { $side_def } no pueden mover piezas hasta poner la { -queen }
illegal-place-on-occupied = una pieza nueva solo entra en una casilla vacía
illegal-first-apart = la primera pieza de las Negras tiene que tocar la de las Blancas
illegal-not-touching-own = una pieza nueva tiene que tocar una de su color
illegal-touches-opponent = una pieza nueva no puede tocar piezas del rival
illegal-covered = { $by } está encima
illegal-thrown-must-rest = la acaba de lanzar una { -pillbug } y descansa un turno
illegal-moved-last-turn = se movió en el turno anterior, así que ahora no se puede lanzar
illegal-would-break-hive = está clavada: si se mueve, la colmena se parte
illegal-no-room = todos los huecos a su alrededor son demasiado estrechos para deslizarse (libertad de movimiento) o se alejan de la colmena
illegal-unreachable = no puede llegar a esa casilla: { $why }
illegal-throw-blocked = tu { -pillbug } no puede levantarla: a los dos lados del camino hay pilas demasiado altas (libertad de movimiento)
illegal-stacked-thrown = { $piece } está en una pila y no se puede lanzar
illegal-copies-nothing = { $piece } solo toca un { -mosquito }, así que no tiene nada que copiar
illegal-nowhere-to-place = { $side_def } no tienen ninguna casilla vacía junto a sus piezas y lejos de las del rival

route-same-cell = ya está ahí
route-occupied = { $bug_def } termina su movimiento en una casilla vacía
route-one-cell = { $bug_def } se mueve de una en una casilla
route-gate = el hueco entre { $first } y { $second } es demasiado estrecho (libertad de movimiento)
route-high-gate = { $first } y { $second } están demasiado altas a los dos lados de ese paso (libertad de movimiento)
route-loses-touch = perdería el contacto con la colmena por el camino; las piezas se deslizan pegadas a ella
route-detached = esa casilla no toca ninguna pieza
route-not-in-line = el { -grasshopper } salta en línea recta
route-nothing-to-jump = el { -grasshopper } tiene que saltar al menos una pieza
route-past-the-gap = el { -grasshopper } cae en la primera casilla vacía de su línea
route-not-three-cells = la { -spider } recorre exactamente tres casillas alrededor de la colmena, sin volver atrás
route-shut-in = ninguna entrada a esa casilla es lo bastante ancha para deslizarse (libertad de movimiento)
route-ladybug-path = la { -ladybug } va dos casillas por encima de la colmena y baja una
route-copies = ninguno de los bichos que copia ({ $bugs }) llega ahí
route-throw-only = ahora solo se puede lanzar, a una casilla vacía junto a la { -pillbug }
route-throw-gate = la { -pillbug } no puede dejarla ahí: las pilas de los lados son demasiado altas (libertad de movimiento)
route-blocked = el camino está cerrado

move-not-a-move = no es una jugada: { $text }
move-illegal = { $text } no es legal: { $reason }
