### Przegląd partii: kroki, autoodtwarzanie, analiza komputera, warianty.
### Klawisze (← → Home End Enter a b v ^ r u U N + -) są takie same w każdym języku.

review-start = Przegląd: ← → krok, Home End skok, liczba i Enter idą do półruchu, a oznacza błędy, b kończy przegląd.
review-start-lines = Przegląd: ← → krok, Home End skok, liczba i Enter idą do półruchu, a oznacza błędy, b kończy przegląd, v inne warianty (przy +), ^ robi z wariantu główny.
review-ply-of = Półruch { $ply } z { $total }.
review-go-to = Do półruchu { $ply } (Enter).
review-past-end = Partia ma { $total ->
    [one] { $total } półruch
    [few] { $total } półruchy
   *[many] { $total } półruchów
}: półruch { $ply } z { $total }, jej koniec.
review-shared-play-on = Wspólna partia toczy się od ostatniego ruchu: Esc do niej wraca.
review-shared-lines = Wspólna partia ma jeden wariant: Esc do niej wraca.
review-no-analysis-shared = Komputer nie analizuje, gdy trwa partia między ludźmi.
review-autoplay-on = Autoodtwarzanie włączone ({ $ms } ms na półruch; + i - zmieniają tempo).
review-autoplay-off = Autoodtwarzanie wyłączone ({ $ms } ms na półruch; + i - zmieniają tempo).
review-speed = { $ms } ms na półruch.
review-analysis-running = Analiza trwa: oznaczenia pojawiają się w miarę oceniania półruchów.
review-nothing-to-analyse = Nie ma jeszcze czego analizować.
review-analysing = Analizuję w tle { $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}: ? oznacza błąd, ?? poważny błąd.
review-analysis-done = Analiza gotowa: { $mistakes ->
    [one] { $mistakes } błąd
    [few] { $mistakes } błędy
   *[many] { $mistakes } błędów
} i { $blunders ->
    [one] { $blunders } poważny
    [few] { $blunders } poważne
   *[many] { $blunders } poważnych
}.
review-analysis-lost = Analiza przerwała się przed końcem partii.
review-one-line = Ta partia ma jeden wariant: inny ruch po cofnięciu ruchów zacznie nowy.
review-no-fork-here = Tu nie rozchodzą się żadne warianty: + na liście ruchów oznacza { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}, gdzie się rozchodzą.
review-line-broken = Tego wariantu nie da się stąd zagrać: zostaje bez zmian.
review-line = Wariant { $line } z { $lines } w ruchu { $move }: { $first } ({ $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}). v następny wariant, ^ robi go głównym.
review-line-main = Wariant { $line } z { $lines } w ruchu { $move }: { $first } ({ $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}, główny). v następny wariant, ^ robi go głównym.
review-no-lines = Ta partia nie ma własnych wariantów: b gra dalej od pokazanego półruchu.
review-main-already = To już główny wariant: b gra dalej od pokazanego półruchu.
review-kept-as-ended = Plik trzyma tę partię tak, jak się skończyła: b gra dalej od pokazanego półruchu, w nowej partii.
review-lines-unreadable = Nie udało się odczytać wariantów partii: nic nie zmieniono.
review-promoted = Pokazany wariant ({ $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}) jest teraz główny; poprzedni zostaje jako wariant. Grasz dalej od półruchu { $ply }.
review-promoted-more = Pokazany wariant ({ $count ->
    [one] { $count } półruch
    [few] { $count } półruchy
   *[many] { $count } półruchów
}) jest teraz główny; poprzedni zostaje jako wariant. Grasz dalej od półruchu { $ply }, U idzie za wariantem.
review-adopted = Grasz dalej od półruchu { $ply } pokazanego wariantu, teraz głównego (poprzedni zostaje jako wariant).
review-adopted-more = Grasz dalej od półruchu { $ply } pokazanego wariantu, teraz głównego (poprzedni zostaje jako wariant); U idzie za nim.
review-back-over-ending = Z powrotem w partii, zakończonej na półruchu { $ply }. u cofa zakończenie, N zaczyna nową partię.
review-back-over = Z powrotem w partii, zakończonej na półruchu { $ply }. u cofa ruch, N zaczyna nową partię.
review-back-lost-on-time = Z powrotem w partii, przegranej na czas na półruchu { $ply }: pozostaje przegrana. N zaczyna nową partię.
review-back = Z powrotem w partii, na półruchu { $ply }.
review-play-on-kept = Grasz dalej od półruchu { $ply }. Nowy ruch zacznie inny wariant, a ten zostanie (r, potem v go pokaże); U idzie za nim ({ $total ->
    [one] { $total } półruch
    [few] { $total } półruchy
   *[many] { $total } półruchów
}).
review-play-on = Grasz dalej od półruchu { $ply }. Nowy ruch odgałęzi partię; U idzie za starym wariantem ({ $total ->
    [one] { $total } półruch
    [few] { $total } półruchy
   *[many] { $total } półruchów
}).
review-autoplay-end = Koniec partii. Autoodtwarzanie wyłączone.
