### Strona pomocy z klawiszami: tytuł każdej sekcji, potem co robi każdy klawisz. Nazwy
### klawiszy (Enter, Esc, Tab, Space, Ctrl-…) i litery są takie same w każdym języku:
### litery owadów pochodzą z UHP (Q S B G A M L P) i wpisuje się je tak, jak w notacji.

keys-playing = Gra
keys-reviewing = Przegląd partii
keys-explorer = Eksplorator otwarć (o)
keys-games = Twoje partie (O; pisz, by szukać graczy, wydarzenia, wyniku)
keys-help = Strony pomocy
keys-questions = Pytania
keys-typing = Wpisywanie ruchu (:) lub nazwy pliku (s)
keys-mouse = Mysz

## gra

key-play-cursor-west = kursor na zachód
key-play-cursor-east = kursor na wschód
key-play-cursor-up = kursor w górę
key-play-cursor-down = kursor w dół
key-play-pick-up-piece-under = podnieść owada spod kursora, postawić go tutaj albo spasować, gdy to jedyny ruch
key-play-put-picked-piece-back = odłożyć podniesionego owada z powrotem
key-play-next-piece-can-move = następny owad, który może się ruszyć lub zostać przerzucony; z podniesionym owadem: jego następny cel
key-play-previous-piece-destination = poprzedni owad lub cel
key-play-take-bug-from-your = wziąć tego owada z ręki; ponownie: po kolei twoje owady tego rodzaju na planszy (gdzie podano, także małą literą)
key-play-drop-number = położyć podniesionego owada na polu z tym numerem (powyżej 9 dwie cyfry albo jedna i Enter)
key-play-type-move-uhp-notation = wpisać ruch w notacji UHP, np. wA1 -bG1
key-play-undo-against-computer-reply = cofnąć (przeciw komputerowi: jego odpowiedź i twój ruch)
key-play-redo = ponowić
key-play-pan-view-stays-where = przesunąć widok (zostaje tam, gdzie go ustawisz)
key-play-centre-view-hive = wyśrodkować widok na ulu
key-play-large-compact-hexes = duże / zwarte pola
key-play-hint-engine-suggests-move = podpowiedź: silnik proponuje ruch (zaznaczony na planszy)
key-play-play-hint-marked-board = zagrać podpowiedź zaznaczoną na planszy
key-play-while-computer-thinks-plays = gdy komputer myśli: zagra (lub podpowie) najlepszy znaleziony dotąd ruch
key-play-pondering-off-computer-thinks = myślenie w czasie rywala wł. / wył.: komputer myśli także w twoim czasie (hive play --ponder)
key-play-offer-draw-other-side = zaproponować remis (druga strona przyjmuje lub odrzuca)
key-play-pause-resume-clocks-game = zatrzymać / wznowić zegary (partia z zegarem: hive play --clock 5+3)
key-play-resign-asks-first = poddać się (najpierw pyta)
key-play-new-invite-codes-hive = nowe kody zaproszeń (hive play --invite; stare przestają działać)
key-play-new-game-asks-first = nowa partia (najpierw pyta)
key-play-save-copy-game-file = zapisać kopię partii do pliku (każdy ruch i tak zapisuje się automatycznie)
key-play-review-step-through-game = przegląd: przejść partię ruch po ruchu
key-play-opening-explorer-what-your = eksplorator otwarć: co grano z tej pozycji w twoich zapisanych partiach
key-play-your-saved-games-search = twoje zapisane partie: wyszukać, wznowić lub odtworzyć jedną z nich
key-play-help-keys-rules-each = pomoc: klawisze i zasady każdego owada
key-play-quit-asks-first = wyjść (najpierw pyta)
key-play-quit-now-from-any = wyjść od razu (z każdego ekranu)

## przegląd

key-review-ply-back = półruch wstecz
key-review-ply-forward = półruch naprzód
key-review-start = na początek
key-review-last-ply = do ostatniego półruchu
key-review-type-ply = wpisać numer półruchu…
key-review-go = …i przejść do niego
key-review-take-back-digit = skasować cyfrę
key-review-auto-play-off = autoodtwarzanie wł. / wył.
key-review-auto-play-faster = szybsze autoodtwarzanie
key-review-auto-play-slower = wolniejsze autoodtwarzanie
key-review-analyse-every-ply-background = przeanalizować w tle każdy półruch: błędy dostają ?, grube błędy ?? na liście ruchów
key-review-opening-explorer-what-your = eksplorator otwarć: co grano z pokazanej pozycji w twoich zapisanych partiach
key-review-your-saved-games-search = twoje zapisane partie: wyszukać, wznowić lub odtworzyć jedną z nich
key-review-play-from-ply-shown = grać dalej od pokazanego półruchu (nowy ruch tworzy odgałęzienie)
key-review-where-move-has-other = gdzie ruch ma + (rozchodzą się tam inne warianty): pokazać następny wariant
key-review-show-previous-line = pokazać poprzedni wariant
key-review-make-line-shown-main = uczynić pokazany wariant głównym i grać dalej (stary zostaje zachowany)
key-review-back-game-where-stood = wrócić do partii, tam gdzie stanęła
key-review-pan-view = przesunąć widok
key-review-centre-view-hive = wyśrodkować widok na ulu
key-review-large-compact-hexes = duże / zwarte pola
key-review-help-closing-returns-here = pomoc (po jej zamknięciu wracasz tutaj)
key-review-quit-asks-first = wyjść (najpierw pyta)

