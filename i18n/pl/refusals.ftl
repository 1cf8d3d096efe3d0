### Dlaczego ruch lub owad jest niedozwolony (bez kropki na końcu). $piece, $by,
### $expected, $first, $second to owady w notacji (wA1), takiej samej w każdym języku.

illegal-game-over = gra się skończyła
illegal-cannot-pass = { $side } nie mogą pasować: mają dozwolone ruchy
illegal-not-in-game = { $piece } nie występuje w grze { $game_type }
illegal-not-your-piece = { $piece } należy do { $owner_gen }, a ruch mają { $mover }
illegal-out-of-order = { $piece } musi poczekać: najpierw do gry wchodzi { $expected }
illegal-queen-first-turn = w pierwszej turze nie wolno wystawić Królowej
illegal-must-place-queen = { $side } muszą teraz wystawić Królową (czwarta tura)
illegal-queen-not-placed = { $side } nie mogą ruszać owadów przed wystawieniem Królowej
illegal-place-on-occupied = nowy owad staje tylko na pustym polu
illegal-first-apart = pierwszy owad czarnych musi dotykać owada białych
illegal-not-touching-own = nowy owad musi dotykać owada swojego koloru
illegal-touches-opponent = nowy owad nie może dotykać owadów przeciwnika
illegal-covered = leży na nim { $by }
illegal-thrown-must-rest = właśnie przerzuciła go Stonoga: przez turę odpoczywa
illegal-moved-last-turn = ruszał się w poprzedniej turze, więc teraz nie można go przerzucić
illegal-would-break-hive = trzyma ul w całości: bez niego ul by się rozpadł
illegal-no-room = każda szczelina wokół jest za wąska, by się przecisnąć (swoboda ruchu), albo prowadzi z dala od ula
illegal-unreachable = nie dotrze na to pole: { $why }
illegal-throw-blocked = twoja Stonoga go nie podniesie: po obu stronach drogi stoją zbyt wysokie stosy (swoboda ruchu)
illegal-stacked-thrown = { $piece } leży w stosie i nie można go przerzucić
illegal-copies-nothing = { $piece } dotyka tylko Komara, więc nie ma czego naśladować
illegal-nowhere-to-place = { $side } nie mają pustego pola przy swoich owadach i z dala od cudzych

route-same-cell = już tam stoi
route-occupied = { $bug } kończy ruch tylko na pustym polu
route-one-cell = { $bug } rusza się o jedno pole
route-gate = szczelina między { $first } a { $second } jest za wąska (swoboda ruchu)
route-high-gate = { $first } i { $second } stoją za wysoko po obu stronach tego kroku (swoboda ruchu)
route-loses-touch = po drodze straciłby kontakt z ulem, a owady suną wzdłuż ula
route-detached = to pole nie dotyka żadnego owada
route-not-in-line = { -grasshopper } skacze tylko po prostej
route-nothing-to-jump = { -grasshopper } musi przeskoczyć co najmniej jednego owada
route-past-the-gap = { -grasshopper } ląduje na pierwszym wolnym polu swojej linii
route-not-three-cells = { -spider } przechodzi dokładnie trzy pola wokół ula, bez zawracania
route-shut-in = żadne wejście na to pole nie jest dość szerokie (swoboda ruchu)
route-ladybug-path = { -ladybug } idzie dwa pola po wierzchu ula, potem jedno w dół
route-copies = żaden z owadów, które naśladuje ({ $bugs }), tam nie dojdzie
route-throw-only = teraz można go tylko przerzucić na puste pole obok Stonogi
route-throw-gate = Stonoga nie odstawi go tam: po obu stronach stoją zbyt wysokie stosy (swoboda ruchu)
route-blocked = droga tam jest zamknięta

move-not-a-move = to nie jest ruch: { $text }
move-illegal = ruch { $text } jest niedozwolony: { $reason }
