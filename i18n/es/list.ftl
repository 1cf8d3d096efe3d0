### `hive games`: la tabla de partidas guardadas, su pie y sus avisos.

list-white = Blancas
list-black = Negras
list-result = Resultado
list-date = Fecha
list-game = Juego
list-plies = Medias
list-name = Nombre
list-branch = rama de { $game } en la media jugada { $ply }
list-taken-back = { $plies } de { $all }
list-count = { $shown } de { $total }
list-footer-long = { $count }: --all las muestra todas; --player, --since, --result y palabras filtran
list-footer-medium = { $count }: --all las muestra todas; --player, --result y palabras filtran
list-footer-short = { $count }; --all las muestra todas
list-no-match = Ninguna partida guardada coincide.
list-none = No hay partidas guardadas en { $dir }.
list-changed = Las partidas cambiaron a espaldas del índice; lista de nuevo:
list-rebuilding = aviso: el índice de partidas en { $dir } está dañado; lo rehago desde las partidas guardadas
list-index-unwritable = aviso: no se pudo escribir el índice de partidas ({ $why }); se leyeron los archivos
list-skipped = omitido: { $why }