## pomoc

key-help-scroll-down = przewinąć w dół
key-help-scroll-up = przewinąć w górę
key-help-scroll-down-screen = przewinąć o ekran w dół
key-help-scroll-up-screen = przewinąć o ekran w górę
key-help-top-page = na początek strony
key-help-language = następny język (zapamiętany na kolejne partie): { $languages }
key-help-bottom-page = na koniec strony
key-help-next-page = następna strona
key-help-previous-page = poprzednia strona
key-help-rules-bug = zasady tego owada
key-help-close-help = zamknąć pomoc

## eksplorator

key-explore-move-above = ruch wyżej
key-explore-move-below = ruch niżej
key-explore-play-move-chosen-from = zagrać wybrany ruch (z przeglądu: grać nim dalej od pokazanego półruchu)
key-explore-games-reached-position-moves = partie, które doszły do tej pozycji / ruchy w nich zagrane
key-explore-close-explorer = zamknąć eksplorator
key-explore-help = pomoc

## partie

key-games-game-above = partia wyżej
key-games-game-below = partia niżej
key-games-screen-games-up = ekran partii w górę
key-games-screen-games-down = ekran partii w dół
key-games-first-game = pierwsza partia
key-games-last-game-listed = ostatnia partia na liście
key-games-open-game-chosen-unfinished = otworzyć wybraną partię: niedokończona toczy się dalej, skończona jest odtwarzana
key-games-replay-game-chosen-step = odtworzyć wybraną partię (ruch po ruchu), skończoną lub nie
key-games-take-back-character-search = skasować znak wyszukiwania
key-games-clear-search = wyczyścić wyszukiwanie
key-games-close-games-screen-back = zamknąć ekran partii i wrócić do gry

## potwierdzenie

key-confirm-yes = tak
key-confirm-new-game-next-clock = nowa partia: następny zegar (bez zegara, 1+0, 3+2, 5+3, 10+5, 15+10, 30+20, 1d)
key-confirm-no-so-does-any = nie (tak samo każdy inny klawisz; na propozycję remisu odpowiada się tylko y lub n)

## wiersz

key-line-play-move-typed-save = zagrać wpisany ruch albo zapisać pod wpisaną nazwą
key-line-close-prompt = zamknąć wiersz
key-line-take-back-character = skasować znak
key-line-clear-line = wyczyścić wiersz

## mysz

key-mouse-click-bug = kliknąć owada
key-mouse-your-hand-take-like = w ręce: wziąć go (jak klawiszem jego litery)
key-mouse-click-piece = kliknąć owada na planszy
key-mouse-pick-up-click-highlighted = podnieść go; kliknąć podświetlone pole, by go tam przestawić
key-mouse-click-move = kliknąć ruch
key-mouse-move-list-review-game = na liście ruchów: przegląd partii od tego półruchu
key-mouse-click-stack = kliknąć stos
key-mouse-review-show-what-holds = w przeglądzie: pokazać, co w nim leży, od góry (jak kursor w grze)
key-mouse-click-game = kliknąć partię
key-mouse-games-screen-o-choose = na ekranie partii (O): wybrać ją; Enter ją otwiera

## Ramka stron pomocy.

help-keys = Klawisze
help-title = { " " }Pomoc: { $title }{ " " }
# $page z $pages; $scroll: „↑↓ 3/10 · ”, gdy stronę można przewijać, inaczej nic.
help-footer = { " " }{ $page }/{ $pages } · { $scroll }← → strona · Esc zamyka{ " " }
help-invitations = Zaproszenia (ta partia, udostępniona przez SSH)
opening-rulebook = z instrukcji
opening-tournament = turniejowe
help-letters = Litery owadów
help-letters-why = Litery pochodzą z notacji UHP i są takie same w każdym języku: ruch zapisany gdziekolwiek (wA1 -bG1, na boardspace, na hivegame.com, w zapisanej partii) każdy gracz odczyta tak samo, a klawisze, którymi bierzesz owada, to te same litery.

# A game a player left (`hive serve --claim-after`).
key-play-claim-win = żądaj wygranej, gdy przeciwnik wyszedł (partia przez SSH bez zegara)
