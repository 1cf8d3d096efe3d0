### La pantalla de partidas (O): las partidas guardadas, buscadas y abiertas; y los
### mensajes del explorador de aperturas. Las teclas (Enter, Esc, Ctrl-R, PgUp, Backspace,
### Ctrl-U) y las órdenes (hive play …) son iguales en todos los idiomas.

games-title = Tus partidas
games-title-count = Tus partidas: { $total }
games-title-found = Tus partidas: { $found } de { $total } encontradas
games-footer = ↑↓ PgUp PgDn elige · Enter abre · Ctrl-R reproduce · Esc vuelve
games-search = Buscar:{ " " }
games-searching = buscando…
games-search-hint = jugadores, evento, resultado, fecha
games-head-white = Blancas
games-head-black = Negras
games-head-result = Resultado
games-head-date = Fecha
games-head-game = Juego
games-head-plies = Medias j.
games-plies-of = { $plies } de { $total }
games-branch = , rama en { $ply }
games-branch-short = , r. { $ply }
games-newest = Se muestran las { $shown } más recientes de { $found }: escribe para afinar la búsqueda.
games-enter = Enter: una partida sin terminar sigue, una terminada se reproduce.
games-reading = Leyendo tus partidas guardadas…
games-none-yet = Aún no hay partidas guardadas: cada partida que juegas se guarda aquí.
games-no-match = Ninguna partida coincide: Backspace o Ctrl-U amplían la búsqueda.
games-none-chosen = No hay partida elegida: la lista está vacía.
games-on-screen = Esa es la partida en pantalla.
games-opening = Abriendo…
games-shared = La pantalla de partidas abre las partidas guardadas en este ordenador: no en una partida compartida (sal de ella primero).

games-explorer-shared = El explorador de aperturas lee las partidas guardadas en este ordenador: no en una partida compartida.
games-explorer-file = hive play { $file } la abre; hive replay la recorre paso a paso.
games-explorer-no-file = Esa partida no tiene archivo propio.
games-explorer-nothing = Ninguna partida guardada siguió desde aquí: no hay nada que seguir.
games-explorer-computer = Le toca al ordenador: juega su propia jugada.

games-unsaved = Las últimas jugadas de esta partida no están guardadas ({ $why }): no la dejo (Esc, y luego s guarda una copia).
games-not-ours = { $name } no es una partida guardada por nosotros: Ctrl-R la reproduce.
games-held = { $name } está abierta en otro hive (proceso { $pid }): no se abre aquí. Ctrl-R la reproduce, solo lectura.
games-no-folder = no hay carpeta de partidas (no hay directorio de datos)
games-index-failed = No se pudo escribir el índice de partidas ({ $why }); se leyeron los archivos.
