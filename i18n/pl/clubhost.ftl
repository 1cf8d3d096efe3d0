### `hive club` przy terminalu gospodarza: czego nie przyjmuje.

## `hive club bind NAZWA KLUCZ`. $name: członek; $text: to, co podano jako jego nowy klucz.
clubhost-bind-no-key = Nie podano klucza: klucz członka { $name } pozostaje bez zmian. Podaj jego klucz publiczny (wiersz z jego pliku .pub, w cudzysłowie) albo odcisk klucza (SHA256:…, tak jak wypisuje go ssh-keygen -lf).
clubhost-bind-bad-fingerprint = „{ $text }” to nie odcisk SHA-256 (SHA256: i 43 znaki, tak jak wypisuje go ssh-keygen -lf): klucz członka { $name } pozostaje bez zmian.
# $why: co powiedział czytnik klucza (po angielsku).
clubhost-bind-bad-key = „{ $text }” to nie klucz publiczny ({ $why }): klucz członka { $name } pozostaje bez zmian.
clubhost-bind-not-a-key = „{ $text }” to ani klucz publiczny (ssh-ed25519 AAAA…, wiersz z pliku .pub), ani odcisk (SHA256:…): klucz członka { $name } pozostaje bez zmian.

## `hive club tournaments NUMER`. $id: podany numer.
clubhost-no-tournament = Nie ma turnieju { $id }: listę turniejów wypisuje hive club tournaments.
# `hive club tournaments ID` of a tournament started with no result in: said before its players (all on 0).
clubhost-tournament-no-result = Trwa runda { $round }: nie ma jeszcze żadnego wyniku. Gracze według rozstawienia:
# `hive club tournaments ID` of a tournament still open for entries.
clubhost-tournament-not-started = Turniej jest otwarty dla chętnych ({ $entrants } z { $capacity } graczy) i jeszcze się nie zaczął: tabeli jeszcze nie ma.
