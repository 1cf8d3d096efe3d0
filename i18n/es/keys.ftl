### La página de ayuda de las teclas: el título de cada sección y lo que hace cada tecla.
### Los nombres de las teclas (Enter, Esc, Tab, Space, Ctrl-…) y las letras son iguales en
### todos los idiomas: las letras de los bichos son las de UHP (Q S B G A M L P), tal cual.

keys-playing = Jugar
keys-reviewing = Repasar una partida
keys-explorer = Explorador de aperturas (o)
keys-games = Tus partidas (O; escribe para buscar jugadores, torneo, resultado)
keys-help = Páginas de ayuda
keys-questions = Preguntas
keys-typing = Escribir una jugada (:) o un nombre de archivo (s)
keys-mouse = Ratón

## jugar

key-play-cursor-west = cursor al oeste
key-play-cursor-east = cursor al este
key-play-cursor-up = cursor arriba
key-play-cursor-down = cursor abajo
key-play-pick-up-piece-under = levantar la pieza bajo el cursor, soltarla aquí, o pasar si es la única jugada
key-play-put-picked-piece-back = devolver la pieza levantada a su sitio
key-play-next-piece-can-move = siguiente pieza que puede moverse o ser lanzada; con una pieza levantada, su siguiente destino
key-play-previous-piece-destination = pieza o destino anterior
key-play-take-bug-from-your = tomar ese bicho de tu mano; otra vez: tus piezas de ese bicho en el tablero, por turno (también en minúscula, donde se indica)
key-play-drop-number = dejar la pieza tomada en la casilla con ese número (dos cifras pasado el 9, o una y Enter)
key-play-type-move-uhp-notation = escribir una jugada en notación UHP, p. ej. wA1 -bG1
key-play-undo-against-computer-reply = deshacer (contra el ordenador: su respuesta y tu jugada)
key-play-redo = rehacer
key-play-pan-view-stays-where = desplazar la vista (se queda donde la dejes)
key-play-centre-view-hive = centrar la vista en la colmena
key-play-large-compact-hexes = casillas grandes / compactas
key-play-hint-engine-suggests-move = pista: el motor sugiere una jugada (marcada en el tablero)
key-play-play-hint-marked-board = jugar la pista marcada en el tablero
key-play-while-computer-thinks-plays = mientras el ordenador piensa: juega (o sugiere) la mejor jugada hallada hasta ahora
key-play-pondering-off-computer-thinks = pensar en tiempo ajeno sí / no: el ordenador piensa también en tu tiempo (hive play --ponder)
key-play-offer-draw-other-side = ofrecer tablas (el otro bando acepta o rechaza)
key-play-pause-resume-clocks-game = pausar / reanudar los relojes (partida con reloj: hive play --clock 5+3)
key-play-resign-asks-first = rendirse (pregunta antes)
key-play-new-invite-codes-hive = nuevos códigos de invitación (hive play --invite; los antiguos dejan de valer)
key-play-new-game-asks-first = partida nueva (pregunta antes)
key-play-save-copy-game-file = guardar una copia de la partida en un archivo (cada jugada también se guarda sola)
key-play-review-step-through-game = repaso: recorrer la partida paso a paso
key-play-opening-explorer-what-your = explorador de aperturas: qué jugaron tus partidas guardadas desde esta posición
key-play-your-saved-games-search = tus partidas guardadas: buscar, continuar o reproducir una
key-play-help-keys-rules-each = ayuda: teclas y reglas de cada bicho
key-play-quit-asks-first = salir (pregunta antes)
key-play-quit-now-from-any = salir ya (desde cualquier pantalla)

## repaso

key-review-ply-back = media jugada atrás
key-review-ply-forward = media jugada adelante
key-review-start = al principio
key-review-last-ply = a la última media jugada
key-review-type-ply = escribir un número de media jugada…
key-review-go = …e ir a ella
key-review-take-back-digit = borrar una cifra
key-review-auto-play-off = reproducción automática sí / no
key-review-auto-play-faster = reproducción automática más rápida
key-review-auto-play-slower = reproducción automática más lenta
key-review-analyse-every-ply-background = analizar cada media jugada en segundo plano: los errores llevan ?, los errores graves ?? en la lista de jugadas
key-review-opening-explorer-what-your = explorador de aperturas: qué jugaron tus partidas guardadas desde la posición mostrada
key-review-your-saved-games-search = tus partidas guardadas: buscar, continuar o reproducir una
key-review-play-from-ply-shown = seguir jugando desde la media jugada mostrada (una jugada nueva abre una rama)
key-review-where-move-has-other = donde una jugada lleva un + (ahí se separan otras líneas): mostrar la línea siguiente
key-review-show-previous-line = mostrar la línea anterior
key-review-make-line-shown-main = hacer principal la línea mostrada y seguir jugando (la antigua se conserva)
key-review-back-game-where-stood = volver a la partida, donde estaba
key-review-pan-view = desplazar la vista
key-review-centre-view-hive = centrar la vista en la colmena
key-review-large-compact-hexes = casillas grandes / compactas
key-review-help-closing-returns-here = ayuda (al cerrarla se vuelve aquí)
key-review-quit-asks-first = salir (pregunta antes)

