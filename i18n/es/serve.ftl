### Lo que oye un invitado de `hive serve` cuando termina su conexión.

farewell-server-stopped = El anfitrión paró el servidor; tu partida está guardada.
farewell-idle = Desconectado: ninguna tecla en { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.
farewell-too-slow = Desconectado: la conexión no daba abasto.
farewell-stopped = La partida se detuvo: { $why }
farewell-seat-taken = el sitio de { $side_def } está ocupado
farewell-no-seat = esta invitación no tiene sitio en la partida
farewell-no-lobby = este servidor no tiene sala
