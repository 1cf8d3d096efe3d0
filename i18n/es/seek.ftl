### Los retos del club en la sala de `hive serve`: quién está, retos abiertos y personales, partidas en juego para mirar.

# The list page's key for the seeks page.
seek-key = s retos
seek-keys = ↑↓ elegir · Enter aceptar o mirar · n nuevo reto · c retar a alguien · x retirar o rechazar · Esc volver
seek-keys-form = ↑↓ elegir · ←→ cambiar · Enter listo · Esc cancelar
# $names: the members in the lobby, as "ann, bob".
seek-here = Aquí ahora ({ $count }): { $names }
seek-here-more = { $names } y { $more } más
seek-open = Retos abiertos
seek-none = No hay retos abiertos: lanza uno con n o reta a alguien con c.
seek-games = Partidas en juego
seek-games-none = Ahora no se juega ninguna partida entre socios.
# A seek made by the member, in the seeker's column.
seek-you = tú
seek-rated = puntuable
seek-casual = amistosa
# The seeker's colour, said of the seeker.
seek-color-white = juega con las Blancas
seek-color-black = juega con las Negras
seek-color-random = color al azar
seek-opening-rulebook = apertura del reglamento
seek-opening-tournament = apertura de torneo
# The member's own challenge, turned down.
seek-declined = rechazado
seek-new = Un reto nuevo
seek-new-challenge = Un reto personal
seek-field-to = Para:
seek-field-rated = Partida:
seek-field-color = Tú:
seek-you-white = blancas
seek-you-black = negras
seek-you-random = al azar
seek-nobody = no hay nadie
seek-rated-when = Una partida puntuable cambia la puntuación de ambos; una amistosa se guarda, pero no cambia ninguna.
seek-made = Tu reto está abierto: jugará contigo quien lo acepte primero.
seek-challenge-made = Reto enviado.
seek-too-many-seeks = { $max ->
    [one] Ya tienes { $max } reto abierto, tantos como puede tener un socio: retíralo primero.
   *[other] Ya tienes { $max } retos abiertos, tantos como puede tener un socio: retira uno primero.
}
seek-too-many-games = { $max ->
    [one] Ya juegas { $max } partida, tantas como puede jugar un socio: termínala primero.
   *[other] Ya juegas { $max } partidas, tantas como puede jugar un socio: termina una primero.
}
seek-their-games-full = { $name } ya juega tantas partidas como puede un socio: prueba más tarde.
seek-not-here = Ese socio no está en la sala ahora.
seek-gone = Ese reto ya no está abierto.
seek-own = Ese reto es tuyo: otro tiene que aceptarlo.
seek-not-yours = Ese reto es para otro socio.
seek-withdrawn = Tu reto está retirado.
seek-you-declined = Rechazaste el reto de { $name }.
seek-accepted-note = { $name } aceptó tu reto: la partida está arriba en tu lista (Enter para jugar).
seek-declined-note = { $name } rechazó tu reto.
# Back in the lobby from a game between two members that is over.
rematch-offer = Tu partida con { $name } terminó: R ofrece la revancha, con los colores cambiados.
# The plain lobby's word that offers the rematch (lowercase).
rematch-plain-cmd = revancha
rematch-plain-offer = Tu partida con { $name } terminó: { $command } ofrece la revancha, con los colores cambiados.
rematch-away = Mientras no estabas, tu partida con { $name } terminó: R ofrece la revancha, con los colores cambiados.
rematch-plain-away = Mientras no estabas, tu partida con { $name } terminó: { $command } ofrece la revancha, con los colores cambiados.
rematch-plain-help = revancha: tras una partida entre miembros, ofrece al rival la misma partida con los colores cambiados.
rematch-none = No hay revancha que ofrecer: se ofrece al terminar una partida entre dos miembros.
# A challenge to the member (a rematch is one), told in their lobby.
seek-challenged-note = { $name } te reta: el reto está en tu página de retos (s).
# The same two notes in the plain lobby, which has commands, not keys: $play and $seeks are
# its words (play, seeks).
seek-accepted-plain-note = { $name } aceptó tu reto: es la partida { $number } de tu lista ({ $play } { $number } para jugarla).
seek-challenged-plain-note = { $name } te reta: { $seeks } muestra el reto.
seek-no-club = Los retos son para los socios del club.
seek-failed = La base de datos del club falló: inténtalo de nuevo.

## The plain lobby's seeks commands (typed words, lowercase).
seek-cmd-seeks = retos
seek-cmd-seek = reto
seek-cmd-challenge = retar
seek-cmd-accept = aceptar
seek-cmd-decline = rechazar
seek-cmd-withdraw = retirar
seek-help-seeks = quién está, los retos abiertos (numerados) y las partidas en juego
seek-help-seek = lanza un reto: tipo de partida, reloj o none, rated o casual, white, black o random, en cualquier orden
seek-help-challenge = lo mismo, para un socio que está aquí
seek-help-accept = acepta el reto N y te sienta a la partida
seek-help-decline = rechaza el reto N
seek-help-withdraw = retira tu reto N
# A colour as typed after `seek` (one word).
seek-word-white = blancas
seek-word-black = negras
seek-word-random = azar
# One seek in the plain lobby: $who its maker (and whom it is to), $last the opening rule or "declined".
seek-plain-row = { $number }. { $who }: { $game }, { $clock }, { $rated }, { $color }, { $last }.
seek-plain-game = { $white } – { $black }: { $game }, { $clock }, { $plies }.
seek-plain-wrong = «{ $text }» no es un tipo de partida, un reloj, rated, casual ni un color.
seek-plain-no-seek = No hay reto { $number }: { $seeks } los muestra.
seek-plain-none = No hay retos abiertos: { $seek } lanza uno, { $challenge } { $name } reta a alguien que está aquí.
# The placeholder for a member's name in the plain lobby's help (challenge NAME …).
seek-help-name = NOMBRE
# The seeks page: a key held back because another seek moved under the cursor.
seek-changed = La lista cambió: la línea marcada con ▶ ya no es la que tenías. Pulsa la tecla otra vez para usarla o elige otra.
# The plain lobby: accept, decline or withdraw N held back because the list changed; the list follows.
seek-plain-changed = Los retos ya no son los que viste, así que no se hizo nada. Estos son ahora:
