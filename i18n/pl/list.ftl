### `hive games`: tabela zapisanych partii, stopka i uwagi.

list-white = Białe
list-black = Czarne
list-result = Wynik
list-date = Data
list-game = Gra
list-plies = Półr.
list-name = Nazwa
list-branch = gałąź { $game } od półruchu { $ply }
list-taken-back = { $plies } z { $all }
list-count = { $shown } z { $total }
list-footer-long = { $count }: --all pokaże wszystkie; --player, --since, --result i słowa zawężą
list-footer-medium = { $count }: --all pokaże wszystkie; --player, --result i słowa zawężą
list-footer-short = { $count }; --all pokaże wszystkie
list-no-match = Żadna zapisana partia nie pasuje.
list-none = Brak zapisanych partii w { $dir }.
list-changed = Zapisy zmieniły się poza indeksem; lista od nowa:
list-rebuilding = uwaga: indeks partii w { $dir } jest uszkodzony; odbudowuję go z zapisanych partii
list-index-unwritable = uwaga: nie udało się zapisać indeksu partii ({ $why }); odczytano same pliki
list-skipped = pominięto: { $why }
