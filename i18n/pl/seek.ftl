### Wyzwania klubu w lobby `hive serve`: kto jest, otwarte wyzwania, wyzwania imienne, partie do oglądania.

# The list page's key for the seeks page.
seek-key = s wyzwania
seek-keys = ↑↓ wybór · Enter przyjmij lub oglądaj · n nowe wyzwanie · c wyzwij gracza · x wycofaj lub odrzuć · Esc wstecz
seek-keys-form = ↑↓ wybór · ←→ zmień · Enter gotowe · Esc anuluj
# $names: the members in the lobby, as "ann, bob".
seek-here = Teraz tutaj ({ $count }): { $names }
seek-here-more = { $names } i jeszcze { $more }
seek-open = Otwarte wyzwania
seek-none = Brak otwartych wyzwań: rzuć własne klawiszem n albo wyzwij gracza klawiszem c.
seek-games = Partie w toku
seek-games-none = Teraz nie toczy się żadna partia między członkami klubu.
# A seek made by the member, in the seeker's column.
seek-you = ty
seek-rated = rankingowa
seek-casual = towarzyska
# The seeker's colour, said of the seeker.
seek-color-white = gra Białymi
seek-color-black = gra Czarnymi
seek-color-random = kolor losowy
seek-opening-rulebook = otwarcie wg instrukcji
seek-opening-tournament = otwarcie turniejowe
# The member's own challenge, turned down.
seek-declined = odrzucone
seek-new = Nowe wyzwanie
seek-new-challenge = Wyzwanie dla gracza
seek-field-to = Do:
seek-field-rated = Partia:
seek-field-color = Ty:
seek-you-white = białymi
seek-you-black = czarnymi
seek-you-random = losowo
seek-nobody = nikogo tu nie ma
seek-rated-when = Partia rankingowa zmienia rankingi obu graczy; towarzyska zostaje zapisana, ale rankingów nie zmienia.
seek-made = Twoje wyzwanie jest otwarte: zagra z tobą ten, kto pierwszy je przyjmie.
seek-challenge-made = Wyzwanie wysłane.
seek-too-many-seeks = { $max ->
    [one] Masz już { $max } otwarte wyzwanie, tyle, ile może mieć jeden gracz: najpierw je wycofaj.
    [few] Masz już { $max } otwarte wyzwania, tyle, ile może mieć jeden gracz: najpierw wycofaj jedno.
   *[many] Masz już { $max } otwartych wyzwań, tyle, ile może mieć jeden gracz: najpierw wycofaj jedno.
}
seek-too-many-games = { $max ->
    [one] Grasz już { $max } partię, tyle, ile może jeden gracz: najpierw ją dokończ.
    [few] Grasz już { $max } partie, tyle, ile może jeden gracz: najpierw dokończ jedną.
   *[many] Grasz już { $max } partii, tyle, ile może jeden gracz: najpierw dokończ jedną.
}
seek-their-games-full = { $name } gra już tyle partii, ile może jeden gracz: spróbuj później.
seek-not-here = Tego gracza nie ma teraz w lobby.
seek-gone = To wyzwanie nie jest już otwarte.
seek-own = To twoje własne wyzwanie: musi je przyjąć ktoś inny.
seek-not-yours = To wyzwanie jest dla innego gracza.
seek-withdrawn = Twoje wyzwanie zostało wycofane.
seek-you-declined = Odrzucasz wyzwanie od { $name }.
seek-accepted-note = { $name } przyjmuje twoje wyzwanie: partia jest na górze twojej listy (Enter, by grać).
seek-declined-note = { $name } odrzuca twoje wyzwanie.
# Back in the lobby from a game between two members that is over.
rematch-offer = Partia z { $name } skończona: R proponuje rewanż, z zamianą kolorów.
# The plain lobby's word that offers the rematch (lowercase).
rematch-plain-cmd = rewanż
rematch-plain-offer = Partia z { $name } skończona: { $command } proponuje rewanż, z zamianą kolorów.
rematch-away = Gdy cię nie było, partia z { $name } się skończyła: R proponuje rewanż, z zamianą kolorów.
rematch-plain-away = Gdy cię nie było, partia z { $name } się skończyła: { $command } proponuje rewanż, z zamianą kolorów.
rematch-plain-help = rewanż: po partii między członkami proponuje przeciwnikowi tę samą partię z zamianą kolorów.
rematch-none = Nie ma rewanżu do zaproponowania: proponuje się go po partii dwóch członków klubu.
# A challenge to the member (a rematch is one), told in their lobby.
seek-challenged-note = { $name } wyzywa cię: wyzwanie czeka na stronie wyzwań (s).
# The same two notes in the plain lobby, which has commands, not keys: $play and $seeks are
# its words (play, seeks).
seek-accepted-plain-note = { $name } przyjmuje twoje wyzwanie: to partia { $number } twojej listy ({ $play } { $number }, by grać).
seek-challenged-plain-note = { $name } wyzywa cię: { $seeks } pokaże wyzwanie.
seek-no-club = Wyzwania są dla członków klubu.
seek-failed = Baza danych klubu zawiodła: spróbuj jeszcze raz.

## The plain lobby's seeks commands (typed words, lowercase).
seek-cmd-seeks = wyzwania
seek-cmd-seek = wyzwanie
seek-cmd-challenge = wyzwij
seek-cmd-accept = przyjmij
seek-cmd-decline = odrzuć
seek-cmd-withdraw = wycofaj
seek-help-seeks = kto jest, otwarte wyzwania (numerowane) i partie w toku
seek-help-seek = rzuca wyzwanie: zestaw, zegar albo none, rated albo casual, white, black albo random, w dowolnej kolejności
seek-help-challenge = to samo, ale dla jednego gracza, który tu jest
seek-help-accept = przyjmuje wyzwanie N i od razu sadza cię przy partii
seek-help-decline = odrzuca wyzwanie N
seek-help-withdraw = wycofuje twoje wyzwanie N
# A colour as typed after `seek` (one word).
seek-word-white = białe
seek-word-black = czarne
seek-word-random = losowo
# One seek in the plain lobby: $who its maker (and whom it is to), $last the opening rule or "declined".
seek-plain-row = { $number }. { $who }: { $game }, { $clock }, { $rated }, { $color }, { $last }.
seek-plain-game = { $white } – { $black }: { $game }, { $clock }, { $plies }.
seek-plain-wrong = „{ $text }” to nie zestaw, zegar, rated, casual ani kolor.
seek-plain-no-seek = Nie ma wyzwania { $number }: wypisuje je polecenie { $seeks }.
seek-plain-none = Brak otwartych wyzwań: { $seek } rzuca własne, { $challenge } { $name } wyzywa gracza, który tu jest.
# The placeholder for a member's name in the plain lobby's help (challenge NAME …).
seek-help-name = IMIĘ
# The seeks page: a key held back because another seek moved under the cursor.
seek-changed = Lista się zmieniła: wiersz oznaczony ▶ nie jest tym, który tam był. Naciśnij klawisz jeszcze raz, aby go wybrać, albo wybierz inny.
# The plain lobby: accept, decline or withdraw N held back because the list changed; the list follows.
seek-plain-changed = Wyzwania nie są już takie, jakie widziałeś, więc nic nie zrobiono. Oto one teraz:
