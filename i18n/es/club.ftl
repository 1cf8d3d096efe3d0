### El club en la sala de `hive serve`: puntuaciones, clasificación, inscripción.

# Las categorías de puntuación, por el ritmo de la partida.
clubroom-pool-bullet = bala
clubroom-pool-blitz = relámpago
clubroom-pool-rapid = rápidas
clubroom-pool-classic = clásicas
clubroom-pool-correspondence = por correspondencia
clubroom-pool-untimed = sin reloj

clubroom-keys-list = ↑↓ elegir · Enter jugar · i invitaciones · n partida nueva · x cerrar partida · l clasificación · m tu página · q salir
clubroom-keys-board = ←→ otro ritmo · Esc volver
clubroom-no-ratings = Aún no tienes partidas puntuables: cuenta una partida con otro miembro jugada hasta el final.
# $ratings: el nombre de cada categoría y su puntuación, separados por comas.
clubroom-your-ratings = Tus puntuaciones: { $ratings }
# $pool: el nombre de una categoría (clubroom-pool-…).
clubroom-leaderboard = Clasificación: { $pool }
clubroom-board-empty = Nadie tiene todavía una puntuación asentada a este ritmo.
clubroom-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
clubroom-provisional = Una puntuación con ? es provisional (desviación de más de 110) y aún no entra en la clasificación.

clubroom-banned = Esta clave tiene prohibida la entrada al club. Si crees que es un error, habla con el anfitrión.
clubroom-welcome = Bienvenido al club
clubroom-choose-name = Elige tu nombre en el club: desde ahora tu clave eres tú.
clubroom-name-rules = De { $min } a { $max } letras o cifras; tras la primera se admiten _ - y .
clubroom-keys-sign-up = Enter unirte · Backspace borrar · Esc salir
clubroom-name-length = Un nombre tiene de { $min } a { $max } caracteres.
clubroom-name-characters = Un nombre lleva letras, cifras, _, - y . y empieza por una letra o una cifra.
clubroom-name-scripts = Todas las letras de un nombre son de un mismo alfabeto.
clubroom-name-reserved = Ese nombre está reservado para el servidor: elige otro.
clubroom-name-taken = Otro miembro ya tiene ese nombre, o uno que se le parece: elige otro.
clubroom-known-key = Esta clave ya es de un miembro.
clubroom-too-many-sign-ups = Demasiadas inscripciones desde tu dirección en la última hora: inténtalo más tarde.

# La página propia del miembro. $pool: el nombre de una categoría (clubroom-pool-…).
clubroom-history = Tu puntuación ({ $pool }) tras cada partida puntuable
clubroom-history-none = Aún no tienes partidas puntuables a este ritmo.
# Bajo el gráfico: $low, $high y $now son puntuaciones.
clubroom-history-range = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}: mínima { $low }, máxima { $high }, ahora { $now }.
clubroom-head-to-head = Cara a cara (victorias – tablas – derrotas):
clubroom-no-rivals = Aún no has jugado con otro miembro.
