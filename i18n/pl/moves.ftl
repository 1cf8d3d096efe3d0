### Komunikaty ekranu partii o grze: branie, wystawianie i przesuwanie owadów, cofanie
### i ponawianie, pasowanie, ruch komputera i podpowiedzi, zegary, remis i koniec partii.
### $piece i $notation to notacja (wA1, wA1 -bG1), taka sama w każdym języku; $key, $pick,
### $play, $new i $review to nazwy klawiszy; $side to strona (zob. lang::rules::set_side).

moves-centred = Widok wyśrodkowany na ulu.
moves-put-back = Odłożony.
moves-over = Partia skończona.
moves-over-already = Partia już się skończyła.
moves-over-keys = Partia skończona: u cofa, N zaczyna nową partię, q wychodzi.
# $clock: tempo jak w wierszu poleceń (5+3).
moves-new-game-clock = Nowa partia, zegar { $clock }. Zaczynają białe.
moves-new-game = Nowa partia. Zaczynają białe.
moves-computers-turn = Ruch komputera; u cofa twój ostatni ruch.
moves-zoom-large = Duże pola (z jeszcze raz: dopasowane do ekranu).
moves-zoom-compact = Małe pola (z jeszcze raz: dopasowane do ekranu).
moves-zoom-fit = Pola dopasowane do planszy.
# $why: powód odmowy (zob. refusals.ftl), bez kropki.
moves-cannot-go = { $piece } nie może tam pójść: { $why }.
moves-cannot-go-plain = { $piece } nie może tam pójść.
moves-nothing-here = Tu nic nie ma. Weź owada z ręki albo przejdź kursorem do owada.
moves-no-move = nie ma żadnego ruchu
moves-cannot-move = { $piece } nie może się ruszyć: { $why }.
# Jeden owad, który zostaje, i dlaczego (łączone „; ” w moves-no-other).
moves-stuck = { $piece }: { $why }
moves-no-other = Żaden inny owad ({ $bug }) nie może się ruszyć: { $why }.
moves-pick-first = Najpierw weź owada: numery pokażą, dokąd może pójść.
moves-no-cell = Żadne pole nie ma numeru { $number }.
moves-cell-typed = Pole { $number }…: druga cyfra albo Enter dla { $number }.
moves-cell-let-go = Pole { $number }… porzucone: Enter działa na kursor; numer kładzie { $piece } na tym polu.
moves-not-in-game = W tej grze nie ma { $bug_gen } ({ $game_type }).
moves-none-in-hand = { $side } nie mają już w ręce { $bug_gen }.
moves-no-room = nie ma miejsca
moves-cannot-place = Nie można wystawić { $piece }: { $why }.
# $summary: jak owad się porusza (jedno zdanie z bugs.ftl).
moves-placing = Wystawiasz { $piece }: numer kładzie go na polu (albo Tab, Enter). { $summary }
moves-must-pass = { $side } nie mają ruchu: naciśnij Enter, by pasować.
moves-none-movable = Żaden owad na planszy nie może się ruszyć; wystaw owada z ręki.
moves-can-move = { $piece } może się ruszyć: Enter go bierze.
moves-can-be-thrown = { $piece } może rzucić twoja { -pillbug }: Enter go bierze.
moves-paused = Zegary stoją: { $key } je wznawia, potem graj.
moves-lost-on-time = { $side } przegrywają na czas: partia skończona.
moves-thrown-move = { $notation } (rzut)
moves-line-kept = Porzucony wariant zostaje w tej partii: r, potem v go pokazuje.
moves-illegal = { $notation } jest niedozwolony: { $why }.
# Po ruchu: $notation to ruch (po tym, co powiedział komputer, jeśli coś).
moves-played = { $notation }. Ruch { $side_gen }.
moves-played-over = { $notation }. { $result }.
moves-played-pass = { $notation }. { $side } nie mają ruchu: naciśnij Enter, by pasować.
moves-lost-stays-lost = Partia przegrana na czas zostaje przegrana: N nowa partia, r przegląd.
moves-ending-withdrawn = Gra toczy się dalej: zakończenie cofnięte ({ $key } je przywraca).
moves-ending-withdrawn-file = Gra toczy się dalej: zakończenie cofnięte ({ $key } je przywraca). Plik zachowuje zakończenie; ruch zapisze nową partię.
moves-nothing-to-undo-yet = Nie ma czego cofać: jeszcze nie grałeś.
moves-nothing-to-undo = Nie ma czego cofać.
# $moves: cofnięte ruchy jako lista („wA1 -bG1 i bQ wA1/”).
moves-took-back = Cofnięto { $moves } (U ponawia).
moves-ending-restored = { $result }. u to cofa.
moves-nothing-to-redo = Nie ma czego ponowić.
# $moves: ruchy ponowione przed ostatnim; $message: co powiedział ostatni ruch.
moves-redid = Ponowiono { $moves }, potem { $message }
moves-resigned = { $result }. u to cofa, N zaczyna nową partię.
moves-draw-offered = Remis zaproponowany: czekamy na odpowiedź.
moves-watching-no-draw = Tylko oglądasz: remis proponują gracze.
moves-watching-no-resign = Tylko oglądasz: poddać się może tylko gracz.
moves-draw-too-early = { $side } odrzucają remis: za wcześnie na ocenę (półruchy: { $plies } z { $needed }). Graj dalej.
moves-draw-weighing-still = { $side } wciąż rozważają twoją propozycję…
moves-draw-weighing = { $side } rozważają propozycję remisu…
moves-draw-declined = { $side } odrzucają remis: uważają, że stoją lepiej. Graj dalej.
moves-draw-accepted = { $side } przyjmują remis.
moves-not-your-hand = To ręka { $side_gen }; teraz nie ich ruch.
moves-stack-here = Stos: { $stack }.

