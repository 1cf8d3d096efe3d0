### Wyzwania klubu w lobby `hive serve`: kto jest, otwarte wyzwania, wyzwania imienne, partie do oglądania.

# The list page's key for the seeks page.
seek-key = s wyzwania
seek-keys = ↑↓ wybór · Enter przyjmij lub oglądaj · n nowe wyzwanie · c wyzwij gracza · x wycofaj lub odrzuć · Esc wstecz
seek-keys-form = ↑↓ wybór · ←→ zmień · Enter gotowe · Esc anuluj
# $names: the members in the lobby, as "ann, bob".
seek-here = Teraz tutaj ({ $count }): { $names }
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
seek-no-club = Wyzwania są dla członków klubu.
seek-failed = Baza danych klubu zawiodła: spróbuj jeszcze raz.
