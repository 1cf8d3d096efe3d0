### Klub w poczekalni `hive serve`: rankingi, tabela liderów, zapisy.

# Pule rankingowe według tempa partii.
clubroom-pool-bullet = bullet
clubroom-pool-blitz = blitz
clubroom-pool-rapid = szybkie
clubroom-pool-classic = klasyczne
clubroom-pool-correspondence = korespondencyjne
clubroom-pool-untimed = bez zegara

clubroom-keys-list = ↑↓ wybór · Enter graj · i zaproszenia · n nowa partia · x zamknij partię · l liderzy · m twoja strona · q wyjdź
clubroom-keys-board = ←→ inne tempo · Esc wróć
clubroom-no-ratings = Nie masz jeszcze partii rankingowych: liczy się partia z innym członkiem klubu rozegrana do końca.
# $ratings: nazwa puli i ranking, po przecinku.
clubroom-your-ratings = Twoje rankingi: { $ratings }
# $pool: nazwa puli (clubroom-pool-…).
clubroom-leaderboard = Liderzy: { $pool }
clubroom-board-empty = W tym tempie nikt nie ma jeszcze ustalonego rankingu.
clubroom-games = { $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[many] { $count } partii
}
clubroom-provisional = Ranking ze znakiem ? jest wstępny (odchylenie powyżej 110) i jeszcze nie trafia do tabeli.

clubroom-banned = Ten klucz ma zakaz wstępu do klubu. Jeśli to pomyłka, napisz do gospodarza.
clubroom-welcome = Witaj w klubie
clubroom-choose-name = Wybierz swoją nazwę w klubie: od teraz twój klucz to ty.
clubroom-name-rules = Od { $min } do { $max } liter lub cyfr; po pierwszym znaku wolno też _ - i .
clubroom-keys-sign-up = Enter dołącz · Backspace usuń · Esc wyjdź
clubroom-name-length = Nazwa ma od { $min } do { $max } znaków.
clubroom-name-characters = Nazwa to litery, cyfry, _, - i . i zaczyna się od litery lub cyfry.
clubroom-name-scripts = Wszystkie litery nazwy muszą być z jednego alfabetu.
clubroom-name-reserved = Ta nazwa jest zarezerwowana dla serwera: wybierz inną.
clubroom-name-taken = Inny członek ma już tę nazwę albo bardzo podobną: wybierz inną.
clubroom-known-key = Ten klucz należy już do członka klubu.
clubroom-too-many-sign-ups = Z twojego adresu było w ostatniej godzinie za dużo zapisów: spróbuj później.

# Strona członka klubu. $pool: nazwa puli (clubroom-pool-…).
clubroom-history = Twój ranking ({ $pool }) po każdej partii rankingowej
clubroom-history-none = W tym tempie nie masz jeszcze partii rankingowych.
# Pod wykresem rankingu: $low, $high i $now to rankingi.
clubroom-history-range = { $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[many] { $count } partii
}: najniżej { $low }, najwyżej { $high }, teraz { $now }.
clubroom-head-to-head = Bilans spotkań (wygrane – remisy – porażki):
clubroom-no-rivals = Nie grałeś jeszcze z innym członkiem klubu.
