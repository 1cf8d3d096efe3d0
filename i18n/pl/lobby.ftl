### Poczekalnia `hive serve --lobby`: partie gracza, nowa partia, zaproszenia.

lobby-title = hive · poczekalnia · { $name }
lobby-keys-list = ↑↓ wybór · Enter graj · i zaproszenia · n nowa partia · x zamknij partię · q wyjdź
lobby-keys-new = ↑↓ wybór · ←→ zmień · w/b twój kolor · c zegar · Enter utwórz · Esc wróć
lobby-keys-invites = Enter zajmij swoje miejsce · r nowe kody · x zamknij partię · Esc wróć
lobby-keys-close = y zamknij · n zostaw
lobby-keys-renew = y nowe kody · n zostaw te

lobby-no-clock = bez zegara
lobby-watching = widz
lobby-to-move = ruch mają { $side }
lobby-over = koniec
lobby-your-games = Twoje partie (wszystkich partii na serwerze: { $count }, najwyżej { $max })
lobby-none-yet = Jeszcze żadnej: n tworzy partię i daje linię, którą zaprosisz znajomego.
lobby-opponent-here = rywal jest
lobby-opponent-away = rywala nie ma
lobby-you-are-in = jesteś w niej
lobby-you = ty: { $side }
lobby-you-play = grasz: { $side }
lobby-plies = { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}

lobby-new-game = Nowa partia
lobby-field-type = Rodzaj gry:
lobby-field-side = Grasz:
lobby-field-clock = Zegar:
lobby-tournament-opening = Otwarcie turniejowe (bez Królowej w pierwszym ruchu); każdy ruch jest zapisywany.
lobby-clock-per-move = Czas mierzy serwer: każdy ruch ma własny czas, bez przenoszenia reszty.
lobby-clock-game = Czas mierzy serwer: rusza, gdy obaj gracze są obecni, nikt go nie zatrzyma, a kto przekroczy czas, przegrywa.
lobby-clock-none = Bez zegara: myśl, ile chcesz.

lobby-close-question = Zamknąć tę partię?
lobby-close-what = Jej kody przestaną działać, a wszyscy w niej zostaną rozłączeni. Zapis zostaje w folderze partii: `hive play` ją wznowi.
lobby-renew-question = Nowe kody dla tej partii?
lobby-renew-what = Dotychczasowe linie przestaną działać, a kto przez nie wszedł, zostanie rozłączony; nowe linie wpuszczą go znowu. Twoje miejsce zostaje.
lobby-pass-these-on = Przekaż te linie; każda jest tajna:
lobby-invite-watch = oglądać:
lobby-invite-plays = { $side } gra:

lobby-not-made = Partia nie powstała: { $why }.
lobby-gone = Ta partia nie jest już prowadzona.
lobby-not-yours = Zamknąć tę partię albo dać jej nowe kody może tylko członek, który ją założył.
lobby-close-in-play = Rozpoczętej partii między członkami się nie zamyka: kończy się jak każda (wygraną, poddaniem, remisem). Zamknąć ją można, gdy się skończy.
lobby-not-seated = Nie zajęto miejsca: { $why }.
lobby-closed = Zamknięta; jej kody już nie działają. Zapis: { $save }.
lobby-renewed = Nowe kody: stare linie już nie działają.
lobby-not-renewed = Brak nowych kodów: { $why }.
