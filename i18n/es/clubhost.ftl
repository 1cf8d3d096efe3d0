### `hive club` en la terminal del anfitrión: lo que rechaza.

## `hive club bind NOMBRE CLAVE`. $name: el miembro; $text: lo que se dio como su clave nueva.
clubhost-bind-no-key = No se ha dado ninguna clave: la clave de { $name } no cambia. Da su clave pública (la línea de su archivo .pub, entre comillas) o su huella (SHA256:…, como la escribe ssh-keygen -lf).
clubhost-bind-bad-fingerprint = «{ $text }» no es una huella SHA-256 (SHA256: y 43 caracteres, como la escribe ssh-keygen -lf): la clave de { $name } no cambia.
# $why: lo que dijo el lector de la clave (en inglés).
clubhost-bind-bad-key = «{ $text }» no es una clave pública ({ $why }): la clave de { $name } no cambia.
clubhost-bind-not-a-key = «{ $text }» no es ni una clave pública (ssh-ed25519 AAAA…, la línea de un archivo .pub) ni una huella (SHA256:…): la clave de { $name } no cambia.

## `hive club tournaments NÚMERO`. $id: el número dado.
clubhost-no-tournament = No hay ningún torneo { $id }: hive club tournaments los lista todos.
# `hive club tournaments ID` of a tournament started with no result in: said before its players (all on 0).
clubhost-tournament-no-result = Se juega la ronda { $round }: aún no hay ningún resultado. Los jugadores, por orden de siembra:
# `hive club tournaments ID` of a tournament still open for entries.
clubhost-tournament-not-started = El torneo está abierto a inscripciones ({ $entrants } de { $capacity } jugadores) y aún no ha empezado: todavía no hay clasificación.
