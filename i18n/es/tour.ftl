# The club's tournaments in the lobby (key T) and in the plain lobby.
tour-key = T torneos
tour-title = Torneos
tour-none = Aún no hay torneos.
tour-you-are-in = juegas en él
tour-keys = ↑↓ elegir · Enter clasificación · j apuntarse · x borrarse · q volver
tour-keys-organizer = ↑↓ elegir · Enter clasificación · j apuntarse · x borrarse · n torneo nuevo · q volver
tour-keys-detail = j apuntarse · x borrarse · q volver
tour-keys-new = ↑↓ elegir · ←→ cambiar · Enter crear · Esc volver
tour-kind-swiss = suizo
tour-kind-round-robin = liga
tour-kind-double = liga a doble vuelta
tour-format-swiss = { $rounds ->
    [one] suizo, { $rounds } ronda
   *[other] suizo, { $rounds } rondas
}
tour-open = inscripción: { $entrants } de { $capacity } jugadores
# $time: the time of day it starts, as 14:30 UTC.
tour-open-until = inscripción: { $entrants } de { $capacity } jugadores, empieza a las { $time } o al llenarse
tour-running = ronda { $round }
tour-finished = terminado
tour-playing = en juego
# A tournament game in the member's list of games: the tournament's name and round.
tour-mark = { $name }, ronda { $round }
tour-no-players = Nadie se ha apuntado aún.
tour-players = Jugadores: { $names }.
tour-col-player = Jugador
tour-col-points = Puntos
tour-col-buchholz = Buchholz
# Sonneborn-Berger, short.
tour-col-sb = S-B
tour-round = Ronda { $round }
tour-bye = { $player } descansa esta ronda
tour-new = Un torneo nuevo
tour-field-kind = Sistema:
tour-field-rounds = Rondas:
tour-field-size = Jugadores:
tour-field-clock = Reloj:
tour-field-start = Empieza:
tour-start-full = al llenarse
tour-start-in = { $minutes ->
    [one] al llenarse o dentro de { $minutes } minuto
   *[other] al llenarse o dentro de { $minutes } minutos
}
tour-no-club = Los torneos son del club, y esta sala no tiene.
tour-error = Falló la base de datos del club: { $why }
tour-joined = Juegas en { $name }.
tour-left = Te has borrado de { $name }.
tour-not-left = No estabas en él, o ya ha empezado.
tour-unknown = No existe ese torneo.
tour-started = Ese torneo ya ha empezado.
tour-full = Ese torneo está lleno.
tour-made = { $name } está creado, y juegas en él.
tour-not-allowed = Solo el anfitrión y los miembros a los que deja crean torneos.
# The plain lobby's commands (one word each, typed in lower case).
tour-cmd-tournaments = torneos
tour-cmd-tournament = torneo
tour-cmd-join = apuntarse
tour-cmd-leave = borrarse
tour-plain-none = No hay torneos.
# One tournament: its number, name, kind, clock and how it stands.
tour-plain-line = Torneo { $number }: { $name }, { $format }, { $clock }, { $state }.
tour-plain-you-are-in = Juegas en él.
tour-plain-standing = { $place }. { $name }: puntos { $points }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }.
tour-plain-game = { $white } contra { $black }: { $result }.
tour-plain-no-such = No hay torneo { $number }.
tour-plain-needs-number = Di qué torneo: { $command } y su número.
tour-plain-help = { $tournaments } lista los torneos; { $tournament } N dice la clasificación y las partidas de uno; { $join } N te apunta, { $leave } N te borra.
