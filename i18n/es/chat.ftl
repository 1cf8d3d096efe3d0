# Talk: at a game's table (served over SSH) and in the lobby's room.

# The help page's line for the key that opens the line to type a message on.
chat-key-talk = hablar en la mesa (en una partida por SSH)
# The status line's hint for that key, in a game served over SSH.
chat-status-talk = { $key } hablar
chat-local = Hablar es para partidas por SSH: aquí no hay nadie más en la mesa.
# The label before the message being typed, on the status line.
chat-say = Di:
chat-prompt-keys = Enter envía · Esc cierra
chat-title = Charla
# A watcher's name in the talk panel: the room numbers them.
chat-watcher = espectador { $number }
chat-watchers-only = Mientras dure la partida, solo los demás espectadores leen lo que dices.
chat-empty = No hay nada que enviar.
chat-too-long = Un mensaje tiene como mucho { $max } caracteres; este tiene { $count }.
chat-too-fast = Como mucho { $count } mensajes en { $seconds } segundos: espera { $wait } s y vuelve a enviarlo.
chat-gone = No se pudo enviar el mensaje.
chat-lobby-title = La charla de la sala
chat-lobby-empty = Nadie ha dicho nada todavía.
chat-lobby-keys = escribe y Enter envía · /mute NOMBRE · /unmute NOMBRE · Esc vuelve a tus partidas
# The lobby's key line: the key that opens the room.
chat-lobby-key = t charla
chat-muted = Ya no ves los mensajes de { $name }.
chat-unmuted = Vuelves a ver los mensajes de { $name }.
chat-no-member = No hay otro socio llamado { $name }.
chat-needs-name = Escribe el nombre del socio después de { $command }.
chat-unknown-command = { $command } no es una orden: las órdenes son /mute NOMBRE y /unmute NOMBRE. No se envió nada.
chat-sent = Enviado.
# The plain lobby: a message of the room read out.
chat-plain-says = { $name } dice: { $text }
# Las palabras de un jugador en la mesa: $side_def_cap es su bando («Las Blancas (Ana)»), verbo en plural.
chat-plain-side-says = { $side_def_cap } dicen: { $text }
chat-plain-help = { $say } TEXTO: lo dice en la charla de la sala; { $room }: sus últimos mensajes; { $mute } NOMBRE y { $unmute } NOMBRE: oculta los mensajes de un socio o vuelve a mostrarlos.
# The plain lobby's talk commands.
chat-cmd-say = decir
chat-cmd-room = charla
chat-cmd-mute = ocultar
chat-cmd-unmute = mostrar
