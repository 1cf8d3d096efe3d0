### Odmítnutí systému slovy hráče: soubor nejde přečíst ani zapsat, a proč.

system-permission-denied = přístup odepřen
system-not-found = takový soubor ani složka neexistuje
system-disk-full = disk je plný
system-read-only = disk je jen pro čtení
system-is-a-folder = je to složka, ne soubor
system-not-a-folder = část cesty je soubor, ne složka
system-already-exists = už existuje
system-cannot-read = { $path } nejde přečíst: { $why }
system-cannot-save = { $path } nejde uložit: { $why }
system-not-a-save = Tohle není partie, kterou tento program otevře ({ $detail })
