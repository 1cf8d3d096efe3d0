### Ekran partii (O): zapisane partie, wyszukiwane i otwierane; komunikaty eksploratora
### otwarć. Klawisze (Enter, Esc, Ctrl-R, PgUp, Backspace, Ctrl-U) i polecenia (hive play …)
### są takie same w każdym języku.

games-title = Twoje partie
games-title-count = Twoje partie: { $total }
games-title-found = Twoje partie: znaleziono { $found } z { $total }
games-footer = ↑↓ PgUp PgDn wybór · Enter otwiera · Ctrl-R odtwarza · Esc wraca
games-search = Szukaj:{ " " }
games-searching = szukam…
games-search-hint = gracze, turniej, wynik, data
games-head-white = Białe
games-head-black = Czarne
games-head-result = Wynik
games-head-date = Data
games-head-game = Gra
games-head-plies = Półruchy
games-plies-of = { $plies } z { $total }
games-branch = , odgałęzienie od { $ply }
games-branch-short = , odg. { $ply }
games-newest = Pokazano { $shown } najnowszych z { $found }: zawęź wyszukiwanie.
games-enter = Enter: niedokończona partia toczy się dalej, skończona jest odtwarzana.
games-reading = Czytam twoje zapisane partie…
games-none-yet = Nie ma jeszcze zapisanych partii: każda rozegrana partia zapisuje się tutaj.
games-no-match = Żadna partia nie pasuje: Backspace lub Ctrl-U poszerza wyszukiwanie.
games-none-chosen = Nie wybrano partii: lista jest pusta.
games-on-screen = To partia, która jest na ekranie.
games-opening = Otwieram…
games-shared = Ekran partii otwiera partie zapisane na tym komputerze: nie we wspólnej partii (najpierw z niej wyjdź).

games-explorer-shared = Eksplorator otwarć czyta partie zapisane na tym komputerze: nie we wspólnej partii.
games-explorer-file = hive play { $file } ją otwiera; hive replay pozwala przejść ją krok po kroku.
games-explorer-no-file = Ta partia nie ma własnego pliku.
games-explorer-nothing = Żadna zapisana partia nie szła stąd dalej: nie ma czego śledzić.
games-explorer-computer = Teraz ruch komputera: zagra własny.

games-unsaved = Ostatnie ruchy tej partii nie są zapisane ({ $why }): nie opuszczam jej (Esc, potem s zapisze kopię).
games-not-ours = { $name } to nie nasz zapis: Ctrl-R go odtworzy.
games-held = { $name } jest otwarty w innym hive (proces { $pid }): nie otwieram go tutaj. Ctrl-R go odtworzy, tylko do odczytu.
games-no-folder = nie ma folderu partii (brak katalogu danych)
games-index-failed = Nie udało się zapisać indeksu partii ({ $why }); przeczytano pliki.
