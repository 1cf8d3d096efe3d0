### Odpowiedzi na pytania, zapis kopii, wieści i odmowy wspólnej partii, komunikaty przy
### otwarciu partii. $side to strona („Białe” lub „Białe (Ann)”) z przypadkami ($side_gen …).

dialogs-draw-declined = { $side } odrzucają remis. Gra toczy się dalej.
dialogs-not-replaced = Nie zastąpiono: zmień nazwę albo naciśnij Esc, by nie zapisywać kopii.
dialogs-carry-on = Gramy dalej.
dialogs-save-into = Nazwa zapisze kopię w { $folder }; ścieżka (~ to twój katalog domowy) zapisze ją tam.
dialogs-save-here = Nazwa zapisze kopię w bieżącym folderze; ścieżka (~ to twój katalog domowy) zapisze ją tam.
dialogs-saved = Zapisano { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
} w { $path }.

## Wspólna partia (udostępniona znajomemu: hive play --invite)

dialogs-shared-no-undo = We wspólnej partii nie można cofać ruchów: przegląd ({ $key }) pozwala spojrzeć wstecz.
dialogs-shared-no-redo = Nie ma czego ponowić: we wspólnej partii ruchów się nie cofa. Przegląd ({ $key }) przechodzi po nich.
dialogs-shared-no-new = Wspólna partia nie może zacząć innej: q, by z niej wyjść.
dialogs-shared-no-save = Wspólną partię zapisuje na bieżąco jej gospodarz.
dialogs-shared-no-hints = W partii między ludźmi komputer nie podpowiada.
dialogs-served-no-hints = Komputer serwera jest tu twoim przeciwnikiem: nie podpowiada.
dialogs-shared-no-pause = Zegarów wspólnej partii nie można zatrzymać: pauza jednego gracza byłaby nie fair wobec drugiego.
dialogs-shared-over = Partia się skończyła.
dialogs-shared-watching = Oglądasz: ruszają się tylko gracze.
dialogs-shared-wait = Teraz ruch { $side_gen }: poczekaj na niego.
dialogs-shared-no-codes = Kody zaproszeń są dla partii udostępnionej znajomemu: hive play --invite.
dialogs-shared-host-codes = Kody zaproszeń rozdaje tylko gospodarz.
dialogs-shared-new-codes = Nowe kody: stare linie już nie działają, a kto przez nie wszedł, został odłączony.
dialogs-shared-codes-failed = Brak nowych kodów: { $why }.
dialogs-shared-no-renew = ten ekran nie rozdaje kodów
dialogs-shared-draw-offered = { $side } proponują remis.
dialogs-shared-here = { $side } są na miejscu.
dialogs-shared-left = { $side } wyszły; partia czeka na ich powrót.
dialogs-shared-left-clock = { $side } wyszły; zegar biegnie dalej.
dialogs-shared-moved = { $side } wykonały ruch: Esc wraca do partii.
dialogs-shared-seat = Wspólna partia: grasz { $side_ins }. Ruch { $to_move_gen }.
dialogs-shared-seat-over = Wspólna partia: grasz { $side_ins }. Partia się skończyła.
dialogs-shared-watcher = Wspólna partia: oglądasz.

## Partia otwarta z pliku

dialogs-opened-over-ending = Skończona partia, { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}: r ją przegląda, u cofa zakończenie.
dialogs-opened-over = Skończona partia, { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}: r ją przegląda, u cofa ruch.
dialogs-opened = Partia toczy się dalej, { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}. Ruch { $side_gen }.

## Zapis: automatyczny i kopia (s). $why: co poszło nie tak, od systemu.

dialogs-not-autosaving = Bez automatycznego zapisu: { $why }
dialogs-no-games-folder = nie ma folderu partii
dialogs-autosave-failed = Automatyczny zapis nie powiódł się: { $why }
dialogs-save-branched = Nowy wariant od półruchu { $ply }: zapisany jako nowa partia ({ $name }); { $parent } zachowuje swoje ruchy.
dialogs-save-changed = { $parent } zmieniono poza tą partią albo jest otwarty w innym hive: nie nadpisuję go; ta partia zapisuje się teraz do { $name }.
dialogs-copy-cannot-make = nie można utworzyć { $path }: { $why }
dialogs-copy-no-folder = nie ma folderu { $folder }; najpierw go utwórz
dialogs-copy-own = { $path } to własny plik tej partii, już zapisany
dialogs-copy-not-file = { $path } nie jest zwykłym plikiem; nie zastępuję go
dialogs-copy-held = { $path } jest otwarty w innym hive (proces { $pid }, od { $since })

dialogs-language-not-kept = Nie udało się zapamiętać języka na kolejne partie ({ $why }).
# Said on the board once F2 changed the language; $name: the language's own name.
dialogs-language-now = Język gry: { $name }.

# A game a player left (`hive serve --claim-after`).
dialogs-shared-left-claim = { $side } wyszły; jeśli nie wrócą w ciągu { $minutes ->
    [one] { $minutes } minuty
   *[other] { $minutes } minut
}, możesz zażądać wygranej: { $key }.
dialogs-claim-local = Nie ma od kogo żądać wygranej: to dla partii przez SSH, którą przeciwnik opuścił.
