### Las negativas del sistema con palabras del jugador: un archivo que no se puede leer ni escribir, y por qué.

system-permission-denied = permiso denegado
system-not-found = no existe ese archivo o carpeta
system-disk-full = el disco está lleno
system-read-only = el disco es de solo lectura
system-is-a-folder = es una carpeta, no un archivo
system-not-a-folder = parte de la ruta es un archivo, no una carpeta
system-already-exists = ya existe
system-cannot-read = No se puede leer { $path }: { $why }
system-cannot-save = No se puede guardar { $path }: { $why }
system-not-a-save = No es una partida que este programa pueda abrir ({ $detail })