## Branie owada.
moves-pick-throwable = { $piece } może rzucić twoja { -pillbug }: wybierz, gdzie wyląduje.
moves-picked = { $piece } wzięty. { $summary }
# $bugs: owady, które kopiuje Komar, po przecinku.
moves-picked-mosquito = { $piece } wzięty. { -mosquito } kopiuje: { $bugs }.
moves-pick-throw-mark = ^: rzut { bug-pillbug.ins }.
# $pieces: owady, które może rzucić, w notacji.
moves-pick-throws = Rzuty (^): { $pieces }; Tab do owada, Enter go rzuca.

## Komputer i podpowiedzi.
moves-thinking = { $side } myślą…
moves-hint-over = Partia skończona: nie ma czego podpowiadać.
moves-hint-still = Wciąż szukam dobrego ruchu…
moves-hint-not-now = Komputer myśli: poproś o podpowiedź w swoim ruchu.
moves-hint-looking = Szukam dobrego ruchu…
moves-hint-over-play = Partia skończona: nie ma podpowiedzi do zagrania.
moves-hint-still-key = Wciąż szukam dobrego ruchu; { $key } go zagra, gdy będzie zaznaczony.
moves-hint-none = Na planszy nie ma podpowiedzi: { $key } o nią prosi.
moves-ponder-on = Myślenie w tle włączone: komputer myśli też w twoim czasie (t wyłącza).
moves-ponder-on-later = Myślenie w tle włączone: zadziała w partii z komputerem.
moves-ponder-off = Myślenie w tle wyłączone: komputer myśli tylko w swoim czasie.
moves-ponder-your-turn = Twój ruch: komputer tylko rozmyśla (n pogania jego własny ruch).
moves-not-thinking = n pogania komputer, gdy myśli; teraz nie myśli.
moves-no-answer = Silnik zatrzymał się bez odpowiedzi.
moves-hint-pass = Podpowiedź: pasuj, to jedyny ruch ({ $pick } albo { $play } pasuje).
moves-hint = Podpowiedź: { $notation } (zaznaczony na planszy; { $key } go zagra).
# $line: ruchy, których silnik spodziewa się potem, po przecinku.
moves-hint-line = Podpowiedź: { $notation } (zaznaczony na planszy; { $key } go zagra); silnik spodziewa się { $line }.

## Zegary.
moves-ran-out = { $side } przekroczyły czas: { $winner } wygrywają na czas. { $key } przegląd.
moves-time-out = { $result }. { $new } nowa partia, { $review } przegląd.
moves-clocks-stand = Partia skończona: zegary stoją.
moves-no-clock = Ta partia nie ma zegara (hive play --clock 5+3 zaczyna partię z zegarem).
moves-clocks-paused = Zegary stoją: czas nie płynie, ruchów nie ma. { $key } wznawia.
moves-clocks-running = Zegary chodzą: ruch { $side_gen }.
