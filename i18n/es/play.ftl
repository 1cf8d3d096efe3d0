### La pantalla de juego.

welcome = ¡Bienvenido! Toma un bicho de tu mano ({ $letters }) o pulsa ? para ver la ayuda.

## Las líneas que reparte el anfitrión de `hive play --invite`, cada una bajo lo que da.
invite-joins-with = { $side_def_cap } entran con:
invite-to-watch = Para mirar:
invite-served = La partida se sirvió en { $address }; está guardada en { $save }.
invite-go-on = Para seguirla: hive play { $save } --invite
