### Odmowy systemu słowami gracza: pliku nie da się odczytać ani zapisać, i dlaczego.

system-permission-denied = brak uprawnień
system-not-found = nie ma takiego pliku ani folderu
system-disk-full = dysk jest pełny
system-read-only = dysk jest tylko do odczytu
system-is-a-folder = to folder, nie plik
system-not-a-folder = część ścieżki to plik, nie folder
system-already-exists = już istnieje
system-cannot-read = Nie można odczytać { $path }: { $why }
system-cannot-save = Nie można zapisać { $path }: { $why }
system-not-a-save = To nie jest partia, którą ten program otworzy ({ $detail })