## ayuda

key-help-scroll-down = bajar
key-help-scroll-up = subir
key-help-scroll-down-screen = bajar una pantalla
key-help-scroll-up-screen = subir una pantalla
key-help-top-page = al principio de la página
key-help-language = el idioma siguiente (se guarda para tus próximas partidas): { $languages }
key-help-bottom-page = al final de la página
key-help-next-page = página siguiente
key-help-previous-page = página anterior
key-help-rules-bug = las reglas de ese bicho
key-help-close-help = cerrar la ayuda

## explorador

key-explore-move-above = la jugada de arriba
key-explore-move-below = la jugada de abajo
key-explore-play-move-chosen-from = jugar la jugada elegida (desde el repaso: seguir con ella desde la media jugada mostrada)
key-explore-games-reached-position-moves = las partidas que llegaron a la posición / las jugadas que hicieron
key-explore-close-explorer = cerrar el explorador
key-explore-help = ayuda

## partidas

key-games-game-above = la partida de arriba
key-games-game-below = la partida de abajo
key-games-screen-games-up = una pantalla de partidas hacia arriba
key-games-screen-games-down = una pantalla de partidas hacia abajo
key-games-first-game = la primera partida
key-games-last-game-listed = la última partida de la lista
key-games-open-game-chosen-unfinished = abrir la partida elegida: una sin terminar continúa, una terminada se reproduce
key-games-replay-game-chosen-step = reproducir la partida elegida (paso a paso), terminada o no
key-games-take-back-character-search = borrar un carácter de la búsqueda
key-games-clear-search = vaciar la búsqueda
key-games-close-games-screen-back = cerrar la pantalla de partidas y volver a la partida

## confirmar

key-confirm-yes = sí
key-confirm-new-game-next-clock = partida nueva: el siguiente reloj (sin reloj, 1+0, 3+2, 5+3, 10+5, 15+10, 30+20, 1d)
key-confirm-no-so-does-any = no (igual que cualquier otra tecla; a una oferta de tablas se responde solo con y o n)

## línea

key-line-play-move-typed-save = jugar la jugada escrita, o guardar con el nombre escrito
key-line-close-prompt = cerrar la línea
key-line-take-back-character = borrar un carácter
key-line-clear-line = vaciar la línea

## ratón

key-mouse-click-bug = clic en un bicho
key-mouse-your-hand-take-like = en tu mano: tomarlo (como con la tecla de su letra)
key-mouse-click-piece = clic en una pieza
key-mouse-pick-up-click-highlighted = levantarla; clic en una casilla resaltada para moverla allí
key-mouse-click-move = clic en una jugada
key-mouse-move-list-review-game = en la lista de jugadas: repasar la partida en esa media jugada
key-mouse-click-stack = clic en una pila
key-mouse-review-show-what-holds = en el repaso: mostrar lo que contiene, de arriba abajo (como hace el cursor al jugar)
key-mouse-click-game = clic en una partida
key-mouse-games-screen-o-choose = en la pantalla de partidas (O): elegirla; Enter la abre

## El marco de las páginas de ayuda.

help-keys = Teclas
help-title = { " " }Ayuda: { $title }{ " " }
# $page de $pages; $scroll: «↑↓ 3/10 · » si la página se desplaza, si no, nada.
help-footer = { " " }{ $page }/{ $pages } · { $scroll }← → página · Esc cierra{ " " }
help-invitations = Invitaciones (esta partida, servida por SSH)
opening-rulebook = del reglamento
opening-tournament = de torneo
help-letters = Letras de los bichos
help-letters-why = Las letras son las de la notación UHP, iguales en todos los idiomas: una jugada escrita en cualquier sitio (wA1 -bG1, en boardspace, en hivegame.com, en una partida guardada) se lee igual para todos, y las teclas que toman un bicho son esas letras.

# A game a player left (`hive serve --claim-after`).
key-play-claim-win = reclamar la victoria si el rival se fue (partida por SSH sin reloj)
